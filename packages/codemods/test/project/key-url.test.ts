import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A key function of another file given to SWR (`useSWR<Page<RecordType>>(typesKey(id), getJson)`) stands for the URL
 * it returns: through SWR's conditional key (`id === undefined ? null : …`) and a path helper's call (`withQuery(
 * '/types', { recordId })`), so the path, the helper's query and the stated answer's type follow the endpoint. The
 * same kind of function handed to the app's router, and a conditional choosing between two paths, are left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    "declare module 'swr' {",
    '  export interface SWRResponse<Data> { data: Data | undefined; error: unknown }',
    '  export default function useSWR<Data>(',
    '    key: string | null,',
    '    fetcher: (url: string) => Promise<Data>,',
    '  ): SWRResponse<Data>;',
    '}',
    '',
  ].join('\n'),
  'src/keys.ts': [
    'export function withQuery(path: string, query: Record<string, string | number | undefined> = {}): string {',
    '  const params = new URLSearchParams();',
    '  for (const [key, value] of Object.entries(query)) {',
    '    if (value !== undefined) params.append(key, String(value));',
    '  }',
    '  const qs = params.toString();',
    '  return qs ? `${path}?${qs}` : path;',
    '}',
    '',
    'export function typesKey(recordId: number | undefined): string | null {',
    "  return recordId === undefined ? null : withQuery('/types', { recordId });",
    '}',
    '',
    'export function typesPage(recordId: number): string {',
    "  return withQuery('/types', { recordId });",
    '}',
    '',
    'export function listPage(archived: boolean): string {',
    "  return archived ? '/records' : '/types';",
    '}',
    '',
  ].join('\n'),
  'src/hooks.ts': [
    "import useSWR from 'swr';",
    "import { typesKey } from './keys';",
    '',
    'export interface RecordType {',
    '  typeId: number;',
    '  typeName: string;',
    '}',
    'export interface Page<T> {',
    '  data: T[];',
    '}',
    '',
    'export async function getJson<T>(path: string): Promise<T> {',
    '  const res = await fetch(`/api/v4${path}`);',
    '  return (await res.json()) as T;',
    '}',
    '',
    'export function useTypes(recordId: number | undefined) {',
    '  return useSWR<Page<RecordType>>(typesKey(recordId), getJson);',
    '}',
    '',
  ].join('\n'),
  'src/nav.ts': [
    "import { listPage, typesPage } from './keys';",
    '',
    'declare const router: { navigate(to: string): void };',
    '',
    'export function openTypes(recordId: number): void {',
    '  router.navigate(typesPage(recordId));',
    '  router.navigate(listPage(false));',
    '}',
    '',
  ].join('\n'),
};

describe('a key function given to SWR', () => {
  it('follows its conditional key and path helper to the path, the query and the answer type', async () => {
    await migrateSmallProject('key-url-', files, { from: 4, to: 6 }, async (dir) => {
      const keys = await readFile(join(dir, 'src/keys.ts'), 'utf8');
      expect(keys).toContain(
        "return recordId === undefined ? null : withQuery('/subcategories', { categoryId: recordId });",
      );
      const hooks = await readFile(join(dir, 'src/hooks.ts'), 'utf8');
      expect(hooks).toContain('return useSWR<Page<SubCategory>>(typesKey(recordId), getJson);');
      expect(hooks).toContain('  subCategoryId: number;\n  subCategoryName: string;');
    });
  });

  it("leaves the same helper's call handed to the router, and a choice between two paths", async () => {
    await migrateSmallProject('key-url-look-alikes-', files, { from: 4, to: 6 }, async (dir) => {
      const keys = await readFile(join(dir, 'src/keys.ts'), 'utf8');
      expect(keys).toContain("  return withQuery('/types', { recordId });\n}\n\nexport function listPage");
      expect(keys).toContain("  return archived ? '/records' : '/types';");
      expect(await readFile(join(dir, 'src/nav.ts'), 'utf8')).toBe(files['src/nav.ts']);
    });
  });
});
