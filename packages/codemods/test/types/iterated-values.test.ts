import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched, rerunSmallProject } from '../helpers.js';

/**
 * A list of values stepped through and compared with a field whose values the map renames
 * (`SUMMARY.map((h) => answers.find((a) => a.headerId === h))`, `for (const h of ORDER)`): the list's elements are
 * renamed. The look-alike steps through a list with the same strings compared with a field of the app's own
 * (`row.code === c`): nothing changes.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/api.ts': [
    'declare const http: { get<T>(path: string): Promise<T> };',
    'export interface Answer { headerId: string; value: string }',
    'export const answerOf = (itemId: number) => http.get<{ answers: Answer[] }>(`/api/v4/items/${itemId}/answer`);',
    '',
  ].join('\n'),
  'src/summary.ts': [
    "import type { Answer } from './api';",
    "export const SUMMARY = ['REC_NAME', 'TYPE_NAME', 'Q1'] as const;",
    "const ORDER: string[] = ['REC_CODE'];",
    'export const summary = (answers: Answer[]) => SUMMARY.map((h) => answers.find((a) => a.headerId === h));',
    'export function ordered(answers: Answer[]): Answer[] {',
    '  const out: Answer[] = [];',
    '  for (const h of ORDER) out.push(...answers.filter((a) => a.headerId === h));',
    '  return out;',
    '}',
    '',
  ].join('\n'),
  'src/codes.ts': [
    "const CODES = ['REC_NAME', 'TYPE_NAME'] as const;",
    'export const pick = (rows: { code: string }[]) => CODES.map((c) => rows.find((row) => row.code === c));',
    '',
  ].join('\n'),
};

describe('a list stepped through and compared with a renamed-values field', () => {
  it("renames the list's old values; a list compared with the app's own field is left", () =>
    expectLookAlikesUntouched(
      'iterated-values-',
      files,
      ['src/codes.ts'],
      { from: 4, to: 6 },
      async (dir) => {
        const summary = await readFile(join(dir, 'src/summary.ts'), 'utf8');
        expect(summary).toContain(
          "export const SUMMARY = ['CATEGORY_NAME', 'SUBCATEGORY_NAME', 'Q1'] as const;",
        );
        expect(summary).toContain("const ORDER: string[] = ['CATEGORY_CODE'];");
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    ));
});
