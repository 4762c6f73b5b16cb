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
