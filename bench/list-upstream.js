// A v6 upstream for the proxy's floor benchmark: answers GET /api/v6/categories with the bench's list
// (the same rows as proxy.ts: one field the test overlay renames in every row), anything else with a small body.
// Usage: node list-upstream.js [PORT]; prints `listening <url>` once ready.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';

const data = Array.from({ length: 160 }, (_, i) => ({
  id: i + 1,
  name: `Category ${i + 1}`,
  code: `CAT${String(i + 1).padStart(4, '0')}`,
  isArchived: i % 7 === 0,
  createdAt: '2024-06-01T00:00:00.000Z',
}));
const list = Buffer.from(JSON.stringify({ data, total: data.length }));
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
