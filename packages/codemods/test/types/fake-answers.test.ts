import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * A test's hand-written fake of the project's client, cast to it (`types/fake-answers.ts`): the answers of its
 * `vi.fn` methods take the renames of what the client's methods return, and the calls a test expects of them the
 * renames of their parameters, even where the app's database model declares the same names. The look-alikes: a fake of that database cast to its own type, and a key neither
 * type declares.
 */
const stand = [
  'declare const expect: any;',
  'declare const vi: {',
  '  fn<T extends (...args: any[]) => any>(implementation?: T): any;',
  '};',
  '',
].join('\n');

const row = (v: 4 | 6) => (v === 4 ? 'RecordRow' : 'CategoryRow');
const id = (v: 4 | 6) => (v === 4 ? 'recordId' : 'categoryId');
const name = (v: 4 | 6) => (v === 4 ? 'recordName' : 'categoryName');

const api = (v: 4 | 6) =>
  [
    `export interface ${row(v)} {`,
    `  ${id(v)}: number;`,
    `  ${name(v)}: string;`,
    '}',
    'export interface Page<T> {',
    '  data: T[];',
    '  total: number;',
    '}',
    '',
    'export class ComplianceApi {',
    `  async listRecords(page: number): Promise<Page<${row(v)}>> {`,
    `    const res = await fetch(\`/api/${v === 4 ? 'records' : 'categories'}?page=\${page}\`, { headers: { 'X-Company-Context': '1' } });`,
    `    return (await res.json()) as Page<${row(v)}>;`,
    '  }',
    '',
    `  remember(row: ${row(v)}): void {`,
    '    console.log(row);',
    '  }',
    '}',
    '',
  ].join('\n');

// the reporting database keeps its own column names
const db = [
  'export interface StoredRecord {',
  '  recordId: number;',
  '  recordName: string;',
  '}',
  'export interface Db {',
  '  record: { upsert(row: StoredRecord): Promise<StoredRecord> };',
  '}',
  '',
].join('\n');

const test = (v: 4 | 6) =>
  [
    "import type { ComplianceApi } from './api';",
    "import type { Db } from './db';",
    '',
    `const second = [{ ${id(v)}: 4, ${name(v)}: 'Food' }];`,
    'export const api = {',
    '  listRecords: vi.fn(async (page: number) => ({',
    `    data: page === 1 ? [{ ${id(v)}: 3, ${name(v)}: 'Fire safety', source: 'seed' }] : second,`,
    '    total: 2,',
    '  })),',
    '} as unknown as ComplianceApi;',
    '',
    'const other = {',
    `  listRecords: vi.fn().mockResolvedValue({ data: [{ ${id(v)}: 5, ${name(v)}: 'Ladders' }], total: 1 }),`,
    '  remember: vi.fn(),',
    '};',
    'export const fromMock = other as unknown as ComplianceApi;',
    'export const check = () =>',
    `  expect(other.remember).toHaveBeenNthCalledWith(1, expect.objectContaining({ ${id(v)}: 5 }));`,
    '',
    'export const store = {',
    "  record: { upsert: vi.fn(async () => ({ recordId: 3, recordName: 'Fire safety' })) },",
    '} as unknown as Db;',
    '',
  ].join('\n');

describe("a test's fake of the client, cast to it", () => {
  it("renames its methods' answers as the client's results, and leaves the database fake", () =>
    migrateSmallProject(
      'fake-answers-',
      {
        'src/stand.d.ts': stand,
        'src/api.ts': api(4),
        'src/db.ts': db,
        'src/sync.test.ts': test(4),
        'tsconfig.json': JSON.stringify({
          compilerOptions: { strict: true, noEmit: true, types: [], lib: ['es2022', 'dom'] },
          include: ['src'],
        }),
      },
      { from: 4, to: 6 },
      async (dir) => {
        expect(await readFile(join(dir, 'src/api.ts'), 'utf8')).toBe(api(6));
        expect(await readFile(join(dir, 'src/db.ts'), 'utf8')).toBe(db);
        expect(await readFile(join(dir, 'src/sync.test.ts'), 'utf8')).toBe(test(6));
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    ));
});
