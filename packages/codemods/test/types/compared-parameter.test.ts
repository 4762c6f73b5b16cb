import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * Values a function's parameter is compared with (`types/compared-parameter.ts`): `a.headerId === header` inside
 * `valueOf(header)`, called with `valueOf('REC_NAME')`, renames the call's literal; a function whose parameter is
 * also used for something else (logged) keeps its caller's literal. Written unlike the trial client: a `fetch`
 * response annotated with its interface, a nested function declaration.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/answers.ts': [
    'export interface Answer { headerId: string; value: string }',
    'export async function header(itemId: number) {',
    '  const res = await fetch(`/api/items/${itemId}/answer`);',
    '  const body: { answers: Answer[] } = await res.json();',
    '  function valueOf(header: string): string | undefined {',
    '    return body.answers.find((a) => a.headerId === header)?.value;',
    '  }',
    "  return { record: valueOf('REC_NAME'), kind: valueOf('TYPE_NAME'), other: valueOf('ITEM_TITLE') };",
    '}',
    'export function matching(answers: Answer[], code: string): Answer[] {',
    '  console.log(code);',
    '  return answers.filter((a) => a.headerId === code);',
    '}',
    "export const codes = matching([], 'REC_CODE');",
    '',
  ].join('\n'),
};

describe('values a parameter is compared with', () => {
  it("rename the literals the function's calls hand it; a parameter used otherwise too is left", async () => {
    await migrateSmallProject('compared-parameter-', files, { from: 4, to: 6 }, async (dir) => {
      const text = await readFile(join(dir, 'src/answers.ts'), 'utf8');
      expect(text).toContain(
        "return { record: valueOf('CATEGORY_NAME'), kind: valueOf('SUBCATEGORY_NAME'), other: valueOf('ITEM_TITLE') };",
      );
      expect(text).toContain("matching([], 'REC_CODE')");
    });
  }, 120_000);
});
