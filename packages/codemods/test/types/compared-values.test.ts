import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * Values written into a field whose values the map renames, in an object literal of its type
 * (`types/compared-values.ts`): a test's answers `const answers: Answer[] = [{ headerId: 'REC_NAME', … }]` are
 * renamed as the comparisons `a.headerId === 'REC_NAME'` are; an object of another type with a `headerId` of its own
 * (the app's form, another service's answer) and a value the map does not rename are left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/answers.ts': [
    'export interface Answer { headerId: string; value: string }',
    'export async function recordOf(itemId: number): Promise<string | undefined> {',
    '  const res = await fetch(`/api/items/${itemId}/answer`);',
    '  const body: { answers: Answer[] } = await res.json();',
    "  return body.answers.find((a) => a.headerId === 'REC_NAME')?.value;",
    '}',
    '',
  ].join('\n'),
  'src/answers.test.ts': [
    "import type { Answer } from './answers';",
    'interface SurveyField { headerId: string; label: string }',
    'export const answers: Answer[] = [',
    "  { headerId: 'REC_NAME', value: 'Fire safety' },",
    "  { headerId: 'TYPE_NAME', value: 'Ladders' },",
    "  { headerId: 'Q1', value: 'yes' },",
    '];',
    "export const field: SurveyField = { headerId: 'REC_NAME', label: 'Record' };",
    "export const loose = { headerId: 'TYPE_NAME' };",
    '',
  ].join('\n'),
};

describe('values written into a field of renamed values', () => {
  it("rename the literals of objects of the field's type; other types' look-alikes are left", async () => {
    await migrateSmallProject('compared-values-', files, { from: 4, to: 6 }, async (dir) => {
      const text = await readFile(join(dir, 'src/answers.test.ts'), 'utf8');
      expect(text.split('\n').slice(3, 9)).toEqual([
        "  { headerId: 'CATEGORY_NAME', value: 'Fire safety' },",
        "  { headerId: 'SUBCATEGORY_NAME', value: 'Ladders' },",
        "  { headerId: 'Q1', value: 'yes' },",
        '];',
        "export const field: SurveyField = { headerId: 'REC_NAME', label: 'Record' };",
        "export const loose = { headerId: 'TYPE_NAME' };",
      ]);
    });
  }, 120_000);
});
