// The floor with translation: bench/bare-forwarder.js plus only what any translating proxy must do on this stack
// (node:http + undici Pool): the rename map's request translation (memoised by method and path) and the
// WebAssembly rewrite of the gathered response body. No checks, limits, metrics, logs or headers work.
// Usage: node bare-translating-forwarder.js UPSTREAM_ORIGIN UPSTREAM_BASE_PATH OVERLAY [PORT]; v4 → v6.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { Pool } from 'undici';
import { createTranslator, loadChangeMap } from '@compliance-migrate/rename-map';

const [upstream, base, overlay, port = '0'] = process.argv.slice(2);
const map = await loadChangeMap([overlay]);
const forward = createTranslator(map, 4, 6);
const backward = createTranslator(map, 6, 4);
const routes = new Map();
const pool = new Pool(upstream, { connections: 128, pipelining: 1, keepAliveTimeout: 10_000 });
const server = createServer((req, res) => {
  const { host: _host, connection: _connection, ...headers } = req.headers;
  const q = req.url.indexOf('?');
  const path = q < 0 ? req.url : req.url.slice(0, q);
  const key = `${req.method} ${req.url}`;
  let route = routes.get(key);
  if (!route) {
    const out = forward.request({ method: req.method, path, query: q < 0 ? '' : req.url.slice(q + 1) });
    route = { out, back: backward.responseRoute(out.method, out.path) };
    routes.set(key, route);
  }
  const { out, back } = route;
  const target = `${base}${out.path}${out.query ? `?${out.query}` : ''}`;
  pool
    .request({ path: target, method: out.method, headers, body: req.method === 'GET' ? null : req })
    .then(({ statusCode, headers: upHeaders, body }) => {
      const chunks = [];
      body.on('data', (chunk) => chunks.push(chunk));
      body.on('end', () => {
        const raw = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
        const rewritten = back.bytes(raw, statusCode)?.body ?? raw;
        upHeaders['content-length'] = String(rewritten.length);
        res.writeHead(statusCode, upHeaders);
        res.end(rewritten);
      });
    })
    .catch(() => res.writeHead(502).end());
});
server.keepAliveTimeout = 30_000;
process.on('SIGINT', () => process.exit(0));
server.listen(Number(port), '127.0.0.1', () =>
  console.log(`listening http://127.0.0.1:${server.address().port}`),
);
