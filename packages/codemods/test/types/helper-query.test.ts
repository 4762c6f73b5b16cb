import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A query built by a helper of the project's own from one typed value (`params: toParams(filter)`): the value's type
 * declares the query's names, which follow the renamed parameters, and the call keeps its TODO. The same helper
 * building another service's query leaves that service's filter type alone, and so does a helper that writes the
 * query's names itself from members of its value (`{ state: f.status }`).
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/axios.d.ts': [
    "declare module 'axios' {",
    '  interface Instance { get<T>(url: string, config?: { params?: Record<string, string> }): Promise<{ data: T }> }',
    '  const axios: { create(config: { baseURL: string }): Instance };',
    '  export default axios;',
    '}',
    '',
  ].join('\n'),
  'src/params.ts': [
    'export function toParams(filter: object): Record<string, string> {',
    '  return Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, String(v)]));',
    '}',
    '',
  ].join('\n'),
  'src/items.ts': [
    "import axios from 'axios';",
    "import { toParams } from './params';",
    '',
    'export interface ItemFilter { recordId?: number; searchText?: string }',
    "const api = axios.create({ baseURL: '/api/v4' });",
    "export const search = (filter: ItemFilter) => api.get<unknown>('/items/search', { params: toParams(filter) });",
    '',
  ].join('\n'),
  'src/exports.ts': [
    "import axios from 'axios';",
    '',
    '// a helper writing the query names itself from its own filter fields',
    "export interface ExportFilter { status?: 'Open' | 'Closed'; from?: string }",
    'function filterQuery(f: ExportFilter): Record<string, string> {',
    "  return { state: f.status ?? '', dateFrom: f.from ?? '' };",
    '}',
    "const api = axios.create({ baseURL: '/api/v4' });",
    'export const download = (filter: ExportFilter) =>',
    "  api.get<unknown>('/items/exportToExcel', { params: filterQuery(filter) });",
    '',
  ].join('\n'),
  'src/audit.ts': [
    "import axios from 'axios';",
    "import { toParams } from './params';",
    '',
    '// another service: its own filter names',
    'export interface AuditFilter { recordId?: number; searchText?: string }',
    "const audit = axios.create({ baseURL: 'https://audit.example.org/v2' });",
    "export const events = (filter: AuditFilter) => audit.get<unknown>('/events', { params: toParams(filter) });",
    '',
  ].join('\n'),
};

describe('a query built by a helper of the project from a typed value', () => {
  it("renames the value's declared fields, keeping the TODO; another service's filter is left", async () => {
    await migrateSmallProject('helper-query-', files, { from: 4, to: 6 }, async (dir, report) => {
      expect(await readFile(join(dir, 'src/items.ts'), 'utf8')).toContain(
        'export interface ItemFilter { categoryId?: number; keyword?: string }',
      );
      const queryTodos = report.todos.filter(
        (t) => t.file.endsWith('items.ts') && t.message.startsWith('query parameters'),
      );
      expect(queryTodos.length).toBe(1);
      expect(await readFile(join(dir, 'src/audit.ts'), 'utf8')).toBe(files['src/audit.ts']);
      expect(await readFile(join(dir, 'src/exports.ts'), 'utf8')).toContain(
        "export interface ExportFilter { status?: 'Open' | 'Closed'; from?: string }",
      );
    });
  }, 60_000);
});

/**
 * The same helper's call written as the whole query of a URL (`` `/items/search?${toQuery(filter)}` ``), also of a
 * literal spreading the value (`toQuery({ ...search })`): the value's declared fields follow, and so do the literals
 * its callers pass; another service's URL built the same way keeps its filter.
 */
const urlFiles: Record<string, string> = {
  'tsconfig.json': files['tsconfig.json']!,
  'src/query.ts': [
    'export const toQuery = (query: Record<string, string | number | undefined>): string => {',
    '  const params = new URLSearchParams();',
    '  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));',
    '  return params.toString();',
    '};',
    '',
  ].join('\n'),
  'src/client.ts': [
    "import { toQuery } from './query';",
    'declare const http: { get<T>(url: string): Promise<T> };',
    'export interface ItemSearch { searchText?: string; recordId?: number }',
    'export const searchProfiles = (query: { searchText?: string; recordId?: number }) =>',
    '  http.get<unknown>(`/profiles/search?${toQuery(query)}`);',
    'export const searchItems = (search: ItemSearch) => http.get<unknown>(`/items/search?${toQuery({ ...search })}`);',
    "export const boilers = () => searchProfiles({ searchText: 'boiler', recordId: 2 });",
    '',
  ].join('\n'),
  'src/audit.ts': [
    "import { toQuery } from './query';",
    'declare const http: { get<T>(url: string): Promise<T> };',
    'export interface AuditSearch { searchText?: string; recordId?: number }',
    "const AUDIT = 'https://audit.example.org/v2';",
    'export const events = (search: AuditSearch) => http.get<unknown>(`${AUDIT}/events?${toQuery(search)}`);',
    '',
  ].join('\n'),
};

describe("a helper's query written into the URL", () => {
  it("renames the value's declared fields and its callers' literals; another service's filter is left", async () => {
    await migrateSmallProject('helper-query-url-', urlFiles, { from: 4, to: 6 }, async (dir) => {
      const client = await readFile(join(dir, 'src/client.ts'), 'utf8');
      expect(client).toContain('export interface ItemSearch { keyword?: string; categoryId?: number }');
      expect(client).toContain('(query: { keyword?: string; categoryId?: number })');
      expect(client).toContain("searchProfiles({ keyword: 'boiler', categoryId: 2 })");
      expect(await readFile(join(dir, 'src/audit.ts'), 'utf8')).toBe(urlFiles['src/audit.ts']);
    });
  }, 60_000);
});
