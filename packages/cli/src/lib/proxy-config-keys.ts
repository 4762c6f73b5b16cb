import { readFile } from 'node:fs/promises';
import type { ProxyOptions } from '@compliance-migrate/proxy';
import type { ProxyConfigFile } from '@compliance-migrate/proxy/settings';
import { UsageError } from '../usage-error.js';
import { describeUnknownKey, unknownKeys } from './unknown-keys.js';

type Shape<T> = { readonly [K in keyof Required<T>]: true };

/** The keys a proxy --config file may hold; typed against the file and the library's options, so they cannot drift. */
const CONFIG_KEYS: Shape<Omit<ProxyConfigFile, 'limits' | 'versionSelection'>> & {
  limits: Shape<NonNullable<ProxyOptions['limits']>>;
  versionSelection: Shape<NonNullable<ProxyOptions['versionSelection']>>;
} = {
  upstream: true,
  upstreamVersion: true,
  clientVersion: true,
  listen: true,
  overlays: true,
  workers: true,
  translate: true,
  limits: {
    maxRequestBody: true,
    maxTranslatableResponse: true,
    upstreamTimeout: true,
    upstreamConnectTimeout: true,
    upstreamHeadersTimeout: true,
    upstreamBodyTimeout: true,
    clientHeadersTimeout: true,
    clientRequestTimeout: true,
    clientBodyIdleTimeout: true,
    keepAliveTimeout: true,
    maxUpstreamRequests: true,
    maxQueuedRequests: true,
    queueTimeout: true,
  },
  versionSelection: { pathPrefix: true, header: true },
};

/**
 * Refuses a proxy --config file holding a key the proxy does not know, naming it with the closest valid key. A file
 * that cannot be read or parsed is left to the proxy's own reader, which says why.
 */
export async function checkProxyConfigKeys(path: string): Promise<void> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return;
  const unknown = unknownKeys(parsed as Record<string, unknown>, CONFIG_KEYS);
  if (unknown.length > 0) {
    throw new UsageError(
      `--config ${path} holds settings the proxy does not know:\n${unknown.map((u) => `  - ${describeUnknownKey(u)}`).join('\n')}\nSee docs/proxy.md for every setting.`,
    );
  }
}
