import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * nock chains one interceptor after another's `.reply(…)`: each `.query(…)` belongs to the verb before it, so the
 * first interceptor's query is not taken for the second one's (`.get('/records').query({ pageSize })`).
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext'] },
    include: ['src'],
  }),
  'src/nock.d.ts': [
    "declare module 'nock' {",
    '  interface Scope {',
    '    get(path: string): Scope;',
    '    query(q: Record<string, string>): Scope;',
    '    reply(status: number, body?: unknown): Scope;',
    '  }',
    '  export default function nock(base: string): Scope;',
    '}',
    '',
  ].join('\n'),
  'src/api.test.ts': [
    "import nock from 'nock';",
    '',
    'export function mockApi(): void {',
    "  nock('http://127.0.0.1:5080')",
    "    .get('/api/v4/items/search')",
    "    .query({ searchText: 'fire' })",
    '    .reply(200, { data: [] })',
    "    .get('/api/v4/records')",
    "    .query({ pageSize: '500' })",
    '    .reply(200, { data: [] });',
    '}',
    '',
  ].join('\n'),
};

describe('chained nock interceptors', () => {
  it('each take the query chained after their own verb', async () => {
    await migrateSmallProject('call-site-', files, { from: 4, to: 6 }, async (dir) => {
      const text = await readFile(join(dir, 'src/api.test.ts'), 'utf8');
      expect(text).toContain(".query({ keyword: 'fire' })");
      expect(text).toContain(".get('/api/v4/categories')\n    .query({ pageSize: '500' })");
    });
  }, 60_000);
});

/**
 * ofetch's `$fetch(url)` resolves to the parsed body, not to a `Response` or axios's `{ data }`: `res.data` is the
 * list's `data`, whose rows' renamed fields are renamed. The look-alike reads the same names from `fetch`'s
 * `Response`, where `res.data` is nothing of the body, so nothing in it is renamed there.
 */
const ofetchFiles: Record<string, string> = {
  'src/list.ts': [
    'declare function $fetch(url: string, o?: { baseURL?: string }): Promise<any>;',
    'export async function names(): Promise<string[]> {',
    "  const res = await $fetch('/records', { baseURL: 'https://compliance.example.com/api' });",
    '  return res.data.map((r: any) => r.recordName);',
    '}',
    'export async function raw(): Promise<string[]> {',
    "  const res: any = await fetch('/api/records');",
    '  return res.data.map((r: any) => r.recordName);',
    '}',
    '',
  ].join('\n'),
};

describe("ofetch's $fetch", () => {
  it('resolves to the body: the rows it reads are renamed, a Response read the same way is not', () =>
    migrateSmallProject('ofetch-body-', ofetchFiles, { from: 4, to: 6 }, async (dir) => {
      const out = await readFile(join(dir, 'src/list.ts'), 'utf8');
      expect(out).toContain(
        "$fetch('/categories', { baseURL: 'https://compliance.example.com/api' });\n  return res.data.map((r: any) => r.categoryName);",
      );
      expect(out).toContain("fetch('/api/categories');\n  return res.data.map((r: any) => r.recordName);");
    }));
});

/**
 * k6's `http` module: `http.get(url, params)` names its method by the verb whatever its params are (a helper's call,
 * an object spreading one), and `http.post(url, JSON.stringify(body), params)` sends the object stringified. The
 * look-alikes: the same calls on another service's base keep their names, and a body that is no object literal of
 * this API (a `Map`'s `get` holding a path as a key) is not read as a request.
 */
const k6Files: Record<string, string> = {
  'src/k6.d.ts': [
    "declare module 'k6/http' {",
    '  interface Params { headers?: Record<string, string>; tags?: Record<string, string>; responseType?: string }',
    '  interface Response { status: number; json(selector?: string): unknown }',
    '  const http: {',
    '    get(url: string, params?: Params): Response;',
    '    post(url: string, body?: string | null, params?: Params): Response;',
    '  };',
    '  export default http;',
    '}',
    'declare const __ENV: Record<string, string>;',
    '',
  ].join('\n'),
  'src/api.ts': [
    "import http from 'k6/http';",
    'const API = `${__ENV.BASE_URL}/api/v4`;',
    'const OPS = `${__ENV.OPS_URL}/ops/v1`;',
    'const params = (token: string, name: string) => ({ headers: { Authorization: `Bearer ${token}` }, tags: { name } });',
    'export const exportItems = (token: string, id: number) =>',
    "  http.get(`${API}/items/exportToExcel?recordId=${id}&status=open`, { ...params(token, 'export'), responseType: 'binary' });",
    'export const hazard = (token: string, itemId: number, hazardName: string) =>',
    "  http.post(`${API}/hazards/complianceItem`, JSON.stringify({ itemId, hazardName, riskLevel: 'low' }), params(token, 'h'));",
    'export const opsHazard = (token: string, hazardName: string) =>',
    "  http.post(`${OPS}/hazards/complianceItem`, JSON.stringify({ hazardName, riskLevel: 'low' }), params(token, 'o'));",
    'export const records = (token: string) => http.get(`${API}/records`, params(token, "GET /records"));',
    '',
  ].join('\n'),
};

describe("k6's http module", () => {
  it('reads the verb as the method and the stringified object as the body; another service is left', () =>
    migrateSmallProject('k6-call-site-', k6Files, { from: 4, to: 6, types: false }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/api.ts'), 'utf8');
      expect(out).toContain('`${API}/items/exporttoexcel?categoryId=${id}&itemStatus=open`');
      expect(out).toContain("JSON.stringify({ itemId, title: hazardName, severity: 'low' })");
      expect(out).toContain(
        "http.post(`${OPS}/hazards/complianceItem`, JSON.stringify({ hazardName, riskLevel: 'low' })",
      );
      expect(out).toContain('http.get(`${API}/categories`, params(token, "GET /records"))');
      // every call is read as a request: no TODO says a call could not be read
      expect(report.todos.map((t) => t.message).join('\n')).not.toContain(
        'is not a request the codemod can read',
      );
    }));
});

/**
 * A query held in a variable and given after a bodyless verb's path (`client.get('/profiles/search', qs, cb)` with `var
 * qs = { page: 1 }` filled by `qs.searchText = …`): its keys and assignments are the query's. Look-alike: a variable
 * holding a client's options (`{ headers }`) is not read as a query.
 */
describe('a query held in a variable', () => {
  const source = [
    "'use strict';",
    '',
    'exports.search = function (client, filter, callback) {',
    '  var qs = { page: 1, pageSize: 100 };',
    '  if (filter.recordId) qs.recordId = filter.recordId;',
    '  if (filter.text) qs.searchText = filter.text;',
    "  client.get('/profiles/search', qs, callback);",
    '};',
    '',
    'exports.types = function (client, token, callback) {',
    "  var options = { headers: { Authorization: 'Bearer ' + token } };",
    "  client.get('/types?recordId=1', options, callback);",
    '};',
    '',
  ].join('\n');

  it('renames its keys and the members assigned to it; a variable of options stays', async () => {
    await migrateSmallProject(
      'held-query-',
      { 'src/profiles.js': source },
      { from: 4, to: 6 },
      async (dir) => {
        const out = await readFile(join(dir, 'src/profiles.js'), 'utf8');
        expect(out).toContain('if (filter.recordId) qs.categoryId = filter.recordId;');
        expect(out).toContain('if (filter.text) qs.keyword = filter.text;');
        expect(out).toContain("var options = { headers: { Authorization: 'Bearer ' + token } };");
        expect(out).toContain("client.get('/subcategories?categoryId=1', options, callback);");
      },
    );
  }, 60_000);
});
