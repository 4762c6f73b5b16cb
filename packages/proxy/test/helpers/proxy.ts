import { loadChangeMap } from '@compliance-migrate/rename-map';
import { request } from 'undici';
import { createProxy, type ProxyOptions, type RunningProxy } from '../../src/index.js';
import { captureLogs } from './servers.js';

export const OVERLAY = new URL('../fixtures/overlay.yaml', import.meta.url).pathname;

/** Starts a v4→v6 proxy with the test overlay and captured logs. */
export async function startTestProxy(
  upstream: string,
  options: Partial<ProxyOptions> = {},
): Promise<RunningProxy & { logs: string[] }> {
  const { logger, lines } = captureLogs();
  const proxy = await createProxy({
    upstream,
    upstreamVersion: 6,
    clientVersion: 4,
    map: await loadChangeMap([OVERLAY]),
    logger,
    defaultMetrics: false,
    ...options,
  }).listen();
  return Object.assign(proxy, { logs: lines });
}

/** One request with undici; the body read as text. */
export async function fetchText(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
) {
  const res = await request(url, {
    method: (init.method ?? 'GET') as 'GET',
    headers: init.headers,
    body: init.body,
  });
  const text = await res.body.text();
  return {
    status: res.statusCode,
    headers: res.headers,
    text,
    json: () => JSON.parse(text) as Record<string, unknown>,
  };
}
