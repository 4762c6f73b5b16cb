import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A test helper of the project that stubs the global `fetch` and returns the stub (`stubFetch(body)`): a test's
 * expectation of the URL the stub recorded (`String(fetchMock.mock.calls[0][0])`, `const [url] = …`) is that
 * request's URL, migrated with no TODO. The look-alike: a helper returning a spy of the app's own navigation, whose
 * recorded URL is not known as a request: it keeps the "not a request the codemod can read" TODO, as before.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/testing/stubs.ts': [
    'declare const vi: { fn<T>(f: T): T; stubGlobal(key: string, value: unknown): void };',
    'export function stubFetch(body: unknown) {',
    '  const fetchMock = vi.fn(async (_url: string | URL, _init?: RequestInit) => new Response(JSON.stringify(body)));',
    "  vi.stubGlobal('fetch', fetchMock);",
    '  return fetchMock;',
    '}',
    'export const spyRouter = () => {',
    '  const navigate = vi.fn((_url: string) => undefined);',
    '  return navigate;',
    '};',
    '',
  ].join('\n'),
  'src/types.spec.ts': [
    "import { spyRouter, stubFetch } from './testing/stubs';",
    'declare const expect: (v: unknown) => { toBe(v: unknown): void };',
    'export async function listsTypes() {',
    '  const fetchMock = stubFetch({ data: [] });',
    "  await fetch('/api/types?recordId=3');",
    "  expect(String(fetchMock.mock.calls[0][0])).toBe('/api/types?recordId=3');",
    '  const [url] = fetchMock.mock.calls[0];',
    "  expect(url.toString()).toBe('/api/types?recordId=3');",
    '}',
    'export function opensPage() {',
    '  const nav = spyRouter();',
    "  expect(String(nav.mock.calls[0][0])).toBe('/api/types?recordId=3');",
    '}',
    '',
  ].join('\n'),
};

describe("a fetch stub made by the project's own test helper", () => {
  it('has the URLs a test expects of it migrated as requests; a navigation spy from a helper is not one', () =>
    migrateSmallProject('fetch-stub-makers-', files, { from: 4, to: 6 }, async (dir, report) => {
      const spec = await readFile(join(dir, 'src/types.spec.ts'), 'utf8');
      expect(spec).toContain(
        "  expect(String(fetchMock.mock.calls[0][0])).toBe('/api/subcategories?categoryId=3');\n",
      );
      expect(spec).toContain("  expect(url.toString()).toBe('/api/subcategories?categoryId=3');\n");
      // the navigation spy's expectation is rewritten as any path written alone under /api, and asked about
      expect(spec).toContain(
        "  expect(String(nav.mock.calls[0][0])).toBe('/api/subcategories?categoryId=3');\n",
      );
      const todos = report.todos.filter((t) => t.file.endsWith('types.spec.ts')).map((t) => t.line);
      expect(todos).toEqual([12]);
    }));
});
