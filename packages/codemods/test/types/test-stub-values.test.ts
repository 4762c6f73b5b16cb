import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * A test's answers written by hand (`{ headerId: 'REC_NAME', value: … }` in an untyped list handed to the code under
 * test): the values at a field whose values the map renames follow. A literal with a key the answer's type does not
 * declare, one of the app's own type declaring the same keys, another value, and the same literal outside a test are
 * left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/answers.ts': [
    'export interface Answer { headerId: string; value: string }',
    'export interface Column { headerId: string; width: number }',
    'export async function answersOf(itemId: number): Promise<Answer[]> {',
    '  const res = await fetch(`/api/v4/items/${itemId}/answer`);',
    '  const body: { answers: Answer[] } = await res.json();',
    '  return body.answers;',
    '}',
    "export const recordOf = (answers: Answer[]) => answers.find((a) => a.headerId === 'REC_NAME')?.value;",
    "export const defaults = [{ headerId: 'REC_NAME', value: '' }];",
    '',
  ].join('\n'),
  'src/answers.test.ts': [
    "import { recordOf, type Column } from './answers';",
    '',
    'const answers = [',
    "  { headerId: 'REC_NAME', value: 'Fire Safety' },",
    "  { headerId: 'CHECKED_BY', value: 'Dana' },",
    '];',
    "const column: Column = { headerId: 'REC_NAME', width: 3 };",
    "const loose = { headerId: 'REC_CODE', value: 'FSX01', pinned: true };",
    'export const run = () => [recordOf(answers), column, loose];',
    '',
  ].join('\n'),
};

describe("a test's hand-written answers", () => {
  it('renames the old values at the field; other values, shapes and files are left', async () => {
    await migrateSmallProject('test-stub-values-', files, { from: 4, to: 6 }, async (dir) => {
      const spec = await readFile(join(dir, 'src/answers.test.ts'), 'utf8');
      expect(spec).toContain("  { headerId: 'CATEGORY_NAME', value: 'Fire Safety' },");
      expect(spec).toContain("  { headerId: 'CHECKED_BY', value: 'Dana' },");
      expect(spec).toContain("const column: Column = { headerId: 'REC_NAME', width: 3 };");
      expect(spec).toContain("const loose = { headerId: 'REC_CODE', value: 'FSX01', pinned: true };");
      const code = await readFile(join(dir, 'src/answers.ts'), 'utf8');
      expect(code).toContain("export const defaults = [{ headerId: 'REC_NAME', value: '' }];");
      expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
    });
  }, 60_000);
});
