import { loadChangeMap } from '@compliance-migrate/rename-map';
import { request } from 'undici';
import { createProxy } from '../src/index.js';
import { captureLogs } from './helpers/servers.js';
import { translationSuite } from './helpers/translation-suite.js';

const overlay = new URL('./fixtures/overlay.yaml', import.meta.url).pathname;

translationSuite('reverse proxy: v4 client over a v6 upstream', async (upstream) => {
  const map = await loadChangeMap([overlay]);
  const proxy = await createProxy({
    upstream: `${upstream.url}/api/v6`,
    upstreamVersion: 6,
    clientVersion: 4,
    map,
    logger: captureLogs().logger,
    defaultMetrics: false,
  }).listen();
  return {
    close: () => proxy.close(),
    call: async (method, path, init = {}) => {
      const res = await request(proxy.url + path, {
        method: method as 'GET',
        headers: init.headers,
        body: init.body,
      });
      return {
        status: res.statusCode,
        headers: res.headers,
        body: Buffer.from(await res.body.arrayBuffer()),
      };
    },
  };
});
