import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [] },
    include: ['src'],
  }),
  'src/ofetch.d.ts': [
    "declare module 'ofetch' {",
    '  export function $fetch<T>(path: string, options?: { query?: object }): Promise<T>;',
    '}',
    '',
  ].join('\n'),
  'src/search.ts': [
    "import { $fetch } from 'ofetch';",
    '',
    'export interface ItemQuery {',
    '  recordId?: number;',
    '  searchText?: string;',
    '}',
    '',
    "export const search = (q: ItemQuery) => $fetch<unknown>('/api/v4/items/search', { query: q });",
    "export const loose = (q: { [name: string]: string }) => $fetch<unknown>('/api/v4/items/search', { query: q });",
    '',
  ].join('\n'),
};

describe('a whole query passed by a variable of a declared type', () => {
  it("renames the type's members and drops the call's TODO; a query with an index signature keeps it", async () => {
    await migrateSmallProject('query-typed-', files, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/search.ts'), 'utf8');
      expect(out).toContain('  categoryId?: number;\n  keyword?: string;');
      const queryTodos = report.todos.filter((t) => /check the query passed here/.test(t.message));
      // one TODO, at the query with an index signature (lines of the file before the run)
      const before = files['src/search.ts']!.split('\n');
      expect(queryTodos.map((t) => t.line)).toEqual([before.findIndex((l) => l.includes('loose')) + 1]);
    });
  }, 60_000);
});
