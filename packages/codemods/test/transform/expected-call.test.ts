import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched } from '../helpers.js';

/**
 * A test's expectation of a mocked method named as an HTTP verb (`const api = { get: vi.fn(), post: vi.fn() }`, then
 * `expect(api.get).toHaveBeenCalledWith('/items/search', { recordId })`): its arguments are `api.get`'s call, path and
 * query (or body) migrated as that call would be. The look-alikes expect the same arguments of another service's
 * client, of a Map the test keys by path, and of the app's own server routes: nothing changes there.
 */
const files: Record<string, string> = {
  'src/search.spec.ts': [
    'declare const expect: any;',
    'declare const vi: any;',
    'const api = { get: vi.fn(), post: vi.fn() };',
    "expect(api.get).toHaveBeenCalledWith('/items/search', { recordId: 7, searchText: 'fire' });",
    "expect(api.post).toHaveBeenCalledWith('/records', { recordName: 'F' });",
    "expect(vi.mocked(api.get)).not.toHaveBeenLastCalledWith('/types', { recordId: 2 });",
    '',
  ].join('\n'),
  // another service's client, a Map keyed by path, the app's own express routes
  'src/maps.spec.ts': [
    'declare const expect: any;',
    'declare const axios: { create(o: { baseURL: string }): { get(p: string, o?: object): Promise<unknown> } };',
    "const maps = axios.create({ baseURL: 'https://maps.example.org/v2' });",
    "expect(maps.get).toHaveBeenCalledWith('/records', { params: { recordId: 7, searchText: 'fire' } });",
    '',
  ].join('\n'),
  'src/cache.spec.ts': [
    'declare const expect: any;',
    'const cache = new Map<string, { recordId: number }>();',
    "cache.set('/records', { recordId: 1 });",
    "expect(cache.get).toHaveBeenCalledWith('/records');",
    '',
  ].join('\n'),
  'src/server.spec.ts': [
    'declare const expect: any;',
    "import express from 'express';",
    'const app = express();',
    "app.get('/records', (_req, res) => res.json([]));",
    "expect(app.get).toHaveBeenCalledWith('/records', expect.any(Function));",
    '',
  ].join('\n'),
};

describe("a test's expectation of a mocked verb method (expect(api.get).toHaveBeenCalledWith)", () => {
  it("migrates the expected path, query and body as the method's call; another client, a Map, routes are left", () =>
    expectLookAlikesUntouched(
      'expected-call-',
      files,
      ['src/maps.spec.ts', 'src/cache.spec.ts', 'src/server.spec.ts'],
      { from: 4, to: 6 },
      async (dir) => {
        const spec = await readFile(join(dir, 'src/search.spec.ts'), 'utf8');
        expect(spec).toContain(
          "expect(api.get).toHaveBeenCalledWith('/items/search', { categoryId: 7, keyword: 'fire' });",
        );
        expect(spec).toContain(
          "expect(api.post).toHaveBeenCalledWith('/categories', { categoryName: 'F' });",
        );
        expect(spec).toContain(
          "expect(vi.mocked(api.get)).not.toHaveBeenLastCalledWith('/subcategories', { categoryId: 2 });",
        );
      },
    ));
});
