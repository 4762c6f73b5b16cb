import { loadChangeMap } from '@compliance-migrate/rename-map';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationInterceptor } from '../src/index.js';
import { OVERLAY } from './helpers/proxy.js';
import { json, startServer, type TestServer } from './helpers/servers.js';

let upstream: TestServer;
let agent: Agent;

beforeAll(async () => {
  upstream = await startServer((req, res) =>
    json(res, 200, { data: Array.from({ length: 500 }, (_, i) => ({ id: i, name: `c${i}` })), url: req.url }),
  );
  agent = new Agent();
});
afterAll(async () => {
  await agent.close();
  await upstream.close();
});

describe('translationInterceptor limits and scope', () => {
  it('fails a response too large to translate with ERR_PROXY_RESPONSE_TOO_LARGE', async () => {
    const dispatcher = agent.compose(
      translationInterceptor({
        map: await loadChangeMap([OVERLAY]),
        clientVersion: 4,
        upstreamVersion: 6,
        maxTranslatableResponse: 1000,
      }),
    );
    await expect(request(`${upstream.url}/records`, { dispatcher })).rejects.toMatchObject({
      code: 'ERR_PROXY_RESPONSE_TOO_LARGE',
    });
  });

  it('leaves requests to other origins and outside the base path alone', async () => {
    const dispatcher = agent.compose(
      translationInterceptor({
        map: await loadChangeMap([OVERLAY]),
        clientVersion: 4,
        upstreamVersion: 6,
        origin: 'http://elsewhere.example',
      }),
    );
    const res = await request(`${upstream.url}/records`, { dispatcher });
    expect(((await res.body.json()) as { url: string }).url).toBe('/records');
    const scoped = agent.compose(
      translationInterceptor({ clientVersion: 4, upstreamVersion: 6, clientBasePath: '/api/v4' }),
    );
    const outside = await request(`${upstream.url}/auth/records`, { dispatcher: scoped });
    expect(((await outside.body.json()) as { url: string }).url).toBe('/auth/records');
  });
});

describe('translationInterceptor with fetch', () => {
  it('translates a request body fetch() hands over as a stream, and the response', async () => {
    const { fetch } = await import('undici');
    const { startFakeV6 } = await import('./helpers/fake-v6.js');
    const v6 = await startFakeV6();
    const dispatcher = agent.compose(
      translationInterceptor({
        map: await loadChangeMap([OVERLAY]),
        clientVersion: 4,
        upstreamVersion: 6,
        clientBasePath: '/api/v4',
        upstreamBasePath: '/api/v6',
      }),
    );
    const res = await fetch(`${v6.url}/api/v4/notificationProfiles/update`, {
      dispatcher,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 9, profileName: 'Weekly' }),
    });
    expect(res.status).toBe(200);
    expect(v6.received.at(-1)!.url).toBe('/api/v6/notificationProfiles/9');
    expect(JSON.parse(v6.received.at(-1)!.body)).toEqual({ name: 'Weekly' });
    expect(await res.json()).toEqual({ id: 9, profileName: 'Weekly' });
    const list = await fetch(`${v6.url}/api/v4/records?gzip=1`, { dispatcher });
    expect(((await list.json()) as { data: unknown[] }).data[0]).toEqual({
      id: 1,
      recordName: 'Fire safety',
    });
    await v6.close();
  });

  it('answers an over-limit streamed body with ERR_PROXY_REQUEST_TOO_LARGE', async () => {
    const { fetch } = await import('undici');
    const dispatcher = agent.compose(
      translationInterceptor({
        map: await loadChangeMap([OVERLAY]),
        clientVersion: 4,
        upstreamVersion: 6,
        maxRequestBody: 100,
      }),
    );
    const failure = await fetch(`${upstream.url}/records`, {
      dispatcher,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ recordName: 'x'.repeat(500) }),
    }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(((failure as Error).cause as { code?: string }).code).toBe('ERR_PROXY_REQUEST_TOO_LARGE');
  });
});
