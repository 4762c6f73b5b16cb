import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * A test's table of stubbed answers keyed by request (`stubFetch({ "GET /api/v4/records": { data: [...] } })`, the
 * lookup table of a stubbed `globalThis.fetch`): the path in the key is migrated, and the data it answers with as
 * that endpoint's response. A router's table of handlers, the app's own paths and another service's are left.
 */
const stubs = [
  'declare function stubFetch(answers: Record<string, unknown>): void;',
  'const food = { recordId: 9, recordName: "Food" };',
  'export function stubs(): void {',
  '  stubFetch({',
  '    "GET /api/v4/records": { data: [{ recordId: 1, recordName: "Fire" }], total: 1 },',
  '    "POST /api/v4/records": food,',
  "    'GET /api/v4/types': { data: [{ typeId: 4, typeName: 'Ladders', recordId: 1 }], total: 1 },",
  '    "PUT /api/v4/records/9/archive": { recordId: 9, recordName: "Food" },',
  '    "GET /api/v4/items/exportToExcel": "xlsx",',
  '  });',
  '}',
  '',
].join('\n');
const lookAlikes = [
  'declare function stubFetch(answers: Record<string, unknown>): void;',
  'declare function listRecords(req: Request): Response;',
  'const archive = (req: Request) => new Response(req.body);',
  "// the app's own router: handlers keyed by method and path",
  'export const routes = {',
  '  "GET /records": listRecords,',
  '  "GET /api/v4/records": listRecords,',
  '  "POST /records": (req: Request) => new Response(req.body),',
  '  "PUT /api/v4/records/:id/archive": archive,',
  '};',
  'export function stubs(): void {',
  "  // the app's own routes answered with data, another service, and a key that is no request",
  '  stubFetch({',
  '    "GET /records": [{ recordId: 1, recordName: "Fire" }],',
  '    "POST /v2/events": { recordId: 1 },',
  '    "GET /audit/v2/records": { data: [{ recordId: 1 }] },',
  '    "GETTER /api/v4/records": { recordId: 1 },',
  '    "/api/v4/records": { recordId: 1 },',
  '  });',
  '}',
  '',
].join('\n');

describe("a test's answers keyed by request", () => {
  it("migrates the key's path and the answer, keeping the method and the quotes; idempotent", () =>
    migrateSmallProject(
      'keyed-answers-',
      { 'src/api/records_test.ts': stubs },
      { from: 4, to: 6 },
      async (dir, report) => {
        const text = await readFile(join(dir, 'src/api/records_test.ts'), 'utf8');
        expect(text.split('\n')[1]).toBe('const food = { categoryId: 9, categoryName: "Food" };');
        expect(text.split('\n').slice(4, 9)).toEqual([
          '    "GET /api/v4/categories": { data: [{ categoryId: 1, categoryName: "Fire" }], total: 1 },',
          '    "POST /api/v4/categories": food,',
          "    'GET /api/v4/subcategories': { data: [{ subCategoryId: 4, subCategoryName: 'Ladders', categoryId: 1 }], total: 1 },",
          '    "PUT /api/v4/categories/9/archive": { categoryId: 9, categoryName: "Food" },',
          '    "GET /api/v4/items/exporttoexcel": "xlsx",',
        ]);
        expect(report.todos).toEqual([]);
        // the version segment is the user's to change, as for every base
        expect((report.versionedUrls ?? []).map((u) => u.text)).toContain('/api/v4/categories');
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    ));

  it("leaves a router's handlers, the app's own paths, another service's and keys that name no request", () =>
    migrateSmallProject(
      'keyed-look-alikes-',
      { 'src/routes_test.ts': lookAlikes },
      { from: 4, to: 6 },
      async (dir, report) => {
        expect(await readFile(join(dir, 'src/routes_test.ts'), 'utf8')).toBe(lookAlikes);
        expect(report.summary.edits).toBe(0);
      },
    ));
});
