import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A client's own tests mock this API (msw handlers, nock interceptors, a JSON fixture): once the client speaks v6,
 * the mocks must answer in v6's shape, or the tests break (or pass against the old shape). Their paths and the
 * request bodies they expect are migrated as requests are; what they answer with is migrated as a response body.
 */
const stand = [
  "declare module 'msw' {",
  '  type Resolver = (info: { request: Request }) => unknown;',
  '  export const http: { get(path: string, r: Resolver): unknown; post(path: string, r: Resolver): unknown };',
  '  export const HttpResponse: { json(body: unknown, init?: object): unknown };',
  '}',
  "declare module 'nock' {",
  '  interface Scope {',
  '    get(path: string): Scope;',
  '    put(path: string, body?: unknown): Scope;',
  '    query(q: object): Scope;',
  '    reply(status: number, body?: unknown): Scope;',
  '  }',
  '  function nock(base: string): Scope;',
  '  export default nock;',
  '}',
  '',
].join('\n');

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      types: [],
      lib: ['dom', 'esnext'],
      resolveJsonModule: true,
    },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': stand,
  'src/__fixtures__/types.json': '{ "data": [{ "typeId": 1, "typeName": "Smoke", "recordId": 1 }] }\n',
  'src/mocks/handlers.ts': [
    "import { http, HttpResponse } from 'msw';",
    "import types from '../__fixtures__/types.json';",
    '',
    "const records = { data: [{ recordId: 1, recordName: 'Fire', recordCode: 'F' }] };",
    'export const handlers = [',
    "  http.get('/api/v4/records', () => HttpResponse.json(records)),",
    "  http.get('/api/v4/types', () => HttpResponse.json(types)),",
    "  http.post('/api/v4/records', async ({ request }) => {",
    '    const sent = (await request.json()) as object;',
    '    return HttpResponse.json({ recordId: 2, ...sent }, { status: 201 });',
    '  }),',
    '];',
    '',
  ].join('\n'),
  'src/records.test.ts': [
    "import nock from 'nock';",
    '',
    'export function interceptors(): void {',
    "  nock('http://localhost')",
    "    .get('/api/v4/records')",
    '    .query({ page: 1 })',
    "    .reply(200, { data: [{ recordId: 1, recordName: 'x' }] });",
    "  nock('http://localhost')",
    "    .put('/api/v4/records/1', { recordName: 'y' })",
    "    .reply(200, { recordId: 1, recordName: 'y' });",
    '}',
    '',
  ].join('\n'),
};

describe("a client's own mocks of this API", () => {
  it('answer in the new version: msw and nock bodies and a JSON fixture migrated, a handler reading the request flagged', async () => {
    await migrateSmallProject('mocks-', files, { from: 4, to: 6 }, async (dir, report) => {
      expect(await readFile(join(dir, 'src/mocks/handlers.ts'), 'utf8')).toBe(
        [
          "import { http, HttpResponse } from 'msw';",
          "import types from '../__fixtures__/types.json';",
          '',
          "const records = { data: [{ categoryId: 1, categoryName: 'Fire', categoryCode: 'F' }] };",
          "// TODO(compliance-migrate): this mock reads the request's body, whose fields are renamed (recordName → categoryName, recordCode → categoryCode); check what it reads — see sandbox.yaml (change v5.sandbox.category.record-id)",
          'export const handlers = [',
          "  http.get('/api/v4/categories', () => HttpResponse.json(records)),",
          "  http.get('/api/v4/subcategories', () => HttpResponse.json(types)),",
          "  http.post('/api/v4/categories', async ({ request }) => {",
          '    const sent = (await request.json()) as object;',
          '    return HttpResponse.json({ categoryId: 2, ...sent }, { status: 201 });',
          '  }),',
          '];',
          '',
        ].join('\n'),
      );
      expect(await readFile(join(dir, 'src/records.test.ts'), 'utf8')).toBe(
        (files['src/records.test.ts'] ?? '')
          .replace(/\/records/g, '/categories')
          .replace(/recordId/g, 'categoryId')
          .replace(/recordName/g, 'categoryName'),
      );
      // the fixture the handler answers with is migrated as the sub category list's response, byte for byte else
      expect(await readFile(join(dir, 'src/__fixtures__/types.json'), 'utf8')).toBe(
        '{ "data": [{ "subCategoryId": 1, "subCategoryName": "Smoke", "categoryId": 1 }] }\n',
      );
      expect(report.todos.map((t) => t.file.replace(/^.*src\//, ''))).toEqual(['mocks/handlers.ts']);
    });
  }, 60_000);
});
