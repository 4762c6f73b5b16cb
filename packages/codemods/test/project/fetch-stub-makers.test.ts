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

  it('knows a helper holding a spy of fetch and returning it, and a reader of its calls handed the spy', () =>
    migrateSmallProject('fetch-stub-spies-', spyFiles, { from: 4, to: 6 }, async (dir, report) => {
      const spec = await readFile(join(dir, 'src/types.spec.ts'), 'utf8');
      expect(spec).toContain(
        "  expect(callOf(fetchSpy, 0).url).toBe('/api/v4/subcategories?categoryId=3');\n",
      );
      // a reader handed something else than the stub: asked about, as before
      expect(spec).toContain("  expect(callOf(other, 0).url).toBe('/api/v4/subcategories?categoryId=3');\n");
      const todos = report.todos.filter((t) => t.file.endsWith('types.spec.ts')).map((t) => t.line);
      expect(todos).toEqual([8]);
    }));
});

const spyFiles: Record<string, string> = {
  'tsconfig.json': files['tsconfig.json']!,
  'src/testing/fetch.ts': [
    'declare const jest: { spyOn(o: object, k: string): { mock: { calls: unknown[][] } } };',
    'export function mockFetch() {',
    "  const spy = jest.spyOn(globalThis, 'fetch');",
    '  return spy;',
    '}',
    'export const callOf = (spy: { mock: { calls: unknown[][] } }, n: number) => ({ url: String(spy.mock.calls[n]?.[0]) });',
    '',
  ].join('\n'),
  'src/types.spec.ts': [
    "import { callOf, mockFetch } from './testing/fetch';",
    'declare const expect: (v: unknown) => { toBe(v: unknown): void };',
    'declare const other: { mock: { calls: unknown[][] } };',
    'export async function listsTypes() {',
    '  const fetchSpy = mockFetch();',
    "  await fetch('/api/v4/types?recordId=3');",
    "  expect(callOf(fetchSpy, 0).url).toBe('/api/v4/types?recordId=3');",
    "  expect(callOf(other, 0).url).toBe('/api/v4/types?recordId=3');",
    '}',
    '',
  ].join('\n'),
};
