import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A GraphQL server's schema is its own contract: a field with no resolver is read from the parent object's property
 * of the same name. When that parent is this API's data and the run renames the property, the schema's field would
 * resolve to nothing: its type gets a TODO naming the new names, and the schema stays as it is. A field with a
 * resolver of its own, and a type whose parent is the app's own data, get none.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/schema.ts': [
    'export const typeDefs = `#graphql',
    '  type Record { recordId: ID! recordName: String! code: String! }',
    '  type Bookmark { recordId: ID! note: String }',
    '  type Query { records: [Record!]! bookmarks: [Bookmark!]! }',
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
    '',
  ].join('\n'),
  'src/bookmarks.ts': [
    '// the app keeps its own bookmarks of records in its own store',
    'export interface BookmarkRow { recordId: number; note: string | null }',
    'export const bookmarks: BookmarkRow[] = [];',
    '',
  ].join('\n'),
  'src/resolvers.ts': [
    "import { listRecords, type RecordRow } from './api';",
    "import { bookmarks } from './bookmarks';",
    '',
    'export const resolvers = {',
    '  Query: {',
    '    records: () => listRecords(),',
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
  it('get a TODO at their type resolvers, naming the new names; the schema and the app own data are left', async () => {
    await migrateSmallProject('graphql-defaults-', files, { from: 4, to: 6 }, async (dir, report) => {
      const resolvers = await readFile(join(dir, 'src/resolvers.ts'), 'utf8');
      expect(resolvers).toContain('record.categoryCode');
      const todos = report.todos.filter((t) => t.message.includes('GraphQL'));
      expect(todos.map((t) => `${t.file.split('/').pop()}:${t.line}`)).toEqual(['resolvers.ts:9']);
      expect(todos[0]!.message).toContain('Record resolved recordId, recordName by default');
      expect(todos[0]!.message).toContain('recordId: (parent) => parent.categoryId');
      expect(todos[0]!.message).not.toContain('code');
      expect(await readFile(join(dir, 'src/schema.ts'), 'utf8')).toBe(files['src/schema.ts']);
      expect(await readFile(join(dir, 'src/bookmarks.ts'), 'utf8')).toBe(files['src/bookmarks.ts']);
    });
  }, 60_000);

  it('a type whose every field has its resolver gets none', async () => {
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
        expect(report.todos.filter((t) => t.message.includes('GraphQL'))).toEqual([]);
      },
    );
  }, 60_000);
});
