import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * Members of a table of constants (`types/const-object-member.ts`) and a compared parameter's function imported by
 * other modules (`types/compared-parameter.ts`): `Object.freeze({ record: 'REC_NAME', … })` handed to a function that
 * compares its parameter with `headerId`, called from another module, renames the table's values (the siblings too);
 * a mutable table (`let`) and the literal of a function that also logs its parameter are left. Written unlike the
 * trial client: `Object.freeze` in place of `as const`, a `fetch` answer typed by an interface, `for…of` in place of
 * `find`.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/answers.ts': [
    'export interface Answer { headerId: string; value: string }',
    'export async function answersOf(itemId: number): Promise<Answer[]> {',
    '  const res = await fetch(`/api/items/${itemId}/answer`);',
    '  const body: { answers: Answer[] } = await res.json();',
    '  return body.answers;',
    '}',
    'export function cell(answers: Answer[], wanted: string): string {',
    '  for (const a of answers) if (a.headerId === wanted) return a.value;',
    "  return '';",
    '}',
    '',
  ].join('\n'),
  'src/headers.ts': [
    "export const HEADERS = Object.freeze({ record: 'REC_NAME', code: 'REC_CODE', title: 'ITEM_TITLE' });",
    "export let labels = { record: 'REC_NAME' };",
    '',
  ].join('\n'),
  'src/report.ts': [
    "import { answersOf, cell } from './answers';",
    "import { HEADERS, labels } from './headers';",
    'export async function line(itemId: number): Promise<string> {',
    '  const answers = await answersOf(itemId);',
    "  return [cell(answers, HEADERS.record), cell(answers, 'TYPE_NAME'), labels.record].join(';');",
    '}',
    '',
  ].join('\n'),
};

describe('a table of constants handed to a compared parameter', () => {
  it("renames the table's values and the imported function's literals; a mutable table is left", async () => {
    await migrateSmallProject('const-object-member-', files, { from: 4, to: 6 }, async (dir) => {
      const headers = await readFile(join(dir, 'src/headers.ts'), 'utf8');
      expect(headers).toContain(
        "Object.freeze({ record: 'CATEGORY_NAME', code: 'CATEGORY_CODE', title: 'ITEM_TITLE' })",
      );
      expect(headers).toContain("export let labels = { record: 'REC_NAME' };");
      const report = await readFile(join(dir, 'src/report.ts'), 'utf8');
      expect(report).toContain(
        "cell(answers, HEADERS.record), cell(answers, 'SUBCATEGORY_NAME'), labels.record",
      );
    });
  }, 120_000);
});
