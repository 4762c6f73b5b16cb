import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A GraphQL server's schema is its own contract: a field with no resolver is read from the parent object's property
 * of the same name. When that parent is this API's data and the run renames the property, the schema's field would
 * resolve to nothing: it gets a resolver reading the new name in its type's resolver map, or, for a type with none,
 * a TODO naming the new names; the schema stays as it is. A field with a resolver of its own, and a type whose
 * parent is the app's own data, get nothing.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/schema.ts': [
    'export const typeDefs = `#graphql',
    '  type Record { recordId: ID! recordName: String! code: String! }',
    '  type Kind { typeId: ID! typeName: String! }',
    '  type Bookmark { recordId: ID! note: String }',
    '  type Query { records: [Record!]! kinds(recordId: ID!): [Kind!]! bookmarks: [Bookmark!]! }',
    '`;',
    '',
  ].join('\n'),
  'src/api.ts': [
    'export interface RecordRow { recordId: number; recordName: string; recordCode: string }',
    'export async function listRecords(): Promise<RecordRow[]> {',
    "  const res = await fetch('/api/v4/records');",
    '  const page: { data: RecordRow[] } = await res.json();',
    '  return page.data;',
    '}',
    'export interface TypeRow { typeId: number; typeName: string }',
    'export async function listTypes(recordId: number): Promise<TypeRow[]> {',
    '  const res = await fetch(`/api/v4/types?recordId=${recordId}`);',
    '  const page: { data: TypeRow[] } = await res.json();',
    '  return page.data;',
    '}',
    '',
  ].join('\n'),
  'src/bookmarks.ts': [
    '// the app keeps its own bookmarks of records in its own store',
    'export interface BookmarkRow { recordId: number; note: string | null }',
    'export const bookmarks: BookmarkRow[] = [];',
    '',
  ].join('\n'),
  'src/resolvers.ts': [
    "import { listRecords, listTypes, type RecordRow } from './api';",
    "import { bookmarks } from './bookmarks';",
    '',
    'export const resolvers = {',
    '  Query: {',
    '    records: () => listRecords(),',
    '    kinds: (_: unknown, args: { recordId: number }) => listTypes(args.recordId),',
    '    bookmarks: () => bookmarks,',
    '  },',
    '  Record: {',
    '    code: (record: RecordRow) => record.recordCode,',
    '  },',
    '};',
    '',
  ].join('\n'),
};

describe("a GraphQL schema's fields resolved by default from this API's renamed fields", () => {
  it("get resolvers in their type's resolver map, or a TODO where it has none; the schema and the app's own data are left", async () => {
    await migrateSmallProject('graphql-defaults-', files, { from: 4, to: 6 }, async (dir, report) => {
      const resolvers = await readFile(join(dir, 'src/resolvers.ts'), 'utf8');
      expect(resolvers).toContain(
        [
          '  Record: {',
          '    recordId: (record: CategoryRow) => record.categoryId,',
          '    recordName: (record: CategoryRow) => record.categoryName,',
          '    code: (record: CategoryRow) => record.categoryCode,',
        ].join('\n'),
      );
      const todos = report.todos.filter((t) => t.message.includes('GraphQL'));
      expect(todos.map((t) => t.message.split(' by default')[0])).toEqual([
        "the GraphQL schema's Kind resolved typeId, typeName",
      ]);
      expect(todos[0]!.message).toContain('typeId: (parent) => parent.subCategoryId');
      expect(resolvers.split('\n').findIndex((l) => l.includes("GraphQL schema's Kind"))).toBe(
        resolvers.split('\n').findIndex((l) => l.includes('kinds:')) - 1,
      );
      expect(report.typeErrors).toEqual([]);
      expect(await readFile(join(dir, 'src/schema.ts'), 'utf8')).toBe(files['src/schema.ts']);
      expect(await readFile(join(dir, 'src/bookmarks.ts'), 'utf8')).toBe(files['src/bookmarks.ts']);
    });
  }, 60_000);

  it('a type whose every field has its resolver gets nothing', async () => {
    const resolved = {
      ...files,
      'src/resolvers.ts': files['src/resolvers.ts']!.replace(
        '    code: (record: RecordRow) => record.recordCode,',
        [
          '    recordId: (record: RecordRow) => record.recordId,',
          '    recordName: (record: RecordRow) => record.recordName,',
          '    code: (record: RecordRow) => record.recordCode,',
        ].join('\n'),
      ),
    };
    await migrateSmallProject(
      'graphql-defaults-resolved-',
      resolved,
      { from: 4, to: 6 },
      async (dir, report) => {
        expect(await readFile(join(dir, 'src/resolvers.ts'), 'utf8')).toContain(
          'recordId: (record: CategoryRow) => record.categoryId,',
        );
        expect(report.todos.filter((t) => t.message.includes("GraphQL schema's Record"))).toEqual([]);
        expect(
          (await readFile(join(dir, 'src/resolvers.ts'), 'utf8')).match(/recordId: \(record/g)?.length,
        ).toBe(1);
      },
    );
  }, 60_000);
});
