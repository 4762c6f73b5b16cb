import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * An enum as orval writes it (`types/const-object-values.ts`, `types/plan-walk.ts`): an `as const` object named as
 * the type alias over it, `(typeof AnswerHeaderId)[keyof typeof AnswerHeaderId]`, its keys spelt as its values. A
 * field typed by it has the object's renamed values renamed, and keys spelt as a renamed value with them, so
 * `AnswerHeaderId.REC_NAME` reads `AnswerHeaderId.CATEGORY_NAME`. The look-alikes: a key of its own
 * (`RecName: 'REC_NAME'`, typescript-axios's style) keeps its name, and a value the change does not name is left.
 */
const enumFile = (v: 4 | 6) =>
  [
    'export type AnswerHeaderId = (typeof AnswerHeaderId)[keyof typeof AnswerHeaderId];',
    '',
    '// eslint-disable-next-line @typescript-eslint/no-redeclare',
    'export const AnswerHeaderId = {',
    v === 4 ? "  REC_NAME: 'REC_NAME'," : "  CATEGORY_NAME: 'CATEGORY_NAME',",
    v === 4 ? "  RecCode: 'REC_CODE'," : "  RecCode: 'CATEGORY_CODE',",
    "  SCORE: 'SCORE',",
    '} as const;',
    '',
  ].join('\n');

const model = [
  "import type { AnswerHeaderId } from './answer-header-id';",
  '',
  'export interface ItemAnswer {',
  '  headerId: AnswerHeaderId;',
  '  value: string;',
  '}',
  'export interface ItemAnswers {',
  '  answers: ItemAnswer[];',
  '}',
  '',
].join('\n');

const client = (v: 4 | 6) =>
  [
    "import { AnswerHeaderId } from './answer-header-id';",
    "import type { ItemAnswers } from './item-answer';",
    '',
    'export async function answerName(itemId: number): Promise<string | undefined> {',
    "  const res = await fetch(`/api/items/${itemId}/answer`, { headers: { 'X-Company-Context': '1' } });",
    '  const body = (await res.json()) as ItemAnswers;',
    `  return body.answers.find((a) => a.headerId === AnswerHeaderId.${v === 4 ? 'REC_NAME' : 'CATEGORY_NAME'})?.value;`,
    '}',
    '',
  ].join('\n');

describe('an orval enum object typing an answer field whose values are renamed', () => {
  it('renames its values and the keys spelt as them, and the reads of those keys', () =>
    migrateSmallProject(
      'const-object-values-',
      {
        'src/answer-header-id.ts': enumFile(4),
        'src/item-answer.ts': model,
        'src/client.ts': client(4),
        'tsconfig.json': JSON.stringify({
          compilerOptions: { strict: true, noEmit: true, types: [], lib: ['es2022', 'dom'] },
          include: ['src'],
        }),
      },
      { from: 4, to: 6 },
      async (dir, report) => {
        expect(await readFile(join(dir, 'src/answer-header-id.ts'), 'utf8')).toBe(enumFile(6));
        expect(await readFile(join(dir, 'src/client.ts'), 'utf8')).toBe(client(6));
        expect(await readFile(join(dir, 'src/item-answer.ts'), 'utf8')).toBe(model);
        expect(report.typeErrors).toEqual([]);
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    ));
});
