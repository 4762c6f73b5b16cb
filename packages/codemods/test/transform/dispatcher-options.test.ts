import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * undici's `Dispatcher.request({ path, method, body })` (a Pool injected into a class) read as a request of this API
 * (`transform/dispatcher-options.ts`), its path written in the options or held in a variable (`{ path }`): its
 * path, query and body follow the map. Look-alikes left: a hapi-style
 * `server.route({ path, method })` (the app's own routes) and `.request({ path })` of another service whose path
 * opens with a version this API does not have (`/v1/records`, `api/url.ts`).
 */
const source = [
  'interface Dispatcher {',
  '  request(o: { path: string; method: string; headers?: Record<string, string>; body?: string }): Promise<unknown>;',
  '}',
  'declare const server: { route(o: { path: string; method: string; handler: () => void }): void };',
  '',
  'export class Api {',
  '  constructor(private readonly pool: Dispatcher, private readonly audit: Dispatcher) {}',
  '',
  '  create(recordName: string) {',
  '    return this.pool.request({',
  "      path: '/api/v4/records',",
  "      method: 'POST',",
  '      body: JSON.stringify({ recordName, recordCode: recordName.slice(0, 2) }),',
  '    });',
  '  }',
  '',
  '  types(recordId: number) {',
  "    return this.pool.request({ path: `/api/v4/types?recordId=${recordId}`, method: 'GET' });",
  '  }',
  '',
  '  rename(recordName: string) {',
  "    const path = '/api/v4/records';",
  "    return this.pool.request({ path, method: 'POST', body: JSON.stringify({ recordName }) });",
  '  }',
  '',
  '  log(recordId: number) {',
  '    return this.audit.request({',
  '      path: `/v1/records?recordId=${recordId}`,',
  "      method: 'POST',",
  "      body: JSON.stringify({ recordName: 'sync' }),",
  '    });',
  '  }',
  '}',
  '',
  "server.route({ path: '/records', method: 'POST', handler: () => undefined });",
  "const own = '/records';",
  "server.route({ path: own, method: 'GET', handler: () => undefined });",
  '',
].join('\n');

describe("undici's Dispatcher.request({ path, method, body })", () => {
  it("migrates this API's path, query and body; leaves another service's and the app's own routes", () =>
    migrateSmallProject(
      'dispatcher-options-',
      { 'src/api.ts': source },
      { from: 4, to: 6, types: false },
      async (dir, report) => {
        const out = await readFile(join(dir, 'src/api.ts'), 'utf8');
        expect(out).toContain("path: '/api/v4/categories',");
        expect(out).toContain(
          'body: JSON.stringify({ categoryName: recordName, categoryCode: recordName.slice(0, 2) }),',
        );
        expect(out).toContain("path: `/api/v4/subcategories?categoryId=${recordId}`, method: 'GET'");
        // a path held in a variable and given as `{ path }`: the call is read the same way
        expect(out).toContain("const path = '/api/v4/categories';");
        expect(out).toContain('body: JSON.stringify({ categoryName: recordName }) });');
        expect(out).toContain('path: `/v1/records?recordId=${recordId}`,');
        expect(out).toContain("body: JSON.stringify({ recordName: 'sync' }),");
        expect(out).toContain(
          "server.route({ path: '/records', method: 'POST', handler: () => undefined });",
        );
        expect(out).toContain("const own = '/records';");
        expect(report.todos.filter((t) => t.line >= 27)).toEqual([]);
      },
    ));
});
