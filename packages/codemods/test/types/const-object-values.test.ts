import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

// typescript-axios writes an enum as an `as const` object and an alias indexing it by its own keys
const MODELS = `export const AnswerHeaderIdEnum = {
    RecName: 'REC_NAME',
    TypeName: 'TYPE_NAME',
    DueDate: 'DUE_DATE',
} as const;
export type AnswerHeaderIdEnum = typeof AnswerHeaderIdEnum[keyof typeof AnswerHeaderIdEnum];

export interface Answer {
    'headerId': AnswerHeaderIdEnum;
    'value': string;
}

export interface AnswerList {
    'answers': Array<Answer>;
}

// the same values in an enum of the app's own, read by no response of this API
export const ImportColumnEnum = {
    RecName: 'REC_NAME',
    TypeName: 'TYPE_NAME',
} as const;
export type ImportColumnEnum = typeof ImportColumnEnum[keyof typeof ImportColumnEnum];
export interface ImportColumn {
    'column': ImportColumnEnum;
}
`;

const APP = `import type { AnswerList, ImportColumn } from './models';

export function answers(itemId: number): Promise<AnswerList> {
  return fetch(\`/api/v4/items/\${itemId}/answer\`).then((r) => r.json());
}

export const columns: ImportColumn[] = [{ column: 'REC_NAME' }];
`;

describe('an enum written as an `as const` object (typescript-axios)', () => {
  it('has its values renamed where a response of this API holds it; the same values of another enum stay', async () => {
    const files = {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, lib: ['ES2020', 'DOM'], types: [] },
      }),
      'src/models.ts': MODELS,
      'src/app.ts': APP,
    };
    await migrateSmallProject('const-object-values-', files, { from: 4, to: 6 }, async (dir) => {
      const models = await readFile(join(dir, 'src/models.ts'), 'utf8');
      expect(models).toContain(
        "    RecName: 'CATEGORY_NAME',\n    TypeName: 'SUBCATEGORY_NAME',\n    DueDate: 'DUE_DATE',",
      );
      expect(models).toContain(
        "export const ImportColumnEnum = {\n    RecName: 'REC_NAME',\n    TypeName: 'TYPE_NAME',",
      );
      expect(await readFile(join(dir, 'src/app.ts'), 'utf8')).toContain("[{ column: 'REC_NAME' }]");
    });
  }, 60_000);
});
