import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { rtkStandIn, zodStandIn } from './zod-stand-in.js';

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], module: 'esnext', moduleResolution: 'bundler' },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': zodStandIn + rtkStandIn,
  'src/answers.ts': [
    "import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';",
    "import { z } from 'zod';",
    '',
    "export const HeaderIdSchema = z.enum(['REC_NAME', 'TYPE_NAME', 'COMMENT']);",
    'export type HeaderId = z.infer<typeof HeaderIdSchema>;',
    'const AnswersSchema = z.object({ answers: z.array(z.object({ headerId: HeaderIdSchema, value: z.string() })) });',
    '// the app’s own enum of the same words, parsing no response of this API',
    "export const ColumnSchema = z.enum(['REC_NAME', 'OWNER']);",
    'export type Column = z.infer<typeof ColumnSchema>;',
    '',
    'export const api = createApi({',
    "  reducerPath: 'compliance',",
    "  baseQuery: fetchBaseQuery({ baseUrl: '/api/v4/' }),",
    '  endpoints: (build) => ({',
    '    answers: build.query<z.infer<typeof AnswersSchema>, number>({',
    '      query: (id) => `items/${id}/answer`,',
    '      transformResponse: (res: unknown) => AnswersSchema.parse(res),',
    '    }),',
    '  }),',
    '});',
    '',
    "export const isCategory = (id: HeaderId): boolean => id === 'REC_NAME' || id === 'TYPE_NAME';",
    "export const LABELS: { [K in HeaderId]: string } = { REC_NAME: 'Record', TYPE_NAME: 'Type', COMMENT: 'Comment' };",
    "export const firstColumn: Column = 'REC_NAME';",
    "export const isName = (c: Column): boolean => c === 'REC_NAME';",
    '',
  ].join('\n'),
};

describe('the values of a zod enum a response is parsed with (z.enum([…]) of headerId values)', () => {
  it('renames the enum’s values and their uses; another enum of the same words is left', async () => {
    await migrateSmallProject('schema-enum-', files, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/answers.ts'), 'utf8');
      expect(out).toContain("z.enum(['CATEGORY_NAME', 'SUBCATEGORY_NAME', 'COMMENT'])");
      expect(out).toContain("id === 'CATEGORY_NAME' || id === 'SUBCATEGORY_NAME'");
      expect(out).toContain("{ CATEGORY_NAME: 'Record', SUBCATEGORY_NAME: 'Type', COMMENT: 'Comment' }");
      // the app's own column enum, and what is typed by it
      expect(out).toContain("z.enum(['REC_NAME', 'OWNER'])");
      expect(out).toContain("export const firstColumn: Column = 'REC_NAME';");
      expect(out).toContain("c === 'REC_NAME'");
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);
});
