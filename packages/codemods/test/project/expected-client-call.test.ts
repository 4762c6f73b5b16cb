import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched } from '../helpers.js';

/**
 * A test's expectation of a mocked client's call (`vi.mock('./http', () => ({ http: vi.fn() }))`, then
 * `expect(http).toHaveBeenCalledWith('/profiles/search', { query })`): its arguments are that client's call, path,
 * query and body migrated as the call itself. The look-alikes expect the same arguments of another service's client
 * and of the app's own navigation function: nothing changes there.
 */
const client = [
  'declare const ofetch: { create(o: { baseURL: string }): (p: string, o?: object) => Promise<unknown> };',
  "export const http = ofetch.create({ baseURL: 'https://compliance.example.com/api' });",
  '',
].join('\n');

const files: Record<string, string> = {
  'src/http.ts': client,
  'src/search.ts': [
    "import { http } from './http';",
    'export const search = (recordId: number, searchText: string) =>',
    "  http('/profiles/search', { query: { recordId, searchText } });",
    '',
  ].join('\n'),
  'src/search.spec.ts': [
    'declare const expect: any;',
    'declare const vi: any;',
    "import { http } from './http';",
    "vi.mock('./http', () => ({ http: vi.fn() }));",
    "expect(http).toHaveBeenCalledWith('/profiles/search', { query: { recordId: 7, searchText: 'fire' } });",
    "expect(vi.mocked(http)).toHaveBeenLastCalledWith('/records', { method: 'POST', body: { recordName: 'F' } });",
    "expect(http).toHaveBeenCalledWith('/notificationProfiles/update', { method: 'PUT', body: { id: 5, recordIds: [7] } });",
    '',
  ].join('\n'),
  // another service's client, mocked the same way, and the app's own navigation
  'src/maps-client.ts': [
    'declare const ofetch: { create(o: { baseURL: string }): (p: string, o?: object) => Promise<unknown> };',
    "export const maps = ofetch.create({ baseURL: 'https://maps.example.org/v2' });",
    '',
  ].join('\n'),
  'src/maps.spec.ts': [
    'declare const expect: any;',
    'declare const vi: any;',
    "import { maps } from './maps-client';",
    'const navigate = vi.fn();',
    "expect(maps).toHaveBeenCalledWith('/records', { query: { recordId: 7, searchText: 'fire' } });",
    "expect(navigate).toHaveBeenCalledWith('/records', { state: { recordId: 7 } });",
    '',
  ].join('\n'),
};

describe("a test's expectation of a mocked client's call (toHaveBeenCalledWith)", () => {
  it('migrates the expected path, query and body as the call; another client and navigation are left', () =>
    expectLookAlikesUntouched(
      'expected-client-call-',
      files,
      ['src/maps-client.ts', 'src/maps.spec.ts'],
      { from: 4, to: 6 },
      async (dir) => {
        const spec = await readFile(join(dir, 'src/search.spec.ts'), 'utf8');
        expect(spec).toContain(
          "expect(http).toHaveBeenCalledWith('/profiles/search', { query: { categoryId: 7, keyword: 'fire' } });",
        );
        expect(spec).toContain(
          "toHaveBeenLastCalledWith('/categories', { method: 'POST', body: { categoryName: 'F' } });",
        );
        expect(spec).toContain(
          "expect(http).toHaveBeenCalledWith('/notificationProfiles/5', { method: 'PUT', body: { categoryIds: [7] } });",
        );
        expect(spec).not.toContain('TODO(compliance-migrate)');
      },
    ));
});
