import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A lookup table indexed by a field whose values the run renames (`TITLES[answer.headerId]`, `headerId: string`):
 * its keys that are old values follow them. A table of the same keys indexed by the app's own field is left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/answers.ts': [
    'interface AnswerRow { headerId: string; value: string }',
    '',
    'const TITLES = {',
    "  'REC_NAME': 'Register',",
    "  'TYPE_NAME': 'Kind',",
    "  'OWNER': 'Owner',",
    '} as const;',
    '',
    'export async function titled(itemHistoryId: number) {',
    '  const res = await fetch(`/api/v4/itemHistories/${itemHistoryId}/answer`);',
    '  const { answers }: { answers: AnswerRow[] } = await res.json();',
    '  return answers.map((answer) => `${TITLES[answer.headerId as keyof typeof TITLES] ?? answer.headerId}: ${answer.value}`);',
    '}',
    '',
  ].join('\n'),
  'src/columns.ts': [
    'interface Column { kind: string }',
    '',
    'const WIDTHS: Record<string, number> = { REC_NAME: 120, TYPE_NAME: 80 };',
    '',
    'export const widths = (columns: Column[]) => columns.map((c) => WIDTHS[c.kind] ?? 60);',
    '',
  ].join('\n'),
};

describe('a lookup table indexed by a renamed-values field', () => {
  it("renames the table's keys that are old values; a table indexed by the app's own field is left", async () => {
    await migrateSmallProject('indexed-tables-', files, { from: 4, to: 6 }, async (dir) => {
      const answers = await readFile(join(dir, 'src/answers.ts'), 'utf8');
      expect(answers).toContain("'CATEGORY_NAME': 'Register',");
      expect(answers).toContain("'SUBCATEGORY_NAME': 'Kind',");
      expect(answers).toContain("'OWNER': 'Owner',");
      expect(await readFile(join(dir, 'src/columns.ts'), 'utf8')).toBe(files['src/columns.ts']);
    });
  }, 60_000);
});
