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
