import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { json, startServer, type TestServer } from './servers.js';

/** A spreadsheet-like binary body (the .xlsx exports), larger than one socket chunk. */
export const SPREADSHEET = Buffer.concat([Buffer.from('PK\u0003\u0004'), randomBytes(300_000)]);
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A fake v6 service under /api/v6 speaking the test overlay's names. */
export function startFakeV6(): Promise<TestServer> {
  return startServer((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    if (req.method === 'GET' && path === '/api/v6/categories') {
      if (url.searchParams.has('bad')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"data": [ {"name": ');
      }
      const n = url.searchParams.get('n');
      const payload =
        n === null
          ? {
              data: [
                { id: 1, name: 'Fire safety' },
                { id: 2, name: 'Électricité' },
              ],
              total: 2,
            }
          : // A body of its own for request n (its length varies too), to tell concurrent answers apart.
            {
              data: Array.from({ length: Number(n) + 1 }, (_, i) => ({ id: i, name: `n${n}-${i}` })),
              total: 1,
            };
      if (url.searchParams.has('gzip')) {
        const zipped = gzipSync(JSON.stringify(payload));
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          'content-length': zipped.length,
        });
        return res.end(zipped);
      }
      return json(res, 200, payload, { etag: '"abc"' });
    }
    if (req.method === 'POST' && path === '/api/v6/categories') {
      return json(res, 201, { id: 3, ...(JSON.parse(body) as object) });
    }
    if (req.method === 'PUT' && path.startsWith('/api/v6/notificationProfiles/')) {
      return json(res, 200, { id: Number(path.split('/').pop()), ...(JSON.parse(body) as object) });
    }
    if (req.method === 'GET' && path === '/api/v6/profiles/search') {
      return json(res, 200, {
        data: [
          { id: 10, userIds: [101, 102] },
          { id: 11, userIds: [103] },
        ],
      });
    }
    if (req.method === 'GET' && path === '/api/v6/items/search') {
      return json(res, 400, {
        error: 'bad_query',
        message: 'no such item',
        data: [{ title: 'Extinguisher' }],
      });
    }
    if (req.method === 'GET' && path === '/api/v6/items/exporttoexcel') {
      res.writeHead(200, { 'content-type': XLSX_TYPE, 'content-length': SPREADSHEET.length });
      return res.end(SPREADSHEET);
    }
    json(res, 404, { error: 'not_found', message: `${req.method} ${path}` });
  });
}
