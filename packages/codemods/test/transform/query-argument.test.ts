import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isQueryArgument } from '../../src/transform/query-argument.js';
import { parse, type AstNode } from '../../src/transform/parser.js';
import { migrateSmallProject } from '../helpers.js';

/** The second argument of the one call in `code`. */
function secondArgument(code: string): AstNode {
  const program = parse(code, 'ts');
  const statement = program.program.body[0];
  if (statement?.type !== 'ExpressionStatement' || statement.expression.type !== 'CallExpression')
    throw new Error('not a call');
  const argument = statement.expression.arguments[1];
  if (!argument) throw new Error('no second argument');
  return argument;
}

describe('isQueryArgument', () => {
  it('takes an object literal with no HTTP client option key, spreads included, as the query', () => {
    expect(isQueryArgument(secondArgument("api.get('/items/search', { recordId, searchText: q });"))).toBe(
      true,
    );
    expect(isQueryArgument(secondArgument("api.get('/profiles/search', { pageSize: 50, ...search });"))).toBe(
      true,
    );
  });

  it('leaves options (headers, params, signal, …), an empty object and a computed key', () => {
    for (const options of [
      '{ params: { recordId } }',
      '{ headers, recordId }',
      '{ signal }',
      '{}',
      '{ [k]: v }',
    ])
      expect(isQueryArgument(secondArgument(`api.get('/items/search', ${options});`)), options).toBe(false);
  });
});

describe('a bodyless call of a wrapper with an object literal after the path', () => {
  it('renames its keys as the query, and leaves an HTTP client’s options', async () => {
    const source = [
      'declare const api: { get<T>(path: string, query?: object): Promise<T> };',
      'declare const http: { get<T>(url: string, options?: object): Promise<T> };',
      "export const types = (recordId: number) => api.get<unknown>('/types', { recordId });",
      "export const items = (q: string) => api.get<unknown>('/items/search', { searchText: q, page: 1 });",
      "export const slow = () => http.get<unknown>('/api/items/search', { timeout: 5000 });",
      '',
    ].join('\n');
    await migrateSmallProject(
      'query-argument-',
      { 'src/api.ts': source },
      { from: 4, to: 6 },
      async (dir) => {
        const text = await readFile(join(dir, 'src/api.ts'), 'utf8');
        expect(text).toContain("api.get<unknown>('/subcategories', { categoryId: recordId })");
        expect(text).toContain("api.get<unknown>('/items/search', { keyword: q, page: 1 })");
        expect(text).toContain("http.get<unknown>('/api/items/search', { timeout: 5000 })");
      },
    );
  }, 60_000);
});
