// The floor for the proxy: a bare forwarder, node:http in front of an undici Pool, nothing else.
// Usage: node bare-forwarder.js UPSTREAM_ORIGIN [PORT]; prints `listening <url>` once ready.
import { createServer } from 'node:http';
import { Pool } from 'undici';

const [upstream, port = '0'] = process.argv.slice(2);
const pool = new Pool(upstream, { connections: 128, pipelining: 1, keepAliveTimeout: 10_000 });
const server = createServer((req, res) => {
  const { host: _host, connection: _connection, ...headers } = req.headers;
  pool
    .request({ path: req.url, method: req.method, headers, body: req.method === 'GET' ? null : req })
    .then(({ statusCode, headers: upHeaders, body }) => {
      res.writeHead(statusCode, upHeaders);
      body.pipe(res);
    })
    .catch(() => res.writeHead(502).end());
});
server.keepAliveTimeout = 30_000;
process.on('SIGINT', () => process.exit(0)); // lets `node --cpu-prof` write its profile
server.listen(Number(port), '127.0.0.1', () =>
  console.log(`listening http://127.0.0.1:${server.address().port}`),
);
