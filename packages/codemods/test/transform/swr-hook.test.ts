import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * SWR's `useSWR<Page<Row>>('/types?recordId=1', fetcher)` reads the URL given as its key (its fetcher is handed the
 * key): a GET whose answer is the stated type, so that type's fields and model name follow the endpoint's renames.
 * A `useSWR` of the project's own (or another library's) is not SWR's, and a key on another service's host is not
 * this API's: their types are left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    "declare module 'swr' {",
    '  export interface SWRResponse<Data> { data: Data | undefined; error: unknown }',
    '  export default function useSWR<Data>(key: string | null, fetcher: (url: string) => Promise<Data>): SWRResponse<Data>;',
    '}',
    '',
  ].join('\n'),
  'src/fetcher.ts': [
    'export async function getJson<T>(path: string): Promise<T> {',
    '  const res = await fetch(`/api/v4${path}`);',
    '  return (await res.json()) as T;',
    '}',
    '',
  ].join('\n'),
  'src/own-swr.ts': [
    '/** The app’s own cache hook, named like SWR’s. */',
    'export function useSWR<T>(key: string, load: (key: string) => Promise<T>): { data?: T } {',
    '  void load(key);',
    '  return {};',
    '}',
    '',
  ].join('\n'),
  'src/hooks.ts': [
    "import useSWR from 'swr';",
    "import { getJson } from './fetcher';",
    '',
    'export interface RecordType {',
    '  typeId: number;',
    '  typeName: string;',
    '}',
    'export interface Page<T> {',
    '  data: T[];',
    '  total: number;',
    '}',
    '',
    'export function useTypes() {',
    "  return useSWR<Page<RecordType>>('/types', getJson);",
    '}',
    '',
    'export function typeNames(page: Page<RecordType>): string[] {',
    '  return page.data.map((t) => t.typeName);',
    '}',
    '',
  ].join('\n'),
  'src/look-alikes.ts': [
    "import useSWR from 'swr';",
    "import { useSWR as useCache } from './own-swr';",
    "import { getJson } from './fetcher';",
    '',
    'export interface Forecast {',
    '  typeId: number;',
    '  typeName: string;',
    '}',
    'export interface Setting {',
    '  typeId: number;',
    '  typeName: string;',
    '}',
    '',
    'export function useForecast() {',
    "  return useSWR<Forecast>('https://weather.example.com/types', getJson);",
    '}',
    '',
    'export function useSetting() {',
    "  return useCache<Setting>('/settings/types', getJson);",
    '}',
    '',
  ].join('\n'),
};

describe("SWR's useSWR with a URL as its key", () => {
  it("renames the stated answer's fields and model, not another host's or a look-alike hook's", async () => {
    await migrateSmallProject('swr-hook-', files, { from: 4, to: 6 }, async (dir) => {
      const hooks = await readFile(join(dir, 'src/hooks.ts'), 'utf8');
      expect(hooks).toContain("return useSWR<Page<SubCategory>>('/subcategories', getJson);");
      expect(hooks).toContain('  subCategoryId: number;\n  subCategoryName: string;');
      expect(hooks).toContain('return page.data.map((t) => t.subCategoryName);');
      const lookAlikes = await readFile(join(dir, 'src/look-alikes.ts'), 'utf8');
      expect(lookAlikes).toBe(files['src/look-alikes.ts']);
    });
  });
});
