import { loadChangeMap } from '@compliance-migrate/rename-map';
import { Agent, request } from 'undici';
import { translationInterceptor } from '../src/index.js';
import { translationSuite } from './helpers/translation-suite.js';

const overlay = new URL('./fixtures/overlay.yaml', import.meta.url).pathname;

translationSuite('interceptor: v4 code calling a v6 server in process', async (upstream) => {
  const map = await loadChangeMap([overlay]);
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
  return {
    close: () => agent.close(),
    call: async (method, path, init = {}) => {
      const res = await request(`${upstream.url}/api/v4${path}`, {
        method: method as 'GET',
        headers: init.headers,
        body: init.body,
        dispatcher,
      });
      return {
        status: res.statusCode,
        headers: res.headers,
        body: Buffer.from(await res.body.arrayBuffer()),
      };
    },
  };
});
