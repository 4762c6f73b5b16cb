import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A test's stub written straight into a call whose parameter takes anything object-like (`answer(body: object |
 * string)`, as Angular's `req.flush`), or into a generic inferred from the stub itself (`seed<S>(state: S)`): the
 * contextual type names none of the keys, so the literal is as untyped as one written alone and follows the
 * API's type. A literal a declared type of the app's own gives its keys is left, and so is one given to a dictionary of
 * strings (`Record<string, string>`: a form's fields).
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/api.ts': [
    'export interface SubCategoryRow { typeId: number; typeName: string; recordId: number }',
    'export async function listTypes(): Promise<SubCategoryRow[]> {',
    "  const res = await fetch('/api/v4/types');",
    '  const body: { data: SubCategoryRow[] } = await res.json();',
    '  return body.data;',
    '}',
    '',
  ].join('\n'),
  'src/types.test.ts': [
    "import { listTypes } from './api';",
    '',
    'declare function answer(body: object | string | null): void;',
    'declare function seed<S>(state: S): S;',
    '',
    "answer({ typeId: 3, typeName: 'Ladders', recordId: 9 });",
    'const state = seed({',
    '  page: 1,',
    '  rows: [',
    "    { typeId: 4, typeName: 'Gates', recordId: 2 },",
    "    { typeId: 5, typeName: 'Fences', recordId: 2 },",
    '  ],',
    '});',
    '/** a picker of the app (ours), whose parameter declares the keys */',
    'declare function pin(choice: { typeId: number; typeName: string; pinned: boolean }): void;',
    "pin({ typeId: 6, typeName: 'Pinned', pinned: true });",
    "/** a test helper of the app posting a form to its own endpoint: the fields are the form's names */",
    'declare function submit(init: { form?: Record<string, string> }): void;',
    "submit({ form: { typeName: 'Gates', recordId: '2' } });",
    'export const run = async () => [await listTypes(), state];',
    '',
  ].join('\n'),
};

describe('a stub whose contextual type gives its keys no type', () => {
  it('follows the API type through `object` parameters and self-inferred generics; typed literals are left', async () => {
    await migrateSmallProject('keyless-context-', files, { from: 4, to: 6 }, async (dir) => {
      const spec = await readFile(join(dir, 'src/types.test.ts'), 'utf8');
      expect(spec).toContain("answer({ subCategoryId: 3, subCategoryName: 'Ladders', categoryId: 9 });");
      expect(spec).toContain("{ subCategoryId: 4, subCategoryName: 'Gates', categoryId: 2 },");
      expect(spec).toContain("{ subCategoryId: 5, subCategoryName: 'Fences', categoryId: 2 },");
      expect(spec).toContain("pin({ typeId: 6, typeName: 'Pinned', pinned: true });");
      expect(spec).toContain("submit({ form: { typeName: 'Gates', recordId: '2' } });");
    });
  }, 60_000);
});
