import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * got's request functions besides its verbs (`transform/got-requests.ts`, `project/got-instance-use.ts`): a path
 * given to `stream`/`paginate`/`paginate.all` of a got instance of this API is a request, its `searchParams` its
 * query; the same calls on another service's got instance (a host of its own, used with no path only this API has),
 * or `stream` of an object that is no client, are left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext'] },
    include: ['src'],
  }),
  'src/client.ts': [
    "import got from 'got';",
    'export const compliance = got.extend({ prefixUrl: process.env.COMPLIANCE_URL, responseType: "json" });',
    "export const warehouse = got.extend({ prefixUrl: 'https://warehouse.example.org/v2/' });",
    '',
  ].join('\n'),
  'src/jobs.ts': [
    "import { compliance } from './client.js';",
    'export const items = (recordId: number) =>',
    "  compliance.stream('items/exportToExcel', { searchParams: { recordId, status: 'open' } });",
    "export const typed = (typeId: number) => compliance.paginate('items/exportToExcel', { searchParams: { typeId } });",
    "export const all = () => compliance.paginate.all('records', { searchParams: { page: 1 } });",
    "export const added = () => compliance.stream.post('notificationProfiles/add', { json: { name: 'x' } });",
    '',
  ].join('\n'),
  // another service's got instance with the same paths, and `stream` of an object that is no client
  'src/warehouse.ts': [
    "import { warehouse } from './client.js';",
    'declare const archive: { stream(name: string, options: object): unknown };',
    'export const rows = (recordId: number) =>',
    "  warehouse.paginate.all('records', { searchParams: { recordId, status: 'open' } });",
    "export const sheet = () => warehouse.stream('types', { searchParams: { recordId: 2 } });",
    "export const kept = () => archive.stream('items/exportToExcel', { searchParams: { recordId: 1 } });",
    '',
  ].join('\n'),
};

describe("got's stream and paginate on an instance of this API", () => {
  it("are requests, their searchParams the query; another service's instance and a non-client are left", async () => {
    await migrateSmallProject('got-requests-', files, { from: 4, to: 6 }, async (dir, report) => {
      const jobs = await readFile(join(dir, 'src/jobs.ts'), 'utf8');
      expect(jobs).toContain(
        "compliance.stream('items/exporttoexcel', { searchParams: { categoryId: recordId, itemStatus: 'open' } })",
      );
      expect(jobs).toContain(
        "compliance.paginate('items/exporttoexcel', { searchParams: { subCategoryId: typeId } })",
      );
      expect(jobs).toContain("compliance.paginate.all('categories', { searchParams: { page: 1 } })");
      expect(jobs).toContain("compliance.stream.post('notificationProfiles', { json: { name: 'x' } })");
      expect(await readFile(join(dir, 'src/warehouse.ts'), 'utf8')).toBe(files['src/warehouse.ts']);
      expect(report.edits.filter((e) => e.file.endsWith('warehouse.ts'))).toEqual([]);
      expect(report.todos.filter((t) => t.file.endsWith('warehouse.ts'))).toEqual([]);
    });
  }, 60_000);
});
