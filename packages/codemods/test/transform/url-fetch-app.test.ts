import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * Google Apps Script's `UrlFetchApp.fetch(url, { method: 'post', payload: JSON.stringify(body) })`: the method in
 * lower case and the body under `payload`. The control creates a record on this API's host; the look-alikes send the
 * same body to another service, and a form to the identity provider's token endpoint, both left as written.
 */
const stub = [
  'declare const UrlFetchApp: {',
  '  fetch(url: string, params?: { method?: string; payload?: string | object; contentType?: string }): { getContentText(): string };',
  '  fetchAll(requests: { url: string; method?: string; payload?: string }[]): { getContentText(): string }[];',
  '};',
  '',
].join('\n');
const files: Record<string, string> = {
  'src/Stub.ts': stub,
  'src/Create.ts': [
    "const API = 'https://compliance.example.com/api/v4';",
    'function createRecord(name: string) {',
    "  UrlFetchApp.fetch(API + '/records', {",
    "    method: 'post',",
    "    contentType: 'application/json',",
    '    payload: JSON.stringify({ recordName: name, recordCode: name.slice(0, 4) }),',
    '  });',
    '}',
    'function createBoth(a: string, b: string) {',
    '  UrlFetchApp.fetchAll([',
    "    { url: API + '/records', method: 'post', payload: JSON.stringify({ recordName: a }) },",
    "    { url: API + '/types', method: 'post' as const, payload: JSON.stringify({ typeName: b }) },",
    '  ]);',
    '}',
    'function createMany(names: string[]) {',
    "  const requests = names.map((n) => ({ url: API + '/records', method: 'post', payload: JSON.stringify({ recordName: n }) }));",
    '  UrlFetchApp.fetchAll(requests);',
    '}',
    '',
  ].join('\n'),
  'src/Other.ts': [
    "const MAPS = 'https://maps.example.org/v2';",
    "const AUTH = 'https://login.example.org';",
    'function pin(name: string) {',
    "  UrlFetchApp.fetch(MAPS + '/records', { method: 'post', payload: JSON.stringify({ recordName: name }) });",
    '}',
    'function token(code: string) {',
    "  UrlFetchApp.fetch(AUTH + '/auth/connect/token', { method: 'post', payload: { grant_type: 'authorization_code', code: code } });",
    '}',
    'function pinBoth(a: string) {',
    "  UrlFetchApp.fetchAll([{ url: MAPS + '/records', method: 'post', payload: JSON.stringify({ recordName: a }) }]);",
    '}',
    '',
  ].join('\n'),
};

describe('UrlFetchApp.fetch', () => {
  it("reads `payload` as the body and a lower-case method, also in fetchAll's requests; another service's calls and a form to the IdP are left", async () => {
    await migrateSmallProject(
      'url-fetch-app-',
      files,
      { from: 4, to: 6, apiHosts: ['compliance.example.com'], typecheck: false },
      async (dir, report) => {
        const created = await readFile(join(dir, 'src/Create.ts'), 'utf8');
        expect(created).toContain("UrlFetchApp.fetch(API + '/categories', {");
        expect(created).toContain(
          'payload: JSON.stringify({ categoryName: name, categoryCode: name.slice(0, 4) }),',
        );
        expect(created).toContain(
          "{ url: API + '/categories', method: 'post', payload: JSON.stringify({ categoryName: a }) },",
        );
        expect(created).toContain(
          "{ url: API + '/subcategories', method: 'post' as const, payload: JSON.stringify({ subCategoryName: b }) },",
        );
        expect(created).toContain(
          "({ url: API + '/categories', method: 'post', payload: JSON.stringify({ categoryName: n }) })",
        );
        // what fetchAll answers is not followed: each request's response keeps its TODO
        expect(
          report.todos.filter((t) => t.file.endsWith('Create.ts')).map((t) => `${t.line} ${t.changeId}`),
        ).toEqual([
          '11 v5.sandbox.category.record-id',
          '12 v5.sandbox.subcategory.type-id',
          '16 v5.sandbox.category.record-id',
        ]);
        expect(await readFile(join(dir, 'src/Other.ts'), 'utf8')).toBe(files['src/Other.ts']);
        expect(report.edits.filter((e) => e.file.endsWith('Other.ts'))).toEqual([]);
      },
    );
  });
});
