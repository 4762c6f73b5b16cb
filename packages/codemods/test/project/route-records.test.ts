import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched, migrateSmallProject } from '../helpers.js';

/** A route record's `path`, `redirect`, `redirectTo` and `alias` are the app's own pages, beside a call of this API. */
const routes = [
  "import { createRouter, type RouteRecordRaw } from 'vue-router';",
  'declare const RecordsView: object;',
  'const routes: RouteRecordRaw[] = [',
  "  { path: '/', redirect: '/records' },",
  "  { path: '/types', redirect: '/records', alias: '/categories-old' },",
  "  { path: '/records', name: 'records', component: RecordsView, alias: ['/records/all'] },",
  "  { path: '/home', redirectTo: '/records', pathMatch: 'full' },",
  '];',
  'export const router = createRouter({ routes });',
  '',
].join('\n');

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [] },
    include: ['src'],
  }),
  'src/vue-router.d.ts': [
    "declare module 'vue-router' {",
    '  export interface RouteRecordRaw { path: string; [key: string]: unknown }',
    '  export function createRouter(options: { routes: RouteRecordRaw[] }): unknown;',
    '}',
    '',
  ].join('\n'),
  'src/router.ts': routes,
  'src/api.ts': "export const listRecords = () => fetch('/api/records');\n",
  // a request held as { path, method }, with fetch's redirect option: not a route record
  'src/requests.ts': [
    "export const listRequest = { path: '/api/records', method: 'GET', redirect: 'manual' };",
    "export const login = { path: '/login', redirect: '/records' };",
    '',
  ].join('\n'),
};

describe('route records', () => {
  it("leave a redirect's and an alias's target as the app's own page", async () => {
    await migrateSmallProject('route-records-', files, { from: 4, to: 6 }, async (dir, report) => {
      expect(await readFile(join(dir, 'src/api.ts'), 'utf8')).toContain("fetch('/api/categories')");
      expect(await readFile(join(dir, 'src/router.ts'), 'utf8')).toBe(routes);
      expect(report.edits.filter((e) => e.file.endsWith('router.ts'))).toEqual([]);
    });
  }, 60_000);

  it("are not an object whose redirect is fetch's option ('follow', 'manual', 'error'): its path is a request's", async () => {
    await migrateSmallProject('route-records-fetch-', files, { from: 4, to: 6 }, async (dir) => {
      expect(await readFile(join(dir, 'src/requests.ts'), 'utf8')).toBe(
        files['src/requests.ts']!.replace("path: '/api/records'", "path: '/api/categories'"),
      );
    });
  }, 60_000);
});

/**
 * hapi's routes keep their handler in `options` (`config` before hapi 17): `{ method, path, options: { validate,
 * handler } }` is a route the app serves, though `method` beside `path` would describe a request; a request held
 * with options of its own (`{ method, path, options: { timeout } }`) is still one.
 */
const hapiFiles: Record<string, string> = {
  'src/routes.ts': [
    'declare const handler: (request: unknown) => unknown;',
    'declare const schema: unknown;',
    'export const routes = [',
    "  { method: 'GET', path: '/records', options: { validate: { query: schema }, handler } },",
    "  { method: 'PUT', path: '/records/{recordId}', config: { pre: [], handler } },",
    "  { method: 'POST', path: '/notificationProfiles/add', options: { handler } },",
    '];',
    '',
  ].join('\n'),
  'src/requests.ts': [
    "export const listRequest = { method: 'GET', path: '/api/records', options: { timeout: 500 } };",
    '',
  ].join('\n'),
};

describe("hapi's routes with their handler in options", () => {
  it("are the app's own routes; a request held with options of its own is still rewritten", async () => {
    await expectLookAlikesUntouched(
      'route-records-hapi-',
      hapiFiles,
      ['src/routes.ts'],
      { from: 4, to: 6 },
      async (dir, report) => {
        expect(await readFile(join(dir, 'src/requests.ts'), 'utf8')).toBe(
          hapiFiles['src/requests.ts']!.replace("path: '/api/records'", "path: '/api/categories'"),
        );
        const judged = report.remaining.filter((r) => r.file.endsWith('routes.ts'));
        expect(judged.map((r) => [r.text, r.left, r.why])).toEqual([
          ['/records', 'own', 'route record'],
          ['/records', 'own', 'route record'],
          ['/notificationProfiles/add', 'own', 'route record'],
        ]);
      },
    );
  }, 60_000);
});
