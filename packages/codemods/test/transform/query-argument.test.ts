import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isQueryArgument, unreadCallQuery } from '../../src/transform/query-argument.js';
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

describe('unreadCallQuery', () => {
  it('is the plain object literal right after the path of a call, and nothing else', () => {
    const call = (code: string): AstNode[] => {
      const statement = parse(code, 'ts').program.body[0];
      if (statement?.type !== 'ExpressionStatement' || statement.expression.type !== 'CallExpression')
        throw new Error('not a call');
      return statement.expression.arguments;
    };
    const [url, query] = call("api.download('/items/exportToExcel', { recordId, status: s });");
    expect(unreadCallQuery([url!, query!], url!)).toBe(query);
    const [first, spread] = call("api.download('/items/exportToExcel', { ...filters });");
    expect(unreadCallQuery([first!, spread!], first!)).toBeUndefined();
    const [other, options] = call("api.download('/items/exportToExcel', { headers });");
    expect(unreadCallQuery([other!, options!], other!)).toBeUndefined();
    const [config] = call("request({ url: '/items/exportToExcel', recordId });");
    expect(unreadCallQuery([config!], config!)).toBeUndefined();
  });
});

describe('a bodyless call of a wrapper with an object literal after the path', () => {
  it('renames its keys as the query (a wrapper’s method that is no HTTP verb too), and leaves an HTTP client’s options', async () => {
    const source = [
      'declare const api: { get<T>(path: string, query?: object): Promise<T> };',
      'declare const http: { get<T>(url: string, options?: object): Promise<T> };',
      "export const types = (recordId: number) => api.get<unknown>('/types', { recordId });",
      "export const items = (q: string) => api.get<unknown>('/items/search', { searchText: q, page: 1 });",
      "export const slow = () => http.get<unknown>('/api/items/search', { timeout: 5000 });",
      'declare const files: { download(path: string, query: object): Promise<Blob> };',
      "export const sheet = (status: string) => files.download('/items/exportToExcel', { status, page: 1 });",
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
        // a method that is no HTTP verb, on a GET endpoint: the literal after its path is the query, with no TODO left
        expect(text).toContain("files.download('/items/exporttoexcel', { itemStatus: status, page: 1 })");
        const lines = text.split('\n');
        const sheet = lines.findIndex((l) => l.includes('files.download('));
        expect(lines[sheet - 1]).not.toContain('TODO(compliance-migrate)');
      },
    );
  }, 60_000);
});
