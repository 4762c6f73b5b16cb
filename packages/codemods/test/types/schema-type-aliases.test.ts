import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { effectStandIn } from './effect-stand-in.js';

/**
 * A model written beside its Effect Schema under the schema's name (`export const RecordType = Schema.Struct(…)`,
 * `export type RecordType = typeof RecordType.Type`, `types/schema-type-aliases.ts`): when a response of this API is
 * decoded by the schema, the model is named for the renamed resource and is renamed with the schema value it shares
 * its name with; the app's own schema and model of the same shape, decoding no response, keep their name.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': effectStandIn,
  'src/client.ts': [
    "import { HttpClientRequest, HttpClientResponse } from '@effect/platform';",
    "import { Effect, Schema } from 'effect';",
    '',
    'export const RecordType = Schema.Struct({ typeId: Schema.Number, typeName: Schema.String });',
    'export type RecordType = typeof RecordType.Type;',
    'declare const send: (request: HttpClientRequest.HttpClientRequest) => Effect.Effect<unknown>;',
    '',
    'export const listTypes = () =>',
    "  HttpClientRequest.get('/types').pipe(",
    '    send,',
    '    Effect.flatMap(HttpClientResponse.schemaBodyJson(Schema.Struct({ data: Schema.Array(RecordType) }))),',
    '  );',
    'export const first = (rows: readonly RecordType[]): string => rows[0]?.typeName ?? "";',
    '',
  ].join('\n'),
  'src/own.ts': [
    "import { Schema } from 'effect';",
    '',
    'export const RecordDraft = Schema.Struct({ typeId: Schema.Number, typeName: Schema.String });',
    'export type RecordDraft = typeof RecordDraft.Type;',
    'export const named = (d: RecordDraft): string => d.typeName;',
    '',
  ].join('\n'),
};

describe('a model restating an Effect Schema’s decoded type under the schema’s name', () => {
  it('is renamed with the schema value when a response is decoded by it; the app’s own is left', async () => {
    await migrateSmallProject('effect-alias-', files, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/client.ts'), 'utf8');
      expect(out).toContain(
        'export const SubCategory = Schema.Struct({ subCategoryId: Schema.Number, subCategoryName: Schema.String });',
      );
      expect(out).toContain('export type SubCategory = typeof SubCategory.Type;');
      expect(out).toContain('Schema.Array(SubCategory)');
      expect(out).toContain('(rows: readonly SubCategory[])');
      expect(await readFile(join(dir, 'src/own.ts'), 'utf8')).toBe(files['src/own.ts']);
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);
});
