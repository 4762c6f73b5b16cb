import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * Pretender routes in a client's tests (`server.get(path, handler)` on a `new Pretender()`, answering
 * `[status, headers, JSON.stringify(body)]`, here through a function declaration `ok(payload)`): the mock's body is
 * this API's response and moves to the new names, its reads of `request.queryParams` too. Written unlike the
 * Ember trial's (`this.get` in a route map, an arrow `json` helper, `queryParams['recordId']`).
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    "declare module 'pretender' {",
    '  type Request = { queryParams: Record<string, string>; requestBody: string };',
    '  type Handler = (request: Request) => [number, Record<string, string>, string];',
    '  export default class Pretender {',
    '    get(path: string, handler: Handler): void;',
    '    post(path: string, handler: Handler): void;',
    '    shutdown(): void;',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/fake-server.ts': [
    "import Pretender from 'pretender';",
    '',
    'function ok(payload: unknown): [number, Record<string, string>, string] {',
    "  return [200, { 'content-type': 'application/json' }, JSON.stringify(payload)];",
    '}',
    '',
    'export function startFakeServer(): Pretender {',
    '  const server = new Pretender();',
    "  server.get('/api/v4/types', function (req) {",
    '    const parent = Number(req.queryParams.recordId);',
    "    return ok({ data: [{ typeId: 4, typeName: 'Ladders', recordId: parent }] });",
    '  });',
    "  server.get('/api/v4/items/search', () => [",
    '    200,',
    '    {},',
    "    JSON.stringify({ data: [{ itemId: 1, score: 90, recordName: 'Access' }] }),",
    '  ]);',
    '  return server;',
    '}',
    '',
  ].join('\n'),
};

describe('Pretender routes of this API', () => {
  it('answer in the new names, and read the renamed query parameters', async () => {
    await migrateSmallProject('pretender-', files, { from: 4, to: 6 }, async (dir, report) => {
      expect(await readFile(join(dir, 'src/fake-server.ts'), 'utf8')).toBe(
        (files['src/fake-server.ts'] ?? '')
          .replace('/api/v4/types', '/api/v4/subcategories')
          .replace('queryParams.recordId', 'queryParams.categoryId')
          .replace(
            "typeId: 4, typeName: 'Ladders', recordId: parent",
            "subCategoryId: 4, subCategoryName: 'Ladders', categoryId: parent",
          )
          .replace("score: 90, recordName: 'Access'", "complianceScore: 90, categoryName: 'Access'"),
      );
      expect(report.todos).toEqual([]);
    });
  }, 60_000);
});
