import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * What a test reads of the requests its fetch stub recorded, the stub made with answers keyed by request and held in
 * a variable: the query names and the expected body are renamed as the one entry's endpoint renames them; reads of
 * anything else, an ambiguous table and a moved endpoint's body are left.
 */
const head = [
  'type Seen = { url: URL; body: unknown };',
  'declare function stubFetch(answers: Record<string, unknown>): { seen: Seen[] };',
  'declare function assertEquals(a: unknown, b: unknown): void;',
  'declare const other: Seen;',
];
const source = [
  ...head,
  'Deno.test("types by record", () => {',
  '  using fetch = stubFetch({',
  '    "GET /api/v4/records": { data: [] },',
  '    "GET /api/v4/types": { data: [] },',
  '    "POST /v2/events": {},',
  '  });',
  '  const query = fetch.seen[1].url.searchParams;',
  '  assertEquals(fetch.seen[1].url.searchParams.get("recordId"), "1");',
  '  assertEquals(query.get("recordId"), "1");',
  '  assertEquals(other.url.searchParams.get("recordId"), "1");',
  '  assertEquals(new URL("http://localhost/records?recordId=1").searchParams.get("recordId"), "1");',
  '});',
  'Deno.test("create", () => {',
  '  using fetch = stubFetch({ "POST /api/v4/records": { recordId: 9 } });',
  '  assertEquals(fetch.seen[0].body, { recordName: "Food", recordCode: "FOOD" });',
  '  assertEquals(other.body, { recordName: "Food" });',
  '});',
  '',
].join('\n');
const left = [
  ...head,
  'Deno.test("two endpoints rename the same query: which one was read is not shown", () => {',
  '  using fetch = stubFetch({ "GET /api/v4/types": { data: [] }, "GET /api/v4/items/search": { data: [] } });',
  '  assertEquals(fetch.seen[0].url.searchParams.get("recordId"), "1");',
  '});',
  'Deno.test("a moved endpoint\'s body is a person\'s", () => {',
  '  using fetch = stubFetch({ "PUT /api/v4/notificationProfiles/update": { id: 1 } });',
  '  assertEquals(fetch.seen[0].body, { id: 1, recordIds: [1] });',
  '});',
  'Deno.test("a stub held in no variable", () => {',
  '  stubFetch({ "GET /api/v4/types": { data: [] } });',
  '  assertEquals(other.url.searchParams.get("recordId"), "1");',
  '});',
  '',
].join('\n');

describe("a fetch stub's recorded requests", () => {
  it("renames the query names and the expected body read from the stub's variable only; idempotent", () =>
    migrateSmallProject('recorded-', { 'src/api/a_test.ts': source }, { from: 4, to: 6 }, async (dir) => {
      const lines = (await readFile(join(dir, 'src/api/a_test.ts'), 'utf8')).split('\n');
      expect(lines.slice(11, 15)).toEqual([
        '  assertEquals(fetch.seen[1].url.searchParams.get("categoryId"), "1");',
        '  assertEquals(query.get("categoryId"), "1");',
        '  assertEquals(other.url.searchParams.get("recordId"), "1");',
        '  assertEquals(new URL("http://localhost/records?recordId=1").searchParams.get("recordId"), "1");',
      ]);
      expect(lines.slice(17, 19)).toEqual([
        '  using fetch = stubFetch({ "POST /api/v4/categories": { categoryId: 9 } });',
        '  assertEquals(fetch.seen[0].body, { categoryName: "Food", categoryCode: "FOOD" });',
      ]);
      expect(lines[19]).toBe('  assertEquals(other.body, { recordName: "Food" });');
      expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
    }));

  it('leaves reads an ambiguous table, a moved endpoint or a stub held nowhere cannot tie to one endpoint', () =>
    migrateSmallProject(
      'recorded-left-',
      { 'src/api/b_test.ts': left },
      { from: 4, to: 6 },
      async (dir, report) => {
        const lines = (await readFile(join(dir, 'src/api/b_test.ts'), 'utf8')).split('\n');
        const asserts = (ls: string[]): string[] => ls.filter((l) => l.startsWith('  assertEquals('));
        expect(asserts(lines)).toEqual(asserts(left.split('\n')));
        expect(asserts(lines)).toHaveLength(3);
        // the moved endpoint's key keeps its TODO for a person
        expect(report.todos.some((t) => t.message.includes('/notificationProfiles/{id}'))).toBe(true);
      },
    ));
});
