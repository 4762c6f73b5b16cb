import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A typed body read, `res.json<T>()` (Cloudflare Workers', undici's `Response`): its type argument is the body's
 * type, whether the result is held in a variable, destructured, or given straight to another call. The control reads
 * this API's category list and one category; the look-alike reads another service's answer into a type with the same
 * field names, left as written.
 */
const stub = [
  'interface TypedResponse { ok: boolean; json<T = unknown>(): Promise<T> }',
  'declare function fetch(url: string, init?: object): Promise<TypedResponse>;',
  '',
].join('\n');
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['es2019'] },
    include: ['src'],
  }),
  'src/stub.d.ts': stub,
  'src/categories.ts': [
    "const API = 'https://compliance.example.com/api/v4';",
    'export interface Rec {',
    '  recordId: number;',
    '  recordName: string;',
    '}',
    'const label = (r: Rec) => `${r.recordId}: ${r.recordName}`;',
    'export async function labels(): Promise<string[]> {',
    '  const response = await fetch(API + "/records");',
    '  const { data } = await response.json<{ data: Rec[] }>();',
    '  return data.map(label);',
    '}',
    'export async function one(id: number): Promise<string> {',
    '  const response = await fetch(`${API}/records/${id}`, { method: "PUT" });',
    '  return label(await response.json<Rec>());',
    '}',
    '',
  ].join('\n'),
  'src/weather.ts': [
    "const WEATHER = 'https://weather.example.org/v1';",
    'interface Station {',
    '  recordId: number;',
    '  recordName: string;',
    '}',
    'export async function stations(): Promise<string[]> {',
    '  const res = await fetch(WEATHER + "/records");',
    '  return (await res.json<Station[]>()).map((s) => s.recordName + s.recordId);',
    '}',
    '',
  ].join('\n'),
};

describe('a body read with a type argument (res.json<T>())', () => {
  it('renames the model and its reads through the type argument; another service is left', async () => {
    await migrateSmallProject(
      'json-type-argument-',
      files,
      { from: 4, to: 6, apiHosts: ['compliance.example.com'] },
      async (dir, report) => {
        const categories = await readFile(join(dir, 'src/categories.ts'), 'utf8');
        expect(categories).toContain('  categoryId: number;\n  categoryName: string;\n}');
        expect(categories).toContain('`${r.categoryId}: ${r.categoryName}`');
        expect(categories).toContain('API + "/categories"');
        expect(await readFile(join(dir, 'src/weather.ts'), 'utf8')).toBe(files['src/weather.ts']);
        expect(report.typeErrors).toEqual([]);
      },
    );
  });
});
