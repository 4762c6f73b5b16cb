import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched, rerunSmallProject } from '../helpers.js';

/**
 * wretch's chain (`project/wretch-client.ts`, `transform/wretch-chain.ts`, `types/wretch-result.ts`): a path given
 * to `.url(path)` of an instance built by `wretch(base)` (configured by `.addon()`, `.auth()`, …, reached through an
 * import and a factory function) is a request of the verb after it, `.query()` its query, the verb's argument or
 * `.json(body)` its body, `.json<T>()` its response type. The look-alikes: another service's wretch instance called
 * the same way with paths this API also has, and `.url(path).get()` of an object that is no wretch instance.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/http.ts': [
    "import wretch from 'wretch';",
    "import QueryStringAddon from 'wretch/addons/queryString';",
    'declare const token: () => string;',
    'const base = wretch(process.env.COMPLIANCE_URL).addon(QueryStringAddon);',
    'export const compliance = () => base.auth(`Bearer ${token()}`);',
    "export const crm = wretch('https://crm.example.org/v3').addon(QueryStringAddon);",
    '',
  ].join('\n'),
  'src/records.ts': [
    "import { compliance } from './http';",
    'export interface TypeRow {',
    '  typeId: number;',
    '  typeName: string;',
    '}',
    'export const create = () =>',
    "  compliance().url('/records').post({ recordName: 'Fire', recordCode: 'F1' }).json<{ recordId: number }>();",
    'export const types = (recordId: number) =>',
    "  compliance().url('/types').query({ recordId }).get().json<{ data: TypeRow[] }>();",
    'export const sheet = (recordId: number) =>',
    "  compliance().url('/items/exportToExcel').query({ recordId, status: 'open' }).get().blob();",
    'export const save = (id: number, recordIds: number[]) =>',
    "  compliance().url('/notificationProfiles/update').json({ id, recordIds }).put().res();",
    'export const names = (rows: TypeRow[]) => rows.map((t) => t.typeName);',
    // a `.url(path)` kept and sent later: this API's path, its request unread
    "const kept = compliance().url('/records');",
    'export const later = () => kept.get().res();',
    '',
  ].join('\n'),
  // another service's wretch instance (a host of its own, no path only this API has), the same paths and names
  'src/crm.ts': [
    "import { crm } from './http';",
    'export interface Kept {',
    '  typeName: string;',
    '}',
    "export const created = () => crm.url('/records').post({ recordName: 'kept' }).json();",
    "export const kinds = () => crm.url('/types').query({ recordId: 2 }).get().json<{ data: Kept[] }>();",
    '',
  ].join('\n'),
  // `.url(path).get()` of an object that is no wretch instance
  'src/router.ts': [
    'declare const router: { url(path: string): { get(): void } };',
    "export const go = () => router.url('/records').get();",
    '',
  ].join('\n'),
};

describe("wretch's request chain on an instance of this API", () => {
  it("migrates path, query, body and response type; another service's instance and a non-wretch url() are left", () =>
    expectLookAlikesUntouched(
      'wretch-client-',
      files,
      ['src/crm.ts', 'src/router.ts'],
      { from: 4, to: 6 },
      async (dir, report) => {
        const records = await readFile(join(dir, 'src/records.ts'), 'utf8');
        expect(records).toContain(
          "compliance().url('/categories').post({ categoryName: 'Fire', categoryCode: 'F1' }).json<{ categoryId: number }>()",
        );
        expect(records).toContain(
          "compliance().url('/subcategories').query({ categoryId: recordId }).get().json<{ data: SubCategoryRow[] }>()",
        );
        // the model named for the resource is renamed too (spec §9.3), with its fields and every read of them
        expect(records).toContain('SubCategoryRow {\n  subCategoryId: number;\n  subCategoryName: string;');
        expect(records).toContain('(rows: SubCategoryRow[]) => rows.map((t) => t.subCategoryName)');
        expect(records).toContain(
          "compliance().url('/items/exporttoexcel').query({ categoryId: recordId, itemStatus: 'open' }).get().blob()",
        );
        expect(records).toContain(
          'compliance().url(`/notificationProfiles/${id}`).json({ categoryIds: recordIds }).put().res()',
        );
        expect(records).toContain("const kept = compliance().url('/categories');");
        const unread = report.todos.filter((t) =>
          t.message.includes('is not a request the codemod can read'),
        );
        expect(unread.map((t) => t.file.replace(/^.*\//, ''))).toEqual(['records.ts']);
        expect(unread[0]?.message).toContain('compliance().url(…) is not a request the codemod can read');
        expect(report.summary.failed).toBe(0);
        const again = await rerunSmallProject(dir);
        expect(again.summary.changed, 'a second run changes nothing').toBe(0);
      },
    ));
});
