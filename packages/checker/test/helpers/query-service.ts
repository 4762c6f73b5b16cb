import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback service whose profile search renames its parameters between v4 and v5 (see startQueryService). */
export interface QueryService {
  url: string;
  close(): Promise<void>;
}

const NAMES = ['apple', 'banana', 'cherry', 'date', 'elderberry', 'fig'];

/**
 * Starts `GET /api/v{4,5}/profiles/search` on a free loopback port, independent of the map. v4 takes `max` (page
 * size) and `term` (text); v5 takes `pageSize` and `keyword` for them, and ignores the v4 names. v5 also takes
 * `limit` and `q` with other meanings (rows to skip; an exact name), decoys a probe must refuse.
 */
export async function startQueryService(): Promise<QueryService> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const m = /^\/api\/v([45])\/profiles\/search$/.exec(url.pathname);
    if (!m) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const q = url.searchParams;
    const [size, text] = m[1] === '4' ? [q.get('max'), q.get('term')] : [q.get('pageSize'), q.get('keyword')];
    let rows = NAMES.filter((n) => text === null || n.includes(text));
    if (m[1] === '5' && q.get('limit') !== null) rows = rows.slice(Number(q.get('limit')));
    if (m[1] === '5' && q.get('q') !== null) rows = rows.filter((n) => n === q.get('q'));
    if (size !== null) rows = rows.slice(0, Number(size));
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ data: rows.map((profileName) => ({ profileName })) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
