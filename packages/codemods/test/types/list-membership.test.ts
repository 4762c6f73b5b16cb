import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched, rerunSmallProject } from '../helpers.js';

/**
 * A field whose values the map renames looked up in a written list (`['REC_NAME', 'TYPE_NAME'].includes(a.headerId)`,
 * `SHOWN.indexOf(a.headerId)`): the list's elements are renamed. The look-alike looks the same strings up with a field
 * of the app's own (`row.code`): nothing changes.
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
  'src/strip.ts': [
    "import type { Answer } from './api';",
    "const SHOWN = ['REC_CODE', 'Q9'];",
    "export const header = (answers: Answer[]) => answers.filter((a) => ['REC_NAME', 'TYPE_NAME'].includes(a.headerId));",
    'export const rank = (a: Answer) => SHOWN.indexOf(a.headerId);',
    '',
  ].join('\n'),
  'src/codes.ts': [
    "const CODES = ['REC_NAME', 'TYPE_NAME'];",
    'export const known = (row: { code: string }) => CODES.includes(row.code);',
    "export const first = (row: { code: string }) => ['REC_CODE'].indexOf(row.code) === 0;",
    '',
  ].join('\n'),
};

describe('a renamed-values field looked up in a written list (LIST.includes(a.headerId))', () => {
  it("renames the list's old values; a list looking up the app's own field is left", () =>
    expectLookAlikesUntouched(
      'list-membership-',
      files,
      ['src/codes.ts'],
      { from: 4, to: 6 },
      async (dir) => {
        const strip = await readFile(join(dir, 'src/strip.ts'), 'utf8');
        expect(strip).toContain(
          "answers.filter((a) => ['CATEGORY_NAME', 'SUBCATEGORY_NAME'].includes(a.headerId))",
        );
        expect(strip).toContain("const SHOWN = ['CATEGORY_CODE', 'Q9'];");
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    ));
});
