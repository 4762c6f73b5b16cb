import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { effectStandIn } from './effect-stand-in.js';

/**
 * A test's stub answer written by hand and typed by itself (`Effect.succeed({ answers: [{ headerId: 'REC_NAME', value }]
 * })`, `types/schema-stub-values.ts`): a literal whose keys are all a schema shape's, that shape holding an enum schema
 * with renamed values, has that field's value renamed. A literal with a key of its own, and the same literal outside a
 * test, are left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: ['effect-stand-in'], lib: ['esnext'] },
    include: ['src'],
  }),
  'node_modules/@types/effect-stand-in/index.d.ts': effectStandIn,
  'src/client.ts': [
    "import { HttpClientRequest, HttpClientResponse } from '@effect/platform';",
    "import { Effect, Schema } from 'effect';",
    '',
    "export const HeaderId = Schema.Literal('REC_NAME', 'TYPE_NAME', 'COMMENT');",
    'export const Answer = Schema.Struct({ headerId: HeaderId, value: Schema.String });',
    'declare const send: (request: HttpClientRequest.HttpClientRequest) => Effect.Effect<unknown>;',
    'export const getAnswers = (id: number) =>',
    '  HttpClientRequest.get(`/items/${id}/answer`).pipe(',
    '    send,',
    '    Effect.flatMap(HttpClientResponse.schemaBodyJson(Schema.Struct({ answers: Schema.Array(Answer) }))),',
    '  );',
    "export const seed = { headerId: 'REC_NAME', value: 'kept outside a test' };",
    '',
  ].join('\n'),
  'src/client.test.ts': [
    "import { Effect } from 'effect';",
    '',
    "export const stub = () => Effect.succeed({ answers: [{ headerId: 'REC_NAME', value: 'Fire' }] });",
    "export const column = { headerId: 'REC_NAME', label: 'the app’s own column' };",
    '',
  ].join('\n'),
};

describe('a test’s stub values of an enum schema’s field', () => {
  it('renames the value in a stub of the schema’s shape; a literal with a key of its own, or outside a test, is left', async () => {
    await migrateSmallProject('stub-values-', files, { from: 4, to: 6 }, async (dir) => {
      const test = await readFile(join(dir, 'src/client.test.ts'), 'utf8');
      expect(test).toContain("Effect.succeed({ answers: [{ headerId: 'CATEGORY_NAME', value: 'Fire' }] })");
      expect(test).toContain("{ headerId: 'REC_NAME', label: 'the app’s own column' }");
      const client = await readFile(join(dir, 'src/client.ts'), 'utf8');
      expect(client).toContain("Schema.Literal('CATEGORY_NAME', 'SUBCATEGORY_NAME', 'COMMENT')");
      expect(client).toContain("export const seed = { headerId: 'REC_NAME', value: 'kept outside a test' };");
    });
  }, 60_000);
});
