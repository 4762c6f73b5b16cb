import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { effectStandIn } from './effect-stand-in.js';

/**
 * Effect's `HttpClientRequest.get(path).pipe(…, Effect.flatMap(HttpClientResponse.schemaBodyJson(Schema)))`: the
 * schema types the response (`types/effect-schema-response.ts`), so its `Schema.Struct` keys and every read of the
 * decoded rows are renamed, a `Schema.Literal` of headerId values has its values renamed, and a field that became a
 * list has its schema made a list's (`Schema.NullOr(Schema.Number)` → `Schema.Array(Schema.Number)`). A schema no
 * request of this API decodes (the app's own, of the same keys and words) is left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: ['effect-stand-in'], lib: ['esnext'] },
    include: ['src'],
  }),
  // installed, as the real packages are: their types are a library's, not the project's
  'node_modules/@types/effect-stand-in/index.d.ts': effectStandIn,
  'src/client.ts': [
    "import { HttpClientRequest, HttpClientResponse } from '@effect/platform';",
    "import { Effect, Schema } from 'effect';",
    '',
    'export const Row = Schema.Struct({ recordId: Schema.Number, recordName: Schema.String });',
    'export type Row = typeof Row.Type;',
    'export const Profile = Schema.Struct({ profileId: Schema.Number, assignedUserId: Schema.NullOr(Schema.Number) });',
    "export const HeaderId = Schema.Literal('REC_NAME', 'TYPE_NAME', 'COMMENT');",
    'export const Answers = Schema.Struct({',
    '  answers: Schema.Array(Schema.Struct({ headerId: HeaderId, value: Schema.String })),',
    '});',
    'declare const send: (request: HttpClientRequest.HttpClientRequest) => Effect.Effect<unknown>;',
    '',
    'export const listRecords = () =>',
    "  HttpClientRequest.get('/records').pipe(",
    '    send,',
    '    Effect.flatMap(HttpClientResponse.schemaBodyJson(Schema.Struct({ data: Schema.Array(Row) }))),',
    '  );',
    'export const getProfile = (id: number) =>',
    '  HttpClientRequest.get(`/profiles/${id}`).pipe(send, Effect.flatMap(HttpClientResponse.schemaBodyJson(Profile)));',
    'export const getAnswers = (id: number) =>',
    '  HttpClientRequest.get(`/items/${id}/answer`).pipe(send, Effect.flatMap(HttpClientResponse.schemaBodyJson(Answers)));',
    'export const label = (row: Row): string => row.recordName;',
    "export const isCategory = (id: typeof HeaderId.Type): boolean => id === 'REC_NAME';",
    '// the answer dropped: nothing to check; a request whose answer goes on undecoded keeps its TODO',
    'export const archive = (id: number) => HttpClientRequest.put(`/records/${id}/archive`).pipe(send, Effect.asVoid);',
    "export const search = () => HttpClientRequest.get('/items/search').pipe(send);",
    '',
  ].join('\n'),
  // the app's own schemas of the same keys and words, decoding no response of this API
  'src/own.ts': [
    "import { Schema } from 'effect';",
    '',
    'export const Draft = Schema.Struct({ recordId: Schema.Number, recordName: Schema.String });',
    "export const Column = Schema.Literal('REC_NAME', 'OWNER');",
    'export const Owner = Schema.Struct({ assignedUserId: Schema.NullOr(Schema.Number) });',
    "export const first = (d: typeof Draft.Type, c: typeof Column.Type): boolean => c === 'REC_NAME' && d.recordId > 0;",
    '',
  ].join('\n'),
};

describe('an Effect Schema decoding a response (HttpClientResponse.schemaBodyJson)', () => {
  it('renames the struct keys, their reads, the literal values and makes a list schema; the app’s own schemas are left', async () => {
    await migrateSmallProject('effect-schema-', files, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/client.ts'), 'utf8');
      expect(out).toContain("HttpClientRequest.get('/categories')");
      expect(out).toContain('Schema.Struct({ categoryId: Schema.Number, categoryName: Schema.String })');
      expect(out).toContain('row.categoryName');
      expect(out).toContain('assignedUserIds: Schema.Array(Schema.Number)');
      expect(out).toContain("Schema.Literal('CATEGORY_NAME', 'SUBCATEGORY_NAME', 'COMMENT')");
      expect(out).toContain("id === 'CATEGORY_NAME'");
      expect(await readFile(join(dir, 'src/own.ts'), 'utf8')).toBe(files['src/own.ts']);
      expect(report.todos.filter((t) => t.file === 'src/client.ts').map((t) => t.line)).toEqual([26]);
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);
});
