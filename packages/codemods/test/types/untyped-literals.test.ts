import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/** Object literals written without a type that reach a renamed model's field only later, as an argument. */
const files: { [path: string]: string } = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/api.ts': [
    'export interface Record { recordId: number; recordName: string; recordCode: string }',
    "export type RecordInput = Pick<Record, 'recordName' | 'recordCode'>;",
    'export async function createRecord(input: RecordInput): Promise<Record> {',
    "  const res = await fetch('/api/records', { method: 'POST', body: JSON.stringify(input) });",
    '  const created: Record = await res.json();',
    '  return created;',
    '}',
    '',
  ].join('\n'),
  'src/audit.ts': [
    '/** Another service of the app, with a field of the same name: not this API. */',
    'export function logChange(entry: { recordName: string }): void {',
    '  console.log(entry.recordName);',
    '}',
    '',
  ].join('\n'),
  'src/form.ts': [
    "import { createRecord } from './api';",
    "import { logChange } from './audit';",
    "const state = { value: { recordName: '', recordCode: '' } };",
    'export async function submit(name: string): Promise<void> {',
    '  state.value.recordName = name;',
    '  await createRecord(state.value);',
    "  state.value = { recordName: '', recordCode: '' };",
    '}',
    "const entry = { recordName: 'x' };",
    'logChange(entry);',
    '',
  ].join('\n'),
};

describe('untyped object literals given to a renamed model', () => {
  it("rename the literal's keys and every read of them; another type's field of the same name is left", async () => {
    await migrateSmallProject('untyped-literals-', files, { from: 4, to: 6 }, async (dir, report) => {
      const form = await readFile(join(dir, 'src/form.ts'), 'utf8');
      expect(form).toContain("const state = { value: { categoryName: '', categoryCode: '' } };");
      expect(form).toContain('  state.value.categoryName = name;');
      expect(form).toContain("  state.value = { categoryName: '', categoryCode: '' };");
      expect(form).toContain("const entry = { recordName: 'x' };");
      expect(await readFile(join(dir, 'src/audit.ts'), 'utf8')).toBe(files['src/audit.ts']);
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);
});
