import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchText, startTestProxy } from '../helpers/proxy.js';
import { json, startServer, type TestServer } from '../helpers/servers.js';
import { AUTH } from '../helpers/translation-suite.js';

// A client pointed at the proxy with its old base URL kept (`http://proxy:8080/api/v4`) sends `/api/v4/records`:
// forwarded, that would be `{upstream}/api/v4/records`, which no version of the API has.
let upstream: TestServer;
let proxy: Awaited<ReturnType<typeof startTestProxy>>;

beforeAll(async () => {
  upstream = await startServer((_req, res) => json(res, 200, { data: [] }));
  proxy = await startTestProxy(`${upstream.url}/api/v6`);
});
afterAll(async () => {
  await proxy.close(100);
  await upstream.close();
});

const headers = AUTH;

describe('a request that keeps the client’s old base path', () => {
  it('is answered 404 with how to point the client at the proxy, and nothing goes upstream', async () => {
    const before = upstream.received.length;
    const answer = await fetchText(`${proxy.url}/api/v4/records?pageSize=2`, { headers });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toEqual({
      error: 'not_found',
      message:
        'GET /api/v4/records keeps the old base path /api/v4: the proxy is the client’s base URL, so its paths ' +
        'start at the root (/records); to choose the version by path, use /v4/records',
    });
    expect(upstream.received.length).toBe(before);
    expect(proxy.logs.join('\n')).toContain('ERR_PROXY_BASE_PATH');
  });

  it('paths at the root and under a /vN prefix are still forwarded', async () => {
    const before = upstream.received.length;
    expect((await fetchText(`${proxy.url}/records`, { headers })).status).toBe(200);
    expect((await fetchText(`${proxy.url}/v4/records`, { headers })).status).toBe(200);
    expect(upstream.received.length).toBe(before + 2);
  });
});
