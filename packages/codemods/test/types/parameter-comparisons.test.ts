import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A field whose values the run renames, handed to a function of the project (`toHeader(answer.headerId)`) that
 * compares its parameter with literals: when every call hands it that field, its literals follow the values. A
 * function also called with other strings (`label(column.kind)` of the app's own columns) is left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/api.ts': [
    'export interface Answer { headerId: string; value: string }',
    'export async function answers(itemId: number): Promise<Answer[]> {',
    '  const res = await fetch(`/api/v4/items/${itemId}/answer`);',
    '  const body: { answers: Answer[] } = await res.json();',
    '  return body.answers;',
    '}',
    '',
  ].join('\n'),
  'src/headers.ts': [
    "import type { Answer } from './api';",
    '',
    'function toHeader(headerId: string): string {',
    '  switch (headerId) {',
    "    case 'REC_NAME':",
    "      return 'Record';",
    '    default:',
    "      return headerId === 'TYPE_NAME' ? 'Type' : 'Other';",
    '  }',
    '}',
    '',
    'export const headers = (list: Answer[]) => list.map((answer) => toHeader(answer.headerId));',
    '',
  ].join('\n'),
  'src/columns.ts': [
    "import type { Answer } from './api';",
    '',
    'interface Column { kind: string }',
    'function label(kind: string): string {',
    "  return kind === 'REC_NAME' ? 'Record' : kind;",
    '}',
    '',
    'export const labels = (answers: Answer[], columns: Column[]) => [',
    '  ...answers.map((a) => label(a.headerId)),',
    '  ...columns.map((c) => label(c.kind)),',
    '];',
    '',
  ].join('\n'),
};

describe("a renamed-values field handed to a function's parameter", () => {
  it('renames the literals the parameter is compared with; a function also given other strings is left', async () => {
    await migrateSmallProject('parameter-comparisons-', files, { from: 4, to: 6 }, async (dir) => {
      const headers = await readFile(join(dir, 'src/headers.ts'), 'utf8');
      expect(headers).toContain("case 'CATEGORY_NAME':");
      expect(headers).toContain("headerId === 'SUBCATEGORY_NAME'");
      expect(await readFile(join(dir, 'src/columns.ts'), 'utf8')).toBe(files['src/columns.ts']);
    });
  }, 60_000);
});
