import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

// Lookup tables keyed by an answer's headerId, written otherwise than the trial's: quoted keys read with `in`
// after a `satisfies`, an index read in a helper, a table read through a helper's parameter every call hands the field,
// a table keyed by another field, a `let` table and a helper also called with a code of the app (left).
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    "declare module 'http-client' {",
    '  export const http: { get<T>(path: string): Promise<T> };',
    '}',
    '',
  ].join('\n'),
  'src/answers.ts': [
    "import { http } from 'http-client';",
    '',
    'interface AnswerRow { headerId: string; label: string; value: string }',
    'interface ItemAnswers { answers: AnswerRow[] }',
    '',
    "const ICONS = { 'REC_NAME': 'folder', 'TYPE_NAME': 'tag', COMMENT: 'note' } satisfies Record<string, string>;",
    'const BY_LABEL: Record<string, number> = { REC_NAME: 1 };',
    'let order: Record<string, number> = { REC_CODE: 1 };',
    '',
    'export async function iconsOf(itemId: number) {',
    '  const body = await http.get<ItemAnswers>(`/api/v4/items/${itemId}/answer`);',
    '  return body.answers',
    '    .filter((a) => a.headerId in ICONS)',
    '    .map((a) => ({ icon: iconOf(a), rank: order[a.headerId] ?? BY_LABEL[a.label] }));',
    '}',
    '',
    'function iconOf(a: AnswerRow): string {',
    '  return ICONS[a.headerId as keyof typeof ICONS];',
    '}',
    '',
    'export function reorder(next: Record<string, number>) {',
    '  order = next;',
    '}',
    '',
    "const LABELS: Record<string, string> = { REC_NAME: 'Record', REC_CODE: 'Code' };",
    "const SHORT: Record<string, string> = { REC_NAME: 'R', TYPE_NAME: 'T' };",
    "/** every call hands it an answer's headerId: its table is keyed by the field's values */",
    'export function labelOf(headerId: string): string {',
    '  return LABELS[headerId] ?? headerId;',
    '}',
    '/** also called with a code of the app: its table is left */',
    'export function shortOf(code: string): string {',
    '  return SHORT[code] ?? code;',
    '}',
    'export const labels = (rows: AnswerRow[]) => rows.map((a) => [labelOf(a.headerId), shortOf(a.headerId)]);',
    "export const flag = shortOf('FLAG');",
    '',
  ].join('\n'),
};

describe('lookup tables indexed by a field whose values are renamed', () => {
  it('renames the keys of a const object literal read with the field; other tables are left', async () => {
    await migrateSmallProject('lookup-keys-', files, { from: 4, to: 6 }, async (dir) => {
      const answers = await readFile(join(dir, 'src/answers.ts'), 'utf8');
      expect(answers).toContain("{ 'CATEGORY_NAME': 'folder', 'SUBCATEGORY_NAME': 'tag', COMMENT: 'note' }");
      expect(answers).toContain('const BY_LABEL: Record<string, number> = { REC_NAME: 1 };');
      expect(answers).toContain('let order: Record<string, number> = { REC_CODE: 1 };');
      expect(answers).toContain(
        "const LABELS: Record<string, string> = { CATEGORY_NAME: 'Record', CATEGORY_CODE: 'Code' };",
      );
      expect(answers).toContain("const SHORT: Record<string, string> = { REC_NAME: 'R', TYPE_NAME: 'T' };");
      const again = await rerunSmallProject(dir);
      expect(again.summary.changed).toBe(0);
    });
  }, 60_000);
});
