// A v6 upstream for the proxy's floor benchmark: answers GET /api/v6/categories with the bench's list
// (the same rows as proxy.ts: one field the test overlay renames in every row), anything else with a small body.
// Usage: node list-upstream.js [PORT]; prints `listening <url>` once ready.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { categoryList } from './category-list.js';

const list = categoryList(160);
const small = Buffer.from(JSON.stringify({ data: [], total: 0 }));
const server = createServer((req, res) => {
  const body = req.url?.startsWith('/api/v6/categories') ? list : small;
  req.resume();
  req.once('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
});
server.keepAliveTimeout = 30_000;
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () =>
  console.log(`listening http://127.0.0.1:${server.address().port} ${list.length}`),
);
