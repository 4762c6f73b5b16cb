import { createChangeMap, useWasmRewriter } from '@compliance-migrate/rename-map';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxy, translationInterceptor } from '../src/index.js';
import { captureLogs, json, startServer, type TestServer } from './helpers/servers.js';
import { AUTH } from './helpers/translation-suite.js';

// A v6 change that dropped `legacyFlag` from the category list; v4 clients get it back as "N" on success.
const map = createChangeMap([
  {
    file: 'error-bodies.yaml',
    content: {
      changes: [
        {
          id: 'v6.field.categories-legacy-flag',
          kind: 'field.removed',
          since: 6,
          title: 'GET /categories: legacyFlag removed',
          endpoint: 'GET /categories',
          in: 'response',
          field: 'legacyFlag',
          restore: 'N',
        },
      ],
    },
  },
]);
const notFound = { error: 'NOT_FOUND', message: 'no such category' };

type Call = (path: string) => Promise<{ status: number; body: unknown }>;

/** The same two answers through the reverse proxy and the in-process interceptor, on both rewriters. */
describe.each([
  ['reverse proxy', true],
  ['reverse proxy, text path', false],
  ['interceptor', true],
])('error bodies through the %s', (kind, wasm) => {
  let upstream: TestServer;
  let call: Call;
  let close: () => Promise<void>;
  beforeAll(async () => {
    useWasmRewriter(wasm);
    upstream = await startServer((req, res) => {
      if (req.url?.includes('missing')) json(res, 404, notFound);
      else json(res, 200, { id: 1 });
    });
    if (kind === 'interceptor') {
      const agent = new Agent();
      const dispatcher = agent.compose(
        translationInterceptor({
          map,
          clientVersion: 4,
          upstreamVersion: 6,
          origin: upstream.url,
          clientBasePath: '/api/v4',
          upstreamBasePath: '/api/v6',
        }),
      );
      call = async (path) => {
        const res = await request(`${upstream.url}/api/v4${path}`, { headers: AUTH, dispatcher });
        return { status: res.statusCode, body: await res.body.json() };
      };
      close = () => agent.close();
    } else {
      const proxy = await createProxy({
        upstream: `${upstream.url}/api/v6`,
        upstreamVersion: 6,
        clientVersion: 4,
        map,
        logger: captureLogs().logger,
        defaultMetrics: false,
      }).listen();
      call = async (path) => {
        const res = await request(proxy.url + path, { headers: AUTH });
        return { status: res.statusCode, body: await res.body.json() };
      };
      close = () => proxy.close();
    }
  });
  afterAll(async () => {
    useWasmRewriter(true);
    await close();
    await upstream.close();
  });

  it('gives a v4 client the restored value on a 200', async () => {
    expect(await call('/records')).toEqual({ status: 200, body: { id: 1, legacyFlag: 'N' } });
  });

  it('passes a v6 404 {error, message} to a v4 client unchanged', async () => {
    expect(await call('/records?missing=1')).toEqual({ status: 404, body: notFound });
  });
});
