import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';
import { COMMON, client } from './generated-axios-client.js';

const APP = `import { ItemsApi, type ItemSummary } from './compliance/api';
import { AuditApi, type Entry } from './audit/api';

export const items = new ItemsApi();
export const audit = new AuditApi();

export function itemLabel(item: ItemSummary): string {
  return item.recordName + ' ' + item.typeName;
}

export function entryLabel(entry: Entry): string {
  return entry.recordName + ' #' + entry.recordId;
}

export async function search(area: number) {
  return items.searchItems({ recordId: area });
}

export async function history(record: number) {
  return audit.listRecords({ recordId: record });
}
`;

const files = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, lib: ['ES2020', 'DOM'], types: [] },
  }),
  'src/compliance/common.ts': COMMON,
  'src/compliance/api.ts': client(
    'https://compliance.example.com/api/v4',
    'ItemsApi',
    'searchItems',
    '/items/search',
    'ItemSummary',
    "    'itemId': number;\n    'recordName': string;\n    'typeName': string;",
  ),
  // another service's client, generated the same way, with the same names: its paths are not this API's
  'src/audit/common.ts': COMMON,
  'src/audit/api.ts': client(
    'https://audit.example.org/v2',
    'AuditApi',
    'listRecords',
    '/records',
    'Entry',
    "    'recordId': number;\n    'recordName': string;",
  ),
  'src/app.ts': APP,
};

describe('a typescript-axios client of this API beside one generated for another service', () => {
  it("follows this API's operation to the app (response models, request-parameter members) and leaves the other", async () => {
    await migrateSmallProject('sdk-operation-', files, { from: 4, to: 6 }, async (dir, report) => {
      const app = await readFile(join(dir, 'src/app.ts'), 'utf8');
      // this API's: the query name in the client, its request-parameter member, the app's key and model reads
      expect(app).toContain('items.searchItems({ categoryId: area })');
      expect(app).toContain("return item.categoryName + ' ' + item.subCategoryName;");
      const compliance = await readFile(join(dir, 'src/compliance/api.ts'), 'utf8');
      expect(compliance).toContain("localVarQueryParameter['categoryId'] = recordId;");
      expect(compliance).toContain('readonly categoryId?: number');
      expect(compliance).toContain('requestParameters.categoryId');
      // the audit service's client and the app's use of it: as they were
      expect(app).toContain('audit.listRecords({ recordId: record })');
      expect(app).toContain("return entry.recordName + ' #' + entry.recordId;");
      expect(await readFile(join(dir, 'src/audit/api.ts'), 'utf8')).toBe(files['src/audit/api.ts']);
      expect(report.todos.filter((t) => t.file.startsWith('src/audit/'))).toEqual([]);
      const again = await rerunSmallProject(dir);
      expect(again.summary.changed).toBe(0);
    });
  }, 60_000);
});
