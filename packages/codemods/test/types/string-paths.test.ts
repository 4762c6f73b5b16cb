import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [] },
    include: ['src'],
  }),
  'src/lodash.d.ts': [
    "declare module 'lodash' {",
    '  export function get(object: unknown, path: string | (string | number)[], defaultValue?: unknown): any;',
    '  export function has(object: unknown, path: string | (string | number)[]): boolean;',
    '  export function pick<T extends object, K extends keyof T>(object: T, paths: K[]): Pick<T, K>;',
    '  export function sortBy<T>(collection: T[], iteratee: string): T[];',
    '}',
    '',
  ].join('\n'),
  'src/records.ts': [
    "import * as _ from 'lodash';",
    "import { get, pick, sortBy } from 'lodash';",
    '',
    'interface RecordRow {',
    '  recordId: number;',
    '  recordName: string;',
    '}',
    'interface Mine {',
    '  recordName: string;',
    '}',
    '',
    'const api = {',
    '  async get<T>(url: string): Promise<{ data: T }> {',
    '    return { data: (await (await fetch(url)).json()) as T };',
    '  },',
    '};',
    '',
    'export async function load(mine: Mine, loose: any) {',
    "  const { data: body } = await api.get<{ data: RecordRow[] }>('/records');",
    "  const first: string = get(body, 'data[0].recordName', '');",
    "  const rows = sortBy(body.data, 'recordName');",
    "  const picked = rows.map((r) => pick(r, ['recordId', 'recordName']));",
    "  const named: string = get(body, ['data', 0, 'recordName'], '');",
    "  const known = _.has(body, ['data', '1', 'recordName']);",
    "  const theirs = [get(mine, 'recordName'), get(loose, 'data[0].recordName')];",
    "  return [first, picked, named, known, theirs, get(mine, ['recordName']), get(loose, ['data', 0, 'recordName'])];",
    '}',
    '',
  ].join('\n'),
};

describe('string key paths into a value of this API (lodash get/pick/sortBy)', () => {
  it("renames the segments that name a renamed field, follows indexes, elements and array paths, and leaves other types' keys", async () => {
    await migrateSmallProject('paths-', files, { from: 4, to: 5 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/records.ts'), 'utf8');
      expect(out).toContain("get(body, 'data[0].categoryName', '')");
      expect(out).toContain("sortBy(body.data, 'categoryName')");
      expect(out).toContain("pick(r, ['categoryId', 'categoryName'])");
      // a type that is not this API's data, and `any`, keep their keys
      // an array path is one path, key after key (lodash get/has/set), not a list of keys
      expect(out).toContain("get(body, ['data', 0, 'categoryName'], '')");
      expect(out).toContain("_.has(body, ['data', '1', 'categoryName'])");
      expect(out).toContain("get(mine, 'recordName')");
      expect(out).toContain("get(mine, ['recordName'])");
      expect(out).toContain("get(loose, 'data[0].recordName')");
      expect(out).toContain("get(loose, ['data', 0, 'recordName'])");
      expect(out).toContain('interface Mine {\n  recordName: string;');
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);
});
