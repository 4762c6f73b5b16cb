import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * superagent answers whose untyped `res.body` is read a member deep where it lands (`types/body-member-declared.ts`):
 * `return res.body.data` in a method declared `Promise<T[]>`, a declared variable, a cast. The look-alikes: another
 * service's gateway doing the same with the API's field names, and a member of the API's answer that its changes
 * do not reach (`meta`), landing in a type with a field named like the API's.
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

// the row types are named for the resource, so the domain-name rule renames them with it
const typeRow = (v: 4 | 6) => (v === 4 ? 'TypeRow' : 'SubCategoryRow');
const recordRow = (v: 4 | 6) => (v === 4 ? 'RecordRow' : 'CategoryRow');

const gateway = (v: 4 | 6) =>
  [
    "import superagent from 'superagent';",
    '',
    "const BASE = '/api/v4';",
    '',
    `export interface ${typeRow(v)} {`,
    `  ${v === 4 ? 'typeId' : 'subCategoryId'}: number;`,
    `  ${v === 4 ? 'typeName' : 'subCategoryName'}: string;`,
    `  ${v === 4 ? 'recordId' : 'categoryId'}: number;`,
    '}',
    `export interface ${recordRow(v)} {`,
    `  ${v === 4 ? 'recordId' : 'categoryId'}: number;`,
    `  ${v === 4 ? 'recordName' : 'categoryName'}: string;`,
    '}',
    'export interface PageMeta {',
    '  recordId: string;',
    '}',
    '',
    'export class Gateway {',
    `  async types(company: number): Promise<${typeRow(v)}[]> {`,
    `    const res = await superagent.get(\`\${BASE}/${v === 4 ? 'types' : 'subcategories'}\`).set('X-Company-Context', String(company)).retry(2);`,
    '    return res.body.data;',
    '  }',
    '',
    `  async records(): Promise<${recordRow(v)}[]> {`,
    `    const res = await superagent.get(\`\${BASE}/${v === 4 ? 'records' : 'categories'}\`);`,
    `    const rows: ${recordRow(v)}[] = res.body.data;`,
    '    const meta = res.body.meta as PageMeta;',
    '    console.log(meta.recordId);',
    '    return rows;',
    '  }',
    '}',
    '',
  ].join('\n');

const reader = (v: 4 | 6) =>
  [
    "import { Gateway } from './gateway';",
    '',
    'export async function typeNames(g: Gateway): Promise<string[]> {',
    `  return (await g.types(1)).map((t) => \`\${t.${v === 4 ? 'recordId' : 'categoryId'}}: \${t.${v === 4 ? 'typeName' : 'subCategoryName'}}\`);`,
    '}',
    'export async function recordNames(g: Gateway): Promise<string[]> {',
    `  return (await g.records()).map((r) => r.${v === 4 ? 'recordName' : 'categoryName'});`,
    '}',
    '',
  ].join('\n');

// another service's gateway on superagent: its `res.body.data` typed the same way, with the API's field names
const assets = [
  "import superagent from 'superagent';",
  '',
  "const ASSETS = 'https://assets.example.org/v3';",
  '',
  'export interface Asset {',
  '  typeId: number;',
  '  recordId: number;',
  '}',
  '',
  'export async function assets(): Promise<Asset[]> {',
  '  const res = await superagent.get(`${ASSETS}/types`);',
  '  return res.body.data;',
  '}',
  'export const firstType = async (): Promise<number> => (await assets())[0]?.typeId ?? 0;',
  '',
].join('\n');

describe("superagent's untyped res.body read a member deep, typed where it lands", () => {
  it('renames the fields of the type res.body.data lands in, and their reads; leaves another service and an unchanged member', async () => {
    const files = {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, types: [], lib: ['es2022', 'dom'] },
        include: ['src'],
      }),
      'src/stand-ins.d.ts': stand,
      'src/gateway.ts': gateway(4),
      'src/reader.ts': reader(4),
      'src/assets.ts': assets,
    };
    await migrateSmallProject('body-member-declared-', files, { from: 4, to: 6 }, async (dir, report) => {
      const text = async (f: string) =>
        (await readFile(join(dir, f), 'utf8')).replace(/^ *\/\/ TODO\(compliance-migrate\).*\n/gm, '');
      expect(await text('src/gateway.ts')).toBe(gateway(6));
      expect(await text('src/reader.ts')).toBe(reader(6));
      expect(await readFile(join(dir, 'src/assets.ts'), 'utf8')).toBe(assets);
      expect(report.edits.filter((e) => e.file.endsWith('assets.ts'))).toEqual([]);
      const again = await rerunSmallProject(dir);
      expect(again.summary.changed).toBe(0);
    });
  });
});
