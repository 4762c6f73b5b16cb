import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

// Queries built by the project's own functions in another module, written otherwise than the trial's: an arrow
// returning an object with a shorthand member, a function declaration filling a `URLSearchParams` made from an
// object, and a builder that spreads what it is given (its call keeps the TODO).
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    "declare module 'http-client' {",
    '  export const http: { get<T>(path: string, config?: { params?: unknown }): Promise<T> };',
    '}',
    '',
  ].join('\n'),
  'src/filters.ts': [
    'export const itemFilters = (searchText: string, page = 1) => ({ searchText, recordId: 4, page });',
    '',
    'export function templateFilters(record: string) {',
    '  const params = new URLSearchParams({ recordId: record });',
    "  params.append('searchText', 'ignored by templates');",
    '  return params;',
    '}',
    '',
    'export const profileFilters = (extra: Record<string, string>) => ({ typeId: 2, ...extra });',
    '',
  ].join('\n'),
  'src/load.ts': [
    "import { http } from 'http-client';",
    "import { itemFilters, profileFilters, templateFilters } from './filters';",
    '',
    'export async function load(text: string) {',
    '  const query = itemFilters(text);',
    "  const items = await http.get('/api/v4/items/search', { params: query });",
    "  const templates = await http.get('/api/v4/templates/search', { params: templateFilters('3') });",
    "  const profiles = await http.get('/api/v4/profiles/simpleList', { params: profileFilters({}) });",
    '  return { items, templates, profiles };',
    '}',
    '',
  ].join('\n'),
};

describe('a query that a function of the project returns', () => {
  it('renames the names it writes in the object it returns or on the URLSearchParams it fills', async () => {
    await migrateSmallProject('returned-query-', files, { from: 4, to: 6 }, async (dir, report) => {
      const filters = await readFile(join(dir, 'src/filters.ts'), 'utf8');
      expect(filters).toContain('({ keyword: searchText, categoryId: 4, page })');
      expect(filters).toContain('new URLSearchParams({ categoryId: record })');
      // templates' search renames no `searchText`: left as written
      expect(filters).toContain("params.append('searchText', 'ignored by templates')");
      expect(filters).toContain('({ subCategoryId: 2, ...extra })');
      // the builder spreading what it is given keeps its call's TODO; the other two have none
      const queryTodos = report.todos.filter((t) => /check the query passed here/.test(t.message));
      expect(queryTodos.map((t) => t.line)).toEqual([8]);
      const again = await rerunSmallProject(dir);
      expect(again.summary.changed).toBe(0);
    });
  }, 60_000);
});
