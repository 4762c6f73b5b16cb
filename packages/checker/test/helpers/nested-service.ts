import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small loopback service, independent of the map, whose record list nests its names in a container that
 * each version renames: v4 `records` rows hold `recordInfo {recordName, recordCode, level}`, v5 `categories`
 * rows `categoryInfo {categoryName, categoryCode, level}` with the level values renamed, v6 renames
 * `categoryCode` to `code` and the row's single `ownerId` to the list `ownerIds`.
 */
export interface NestedService {
  url: string;
  close(): Promise<void>;
}

const LEVELS = ['HIGH', 'LOW', 'MEDIUM'] as const;
const LEVELS_V5: Record<string, string> = { HIGH: 'SEVERE', LOW: 'MINOR', MEDIUM: 'MODERATE' };
const NAMES = [
  'Fire safety',
  'Food hygiene',
  'Working at height',
  'Lone working',
  'Manual handling',
  'Asbestos',
];

function row(version: number, i: number): Record<string, unknown> {
  const level = LEVELS[i % 3]!;
  const name = NAMES[i]!;
  const code = `CODE-${100 + i}`;
  if (version === 4)
    return { id: i + 1, ownerId: 40 + i, recordInfo: { recordName: name, recordCode: code, level } };
  const info =
    version === 5
      ? { categoryName: name, categoryCode: code, level: LEVELS_V5[level] }
      : { categoryName: name, code, level: LEVELS_V5[level] };
  return version === 5
    ? { id: i + 1, ownerId: 40 + i, categoryInfo: info }
    : { id: i + 1, ownerIds: [40 + i], categoryInfo: info };
}

/** Starts the service on a free loopback port: `/api/v4/records`, `/api/v5/categories`, `/api/v6/categories`. */
export async function startNestedService(): Promise<NestedService> {
  const server: Server = createServer((req, res) => {
    const m = /^\/api\/v([456])\/(records|categories)(?:\?.*)?$/.exec(req.url ?? '');
    const version = Number(m?.[1]);
    if (!m || (version === 4) !== (m[2] === 'records')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const data = NAMES.map((_, i) => row(version, i));
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ data, totalCount: data.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
