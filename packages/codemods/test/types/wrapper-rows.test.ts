import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A paging wrapper of the project answering the rows of the page it fetches (`types/wrapper-rows.ts`):
 * `fetchPage<T>(…): Promise<T[]>` returning `response.data.data` of `z.request<Paged<T>>(…)`, imported and called as
 * `fetchPage<ProfileRow>(z, bundle, '/profiles/search', { … })`: the type argument is one row. Look-alike left: a
 * wrapper of the same shape whose result is not a read of the body (`cache.get(path) as T[]`).
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext'] },
    include: ['src'],
  }),
  'src/zapier.d.ts': [
    "declare module 'zapier-platform-core' {",
    '  export interface Bundle<I = Record<string, any>> { inputData: I; meta: { page: number } }',
    '  export interface ZObject {',
    '    request<T = any>(o: { url: string; params?: Record<string, unknown> }): Promise<{ data: T }>;',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/paging.ts': [
    "import type { Bundle, ZObject } from 'zapier-platform-core';",
    '',
    "const API = 'https://api.example.com/api/v4';",
    'interface Paged<T> { data: T[]; page: number }',
    'const cache = new Map<string, unknown>();',
    '',
    'export const fetchPage = async <T>(z: ZObject, bundle: Bundle, path: string, params: Record<string, unknown> = {}): Promise<T[]> => {',
    '  const response = await z.request<Paged<T>>({ url: `${API}${path}`, params: { ...params, page: bundle.meta.page } });',
    '  return response.data.data;',
    '};',
    '',
    'export async function fetchCached<T>(z: ZObject, path: string): Promise<T[]> {',
    '  const response = await z.request<Paged<T>>({ url: `${API}${path}` });',
    '  cache.set(path, response.data.data);',
    '  return cache.get(path) as T[];',
    '}',
    '',
  ].join('\n'),
  'src/profiles.ts': [
    "import type { Bundle, ZObject } from 'zapier-platform-core';",
    "import { fetchCached, fetchPage } from './paging';",
    '',
    'interface ProfileRow { profileId: number; recordName: string; typeName: string }',
    'interface CachedRow { profileId: number; recordName: string; typeName: string }',
    '',
    'export const perform = async (z: ZObject, bundle: Bundle) => {',
    "  const rows = await fetchPage<ProfileRow>(z, bundle, '/profiles/search', { recordId: bundle.inputData.record });",
    '  return rows.map((row) => `${row.recordName} / ${row.typeName}`);',
    '};',
    '',
    'export const cached = async (z: ZObject) => {',
    "  const rows = await fetchCached<CachedRow>(z, '/profiles/search');",
    '  return rows.map((row) => row.recordName);',
    '};',
    '',
  ].join('\n'),
};

describe("a paging wrapper's rows", () => {
  it(
    'are typed by the type argument of its call; a wrapper answering something else is left',
    () =>
      migrateSmallProject(
        'wrapper-rows-',
        files,
        { from: 4, to: 6, apiHosts: ['api.example.com'] },
        async (dir) => {
          const out = await readFile(join(dir, 'src/profiles.ts'), 'utf8');
          expect(out).toContain(
            'interface ProfileRow { profileId: number; categoryName: string; subCategoryName: string }',
          );
          expect(out).toContain('return rows.map((row) => `${row.categoryName} / ${row.subCategoryName}`);');
          expect(out).toContain('{ categoryId: bundle.inputData.record }');
          expect(out).toContain(
            'interface CachedRow { profileId: number; recordName: string; typeName: string }',
          );
          expect(out).toContain('return rows.map((row) => row.recordName);');
        },
      ),
    60_000,
  );
});
