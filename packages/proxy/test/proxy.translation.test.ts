import { loadChangeMap, useWasmRewriter } from '@compliance-migrate/rename-map';
import { request } from 'undici';
import { createProxy } from '../src/index.js';
import { captureLogs, type TestServer } from './helpers/servers.js';
import { translationSuite } from './helpers/translation-suite.js';

const overlay = new URL('./fixtures/overlay.yaml', import.meta.url).pathname;

/** The proxy in front of the fake v6 upstream; with `wasm` off, every body takes the text path. */
function proxyOver(wasm: boolean) {
  return async (upstream: TestServer) => {
    useWasmRewriter(wasm);
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
      close: async () => {
        useWasmRewriter(true);
        await proxy.close();
      },
      call: async (
        method: string,
        path: string,
        init: { headers?: Record<string, string>; body?: string | Buffer } = {},
      ) => {
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
  };
}

translationSuite('reverse proxy: v4 client over a v6 upstream', proxyOver(true));
translationSuite('reverse proxy, text path only (COMPLIANCE_MIGRATE_WASM=0)', proxyOver(false));
