import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * undici's untyped `body.json()` typed where it lands (`types/undici-body.ts`): a destructured `{ statusCode, body }`
 * returned `as Promise<Page<Row>>`, and a response handed to a helper returning its body, cast `as Item`. The
 * look-alike is another service's client on the same Pool type whose answer lands in a type with the API's field
 * names (`/v1/records`): left, with its readers.
 */
const stand = [
  'export interface Body {',
  '  json(): Promise<unknown>;',
  '  text(): Promise<string>;',
  '}',
  'export interface ResponseData {',
  '  statusCode: number;',
  '  body: Body;',
  '}',
  'export interface Dispatcher {',
  '  request(o: { path: string; method: string }): Promise<ResponseData>;',
  '}',
  '',
].join('\n');

const client = (v: 4 | 6) =>
  [
    "import type { Body, Dispatcher, ResponseData } from './undici-stand-in';",
    '',
    'export interface Page<T> {',
    '  data: T[];',
    '  total: number;',
    '}',
    'export interface Row {',
    `  ${v === 4 ? 'recordId' : 'categoryId'}: number;`,
    `  ${v === 4 ? 'recordName' : 'categoryName'}: string;`,
    '}',
    'export interface Item {',
    '  itemId: number;',
    `  ${v === 4 ? 'versionCount' : 'historyCount'}: number;`,
    '}',
    '',
    'export class Client {',
    '  constructor(private readonly pool: Dispatcher) {}',
    '',
    '  private async ok(res: ResponseData): Promise<Body> {',
    '    if (res.statusCode >= 400) throw new Error(await res.body.text());',
    '    return res.body;',
    '  }',
    '',
    '  async list(page: number): Promise<Page<Row>> {',
    '    const { statusCode, body } = await this.pool.request({',
    `      path: \`/api/v4/${v === 4 ? 'records' : 'categories'}?page=\${page}\`,`,
    "      method: 'GET',",
    '    });',
    "    if (statusCode !== 200) throw new Error('list');",
    '    return body.json() as Promise<Page<Row>>;',
    '  }',
    '',
    '  async item(id: number) {',
    "    const res = await this.pool.request({ path: `/api/v4/items/${id}`, method: 'GET' });",
    '    return (await (await this.ok(res)).json()) as Item;',
    '  }',
    '}',
    '',
  ].join('\n');

const reader = (v: 4 | 6) =>
  [
    "import type { Client } from './client';",
    '',
    'export async function names(c: Client): Promise<string[]> {',
    `  return (await c.list(1)).data.map((r) => r.${v === 4 ? 'recordName' : 'categoryName'});`,
    '}',
    'export async function versions(c: Client): Promise<number> {',
    `  return (await c.item(5)).${v === 4 ? 'versionCount' : 'historyCount'};`,
    '}',
    '',
  ].join('\n');

// another service (an audit log) on the same Dispatcher type: its answer has the API's field names
const audit = [
  "import type { Dispatcher } from './undici-stand-in';",
  '',
  'export interface Entry {',
  '  recordId: number;',
  '  versionCount: number;',
  '}',
  '',
  'export async function entries(pool: Dispatcher): Promise<Entry[]> {',
  "  const { body } = await pool.request({ path: '/v1/records?source=mirror', method: 'GET' });",
  '  return (await body.json()) as Entry[];',
  '}',
  'export const latest = async (pool: Dispatcher): Promise<number> => (await entries(pool))[0]?.versionCount ?? 0;',
  '',
].join('\n');

describe("undici's untyped body.json() typed where it lands", () => {
  it('renames the fields of the type a destructured or helper-read body lands in, and their reads; leaves another service', async () => {
    const files = {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, types: [], lib: ['es2022'] },
        include: ['src'],
      }),
      'src/undici-stand-in.ts': stand,
      'src/client.ts': client(4),
      'src/reader.ts': reader(4),
      'src/audit.ts': audit,
    };
    await migrateSmallProject('undici-body-', files, { from: 4, to: 6 }, async (dir, report) => {
      const text = async (f: string) =>
        (await readFile(join(dir, f), 'utf8')).replace(/^ *\/\/ TODO\(compliance-migrate\).*\n/gm, '');
      expect(await text('src/client.ts')).toBe(client(6));
      expect(await text('src/reader.ts')).toBe(reader(6));
      expect(await readFile(join(dir, 'src/audit.ts'), 'utf8')).toBe(audit);
      expect(report.edits.filter((e) => e.file.endsWith('audit.ts'))).toEqual([]);
      expect(report.typeErrors).toEqual([]);
    });
  });
});
