import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * superagent answers typed where the untyped `res.body` lands (`types/body-declared.ts`): returned from a method
 * declared `Promise<T>`, or cast (`(res.body as Page<T>).data`). The look-alike is another service's gateway on the
 * same library whose `res.body` lands in a type with the same field names: left.
 */
const stand = [
  "declare module 'superagent' {",
  '  interface Response { body: any; status: number }',
  '  interface Request extends Promise<Response> {',
  '    set(name: string, value: string): Request;',
  '    query(q: object): Request;',
  '    retry(n: number): Request;',
  '  }',
  '  const superagent: { get(url: string): Request };',
  '  export default superagent;',
  '}',
  '',
].join('\n');

const gateway = (v: 4 | 6) =>
  [
    "import superagent from 'superagent';",
    '',
    "const BASE = '/api/v4';",
    '',
    'export interface Row {',
    `  ${v === 4 ? 'recordId' : 'categoryId'}: number;`,
    `  ${v === 4 ? 'recordName' : 'categoryName'}: string;`,
    '}',
    'export interface Item {',
    '  itemId: number;',
    `  ${v === 4 ? 'versionCount' : 'historyCount'}: number;`,
    '}',
    '',
    'export class Gateway {',
    '  async list(company: number): Promise<Row[]> {',
    `    const res = await superagent.get(\`\${BASE}/${v === 4 ? 'records' : 'categories'}\`).set('X-Company-Context', String(company)).retry(2);`,
    '    return (res.body as { data: Row[] }).data;',
    '  }',
    '',
    '  async item(id: number): Promise<Item> {',
    '    const res = await superagent.get(`${BASE}/items/${id}`);',
    '    return res.body;',
    '  }',
    '}',
    '',
  ].join('\n');

const reader = (v: 4 | 6) =>
  [
    "import { Gateway } from './gateway';",
    '',
    'export async function names(g: Gateway): Promise<string[]> {',
    `  return (await g.list(1)).map((r) => r.${v === 4 ? 'recordName' : 'categoryName'});`,
    '}',
    'export async function versions(g: Gateway): Promise<number> {',
    `  return (await g.item(5)).${v === 4 ? 'versionCount' : 'historyCount'};`,
    '}',
    '',
  ].join('\n');

// another service's gateway on superagent: its `res.body` typed the same way, with the API's field names
const billing = [
  "import superagent from 'superagent';",
  '',
  "const BILLING = 'https://billing.example.org/v2';",
  '',
  'export interface Invoice {',
  '  recordId: string;',
  '  versionCount: number;',
  '}',
  '',
  'export async function invoices(): Promise<Invoice[]> {',
  '  const res = await superagent.get(`${BILLING}/invoices`).query({ typeId: 1 });',
  '  return res.body;',
  '}',
  'export const firstVersion = async (): Promise<number> => (await invoices())[0]?.versionCount ?? 0;',
  '',
].join('\n');

describe("superagent's untyped res.body typed where it lands", () => {
  it('renames the fields of the type a returned or cast res.body lands in, and their reads; leaves another service', async () => {
    const files = {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, types: [], lib: ['es2022'] },
        include: ['src'],
      }),
      'src/stand-ins.d.ts': stand,
      'src/gateway.ts': gateway(4),
      'src/reader.ts': reader(4),
      'src/billing.ts': billing,
    };
    await migrateSmallProject('body-declared-', files, { from: 4, to: 6 }, async (dir, report) => {
      const text = async (f: string) =>
        (await readFile(join(dir, f), 'utf8')).replace(/^ *\/\/ TODO\(compliance-migrate\).*\n/gm, '');
      expect(await text('src/gateway.ts')).toBe(gateway(6));
      expect(await text('src/reader.ts')).toBe(reader(6));
      expect(await readFile(join(dir, 'src/billing.ts'), 'utf8')).toBe(billing);
      expect(report.edits.filter((e) => e.file.endsWith('billing.ts'))).toEqual([]);
    });
  });
});
