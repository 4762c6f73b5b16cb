import { loadChangeMap } from '@compliance-migrate/rename-map';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxy } from '../src/index.js';
import { startFakeV6 } from './helpers/fake-v6.js';
import { captureLogs, type TestServer } from './helpers/servers.js';
import { AUTH } from './helpers/translation-suite.js';

const overlay = new URL('./fixtures/overlay.yaml', import.meta.url).pathname;

/**
 * A request no endpoint of the client's version matches is forwarded as it is; when its path holds a known one
 * below a version segment (the service's base written again), a `Warning` names the path meant. The body is
 * the upstream's, byte for byte.
 */
describe('a request for no known endpoint', () => {
  let upstream: TestServer;
  let proxy: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    upstream = await startFakeV6();
    proxy = await createProxy({
      upstream: `${upstream.url}/api/v6`,
      upstreamVersion: 6,
      clientVersion: 4,
      map: await loadChangeMap([overlay]),
      logger: captureLogs().logger,
      defaultMetrics: false,
    }).listen();
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  const get = async (path: string) => {
    const res = await request(proxy.url + path, { headers: AUTH });
    const body = await res.body.text();
    return { status: res.statusCode, warning: [res.headers.warning ?? []].flat().join('\n'), body };
  };

  it('with the base written again (`/api/v4/records`): forwarded as it is, a Warning naming `GET /records`', async () => {
    const answer = await get('/api/v4/records');
    expect(upstream.received.at(-1)!.url).toBe('/api/v6/api/v4/records');
    expect(answer.warning).toBe(
      '299 compliance-migrate "unknown endpoint: GET /api/v4/records is no endpoint of v4, forwarded as it is; paths start below the service\'s base: GET /records?"',
    );
    const direct = await request(`${upstream.url}/api/v6/api/v4/records`, { headers: AUTH });
    expect(answer.status).toBe(direct.statusCode);
    expect(answer.body).toBe(await direct.body.text());
  });

  it('misspelt (`/itmes/12/answer`): forwarded as it is, a Warning naming the endpoint it likely meant', async () => {
    const answer = await get('/itmes/12/answer');
    expect(upstream.received.at(-1)!.url).toBe('/api/v6/itmes/12/answer');
    expect(answer.warning).toMatch(
      /^299 compliance-migrate "unknown endpoint: GET \/itmes\/12\/answer is no endpoint of v4, forwarded as it is; did you mean GET \/items\/\{[^}]+\}\/answer\?"$/,
    );
  });

  it('an endpoint of the service’s own, or a version segment over nothing known: no Warning', async () => {
    for (const path of ['/warehouse/pallets', '/api/v4/warehouse/pallets', '/records']) {
      const answer = await get(path);
      expect(answer.warning, path).toBe('');
    }
  });
});
