import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A test's stubbed answers written by hand, with no type (`fetch` replaced by a function answering `{ data: rows }`):
 * a literal whose keys a type of this API's bodies declares, renaming some, follows it. The app's own objects (a key
 * no such type declares, or keys another type of the app declares too) and literals outside tests are left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/api.ts': [
    'export interface TemplateRow { templateId: number; recordId: number; recordName: string; title: string }',
    '/** the search box of the templates page (ours) */',
    'export interface TemplateFilter { recordId: number; title: string }',
    'export async function searchTemplates(): Promise<TemplateRow[]> {',
    "  const res = await fetch('/api/v4/templates/search');",
    '  const body: { data: TemplateRow[] } = await res.json();',
    '  return body.data;',
    '}',
    '',
  ].join('\n'),
  'src/__tests__/templates.spec.ts': [
    "import { searchTemplates } from '../api';",
    '',
    "const recordName = 'Doors';",
    'const reply = (rows: unknown[]) => Promise.resolve({ json: () => Promise.resolve({ data: rows }) });',
    'globalThis.fetch = (() =>',
    '  reply([',
    "    { templateId: 4, recordId: 2, recordName: 'Lifts', title: 'Monthly' },",
    "    { templateId: 5, recordName, title: 'Weekly' },",
    '  ])) as unknown as typeof fetch;',
    '',
    "const filter = { recordId: 2, title: 'Monthly' };",
    "const chip = { recordName: 'Lifts', colour: 'red' };",
    'export const run = async () => [await searchTemplates(), filter, chip];',
    '',
  ].join('\n'),
  'src/demo-rows.ts': [
    "export const demoRows = [{ templateId: 1, recordId: 1, recordName: 'Demo', title: 'Demo' }];",
    '',
  ].join('\n'),
};

describe("a test's hand-written stub of this API's answer", () => {
  it('renames the keys of an untyped stub of a renamed type; the app’s own objects and non-test files are left', async () => {
    await migrateSmallProject('test-stub-keys-', files, { from: 4, to: 6 }, async (dir) => {
      const spec = await readFile(join(dir, 'src/__tests__/templates.spec.ts'), 'utf8');
      expect(spec).toContain("{ templateId: 4, categoryId: 2, categoryName: 'Lifts', title: 'Monthly' },");
      expect(spec).toContain("{ templateId: 5, categoryName: recordName, title: 'Weekly' },");
      expect(spec).toContain("const filter = { recordId: 2, title: 'Monthly' };");
      expect(spec).toContain("const chip = { recordName: 'Lifts', colour: 'red' };");
      expect(await readFile(join(dir, 'src/demo-rows.ts'), 'utf8')).toBe(files['src/demo-rows.ts']);
    });
  }, 60_000);
});
