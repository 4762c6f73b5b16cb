import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * A test stubs `fetch` and expects the URL it was called with: the expected string or literal regular expression is
 * that request's URL, rewritten with it (its path, and its query names when it has a query); a moved endpoint's
 * expected path, whose new segment the test must write, gets a TODO. Written in another shape than the Lit trial's
 * (vitest's `vi.fn()` given to `vi.stubGlobal`, `mock.calls[n][0]` read inline, an anchored pattern, a base in the
 * expected URL); the look-alikes (a spy of the router, the page's own pathname) are left.
 */
const files: Record<string, string> = {
  'src/client.test.js': [
    "import { expect, it, vi } from 'vitest';",
    "import { loadTypes, saveProfile } from './client.js';",
    '',
    'const fetchMock = vi.fn(async () => new Response("{}"));',
    "vi.stubGlobal('fetch', fetchMock);",
    'const navigate = vi.fn();',
    '',
    "it('asks for the types of a record', async () => {",
    '  await loadTypes(7, 2);',
    '  expect(fetchMock.mock.calls[0][0]).toMatch(/^\\/api\\/v4\\/types\\?recordId=7&page=2$/);',
    "  expect(fetchMock.mock.calls[1][0]).not.toBe('/api/v4/records');",
    "  expect(navigate.mock.calls[0][0]).toBe('/records/7');",
    "  expect(window.location.pathname).toBe('/records');",
    '});',
    '',
    "it('updates a notification profile', async () => {",
    '  await saveProfile({ id: 4 });',
    '  expect(fetchMock.mock.calls.at(-1)[0]).toMatch(/notificationProfiles\\/update/);',
    '  expect(fetchMock.mock.calls[2][0]).toMatch(/\\/notificationProfiles\\/update$/);',
    '});',
    '',
  ].join('\n'),
};

describe("a test's expected URL of a stubbed fetch", () => {
  it('is rewritten as the request it was; a moved path gets a TODO; the look-alikes stay', async () => {
    await migrateSmallProject('stubbed-fetch-url-', files, { from: 4, to: 6 }, async (dir, report) => {
      const test = await readFile(join(dir, 'src/client.test.js'), 'utf8');
      expect(test).toContain(
        'expect(fetchMock.mock.calls[0][0]).toMatch(/^\\/api\\/v4\\/subcategories\\?categoryId=7&page=2$/);',
      );
      expect(test).toContain("expect(fetchMock.mock.calls[1][0]).not.toBe('/api/v4/categories');");
      expect(test).toContain("expect(navigate.mock.calls[0][0]).toBe('/records/7');");
      expect(test).toContain("expect(window.location.pathname).toBe('/records');");
      // a pattern without its leading slash is not read as a URL; the anchored one of the moved path gets a TODO
      expect(test).toContain('toMatch(/notificationProfiles\\/update/)');
      const moved = report.todos.filter((t) => t.message.includes('PUT /notificationProfiles/update'));
      expect(moved.map((t) => t.line)).toEqual([19]);
      expect(report.todos.filter((t) => t.message.includes('is not a request the codemod can read'))).toEqual(
        [],
      );
      const again = await rerunSmallProject(dir);
      expect(again.summary.changed).toBe(0);
    });
  }, 60_000);
});
