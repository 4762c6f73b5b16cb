import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A headerId union left open with `| string` (`type HeaderKey = 'REC_NAME' | string`) is widened to string by the
 * compiler, so the language service renames nothing through it: its values are written where the alias is, and the
 * comparisons of the field follow (`types/plan-walk.ts`, `types/type-pass.ts`). A look-alike union of another
 * service's keys with the same values is left as written.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['es2022', 'dom'] },
    include: ['src'],
  }),
  'src/item-answers.ts': [
    "import { http } from './http';",
    '',
    '// the API adds header ids now and then: unknown ones are shown as they come',
    "export type HeaderKey = 'REC_NAME' | 'TYPE_NAME' | string;",
    '',
    'export interface AnswerSheet {',
    '  answers: Array<{ headerId: HeaderKey; value: string | null }>;',
    '}',
    '',
    'export const sheetOf = (itemId: number) => http<AnswerSheet>(`/items/${itemId}/answer`);',
    '',
    'export function label(sheet: AnswerSheet): string {',
    "  const name = sheet.answers.find((a) => a.headerId === 'REC_NAME');",
    "  return name?.value ?? '(unnamed)';",
    '}',
    '',
  ].join('\n'),
  'src/http.ts': [
    "const BASE = 'https://compliance.example.com/api/v4';",
    'export async function http<T>(path: string): Promise<T> {',
    '  const res = await fetch(BASE + path);',
    '  if (!res.ok) throw new Error(`${res.status} ${path}`);',
    '  return (await res.json()) as T;',
    '}',
    '',
  ].join('\n'),
  'src/legacy-import.ts': [
    '// columns of the spreadsheet the old system exported',
    "export type ColumnKey = 'REC_NAME' | 'TYPE_NAME' | string;",
    "export const firstColumn: ColumnKey = 'REC_NAME';",
    '',
  ].join('\n'),
};

describe('a value union widened to string by `| string`', () => {
  it("renames the alias's values and the comparisons of the field; another union with the same values is left", async () => {
    await migrateSmallProject(
      'widened-values-',
      files,
      { from: 4, to: 6, apiHosts: ['compliance.example.com'] },
      async (dir) => {
        const answers = await readFile(join(dir, 'src/item-answers.ts'), 'utf8');
        expect(answers).toContain("export type HeaderKey = 'CATEGORY_NAME' | 'SUBCATEGORY_NAME' | string;");
        expect(answers).toContain("sheet.answers.find((a) => a.headerId === 'CATEGORY_NAME');");
        expect(await readFile(join(dir, 'src/legacy-import.ts'), 'utf8')).toBe(files['src/legacy-import.ts']);
      },
    );
  });
});
