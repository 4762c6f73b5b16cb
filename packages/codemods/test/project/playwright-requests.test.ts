import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * Playwright's API testing (`@playwright/test`'s `request` fixture under the config's `use.baseURL`, a context of
 * `request.newContext({ baseURL })`, a fixture of `test.extend` handing one to `use`, a helper given one by its
 * callers): the path, `params` and `data` of each request and the reads of `await res.json()` are migrated when the
 * context's base is this API's; another service's context (its own base) is left, listed as possibly this API.
 */
const config = [
  "import { defineConfig } from '@playwright/test';",
  'export default defineConfig({',
  "  use: { baseURL: process.env.API_URL || 'http://localhost:5080/api/v4/', extraHTTPHeaders: { 'x-company-context': '1001' } },",
  '});',
  '',
].join('\n');
const fixtures = [
  "import { test as base, request, APIRequestContext } from '@playwright/test';",
  'export const test = base.extend<{ api: APIRequestContext }>({',
  '  api: async ({}, use) => {',
  "    const ctx = await request.newContext({ baseURL: process.env.API_URL || 'http://localhost:5080/api/v4/' });",
  '    await use(ctx);',
  '    await ctx.dispose();',
  '  },',
  '});',
  "export { expect } from '@playwright/test';",
  '',
].join('\n');
const helper = [
  "import { APIRequestContext } from '@playwright/test';",
  'export async function createRecord(api: APIRequestContext, name: string): Promise<number> {',
  "  const res = await api.post('records', { data: { recordName: name } });",
  '  const body = await res.json();',
  '  return body.recordId;',
  '}',
  '',
].join('\n');
const spec = [
  "import { test, expect } from '@playwright/test';",
  "import { createRecord } from './helper';",
  "test('lists', async ({ request }) => {",
  "  const res = await request.get('records', { params: { page: 1 } });",
  '  expect(res.ok()).toBeTruthy();',
  '  const body = await res.json();',
  "  expect(body.data[0]).toHaveProperty('recordName');",
  "  await createRecord(request, 'A');",
  '});',
  "test('seeds through the page', async ({ page }) => {",
  "  await page.request.post('records', { data: { recordCode: 'PG' } });",
  '});',
  '',
].join('\n');
const items = [
  "import { test, expect } from './fixtures';",
  "test('search', async ({ api }) => {",
  "  const res = await api.get('items/search', { params: { recordId: 2, searchText: 'x' } });",
  '  const { data } = await res.json();',
  '  expect(data[0].score).toBeGreaterThan(0);',
  "  const item = (await (await api.get('items/12')).json()) as { itemId: number; versionCount: number };",
  '  expect(item.versionCount).toBe(2);',
  "  await api.get('items/exportToExcel', { params: { status: 'open' } });",
  '});',
  '',
].join('\n');
// another team's API with the same words: its own context and base
const audit = [
  "import { test, expect, request } from '@playwright/test';",
  "test('audit', async () => {",
  "  const audit = await request.newContext({ baseURL: 'https://audit.internal.example.com/v2/' });",
  "  const res = await audit.get('records', { params: { recordId: 'item-12' } });",
  '  const body = await res.json();',
  "  expect(body.records[0].recordId).toBe('item-12');",
  '});',
  '',
].join('\n');

describe("Playwright's API requests", () => {
  it('migrate a request of this API by its context, leave another service’s, and a rerun changes nothing', () =>
    migrateSmallProject(
      'playwright-requests-',
      {
        'package.json': '{ "name": "qa", "private": true }\n',
        'playwright.config.ts': config,
        'src/fixtures.ts': fixtures,
        'src/helper.ts': helper,
        'src/records.spec.ts': spec,
        'src/items.spec.ts': items,
        'src/audit.spec.ts': audit,
      },
      { from: 4, to: 6 },
      async (dir, report) => {
        const read = (f: string): Promise<string> => readFile(join(dir, 'src', f), 'utf8');
        const records = await read('records.spec.ts');
        expect(records).toContain("request.get('categories', { params: { page: 1 } })");
        expect(records).toContain("toHaveProperty('categoryName')");
        expect(records).toContain("page.request.post('categories', { data: { categoryCode: 'PG' } })");
        // the helper: its callers hand it the config's context
        const created = await read('helper.ts');
        expect(created).toContain("api.post('categories', { data: { categoryName: name } })");
        expect(created).toContain('return body.categoryId;');
        const search = await read('items.spec.ts');
        expect(search).toContain("api.get('items/search', { params: { categoryId: 2, keyword: 'x' } })");
        expect(search).toContain('expect(data[0].complianceScore)');
        expect(search).toContain('as { itemId: number; historyCount: number }');
        expect(search).toContain('expect(item.historyCount)');
        expect(search).toContain("api.get('items/exporttoexcel', { params: { itemStatus: 'open' } })");
        expect(await read('audit.spec.ts')).toBe(audit);
        expect(report.possible.map((p) => `${p.file}:${p.line}`)).toEqual(['src/audit.spec.ts:4']);
        expect(report.todos).toEqual([]);
        const again = await rerunSmallProject(dir);
        expect(again.summary.changed).toBe(0);
      },
    ));

  it('list a helper’s request that no caller shows to be this API, and leave a look-alike client alone', () =>
    migrateSmallProject(
      'playwright-helper-',
      {
        'package.json': '{ "name": "qa", "private": true }\n',
        'src/helper.ts': helper,
        // `request` of another library with Playwright's method names: not a Playwright context
        'src/other.ts': [
          "import request from 'superagent-like';",
          "import { test } from '@playwright/test';",
          "test('x', async () => { await request.get('records').query({ page: 1 }); });",
          '',
        ].join('\n'),
      },
      { from: 4, to: 6 },
      async (dir, report) => {
        expect(await readFile(join(dir, 'src/helper.ts'), 'utf8')).toBe(helper);
        expect(report.summary.changed).toBe(0);
        expect(report.possible.map((p) => `${p.file}:${p.line}:${p.reason}`)).toEqual([
          'src/helper.ts:3:its base (api: APIRequestContext) is not shown to be this API',
        ]);
      },
    ));
});
