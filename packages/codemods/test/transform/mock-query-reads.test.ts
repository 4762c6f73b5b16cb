import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * An msw handler reads the query of the request it is given (`new URL(request.url).searchParams.get('searchText')`),
 * directly, through a `const` of its own, or through a variable of the test it assigns and the test reads after the
 * request (`captured?.get('typeId')`): those names are the endpoint's query, renamed with it. A query the app builds
 * itself, and a handler of an endpoint whose query is not renamed, are left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    "declare module 'msw' {",
    '  type Resolver = (info: { request: Request }) => unknown;',
    '  export const http: { get(path: string, r: Resolver): unknown };',
    '  export const HttpResponse: { json(body: unknown, init?: object): unknown };',
    '}',
    '',
  ].join('\n'),
  'src/search.spec.ts': [
    "import { http, HttpResponse } from 'msw';",
    '',
    'export const seen: unknown[] = [];',
    'export const direct = http.get("/api/v4/items/search", ({ request }) => {',
    "  seen.push(new URL(request.url).searchParams.get('searchText'));",
    '  const q = new URL(request.url).searchParams;',
    "  seen.push(q.has('recordId'), q.getAll('page'));",
    '  return HttpResponse.json({ data: [] });',
    '});',
    '',
    'export function held(): unknown[] {',
    '  let captured: URLSearchParams | undefined;',
    "  const own = new URLSearchParams('typeId=1');",
    '  http.get("/api/v4/profiles/search", ({ request }) => {',
    '    captured = new URL(request.url).searchParams;',
    '    return HttpResponse.json({ data: [] });',
    '  });',
    "  return [captured?.get('typeId'), own.get('typeId')];",
    '}',
    '',
    'export function heldUrl(): unknown[] {',
    '  let seen: URL | undefined;',
    "  let page: URL | undefined = new URL('https://app.example.com/?recordId=2');",
    '  http.get("/api/v4/types", ({ request }) => {',
    '    seen = new URL(request.url);',
    '    return HttpResponse.json([]);',
    '  });',
    "  page = new URL('https://app.example.com/?recordId=3');",
    "  return [seen?.searchParams.get('recordId'), page?.searchParams.get('recordId')];",
    '}',
    '',
    'export const unrenamed = http.get("/api/v4/records", ({ request }) =>',
    "  HttpResponse.json({ data: [], page: new URL(request.url).searchParams.get('recordId') }),",
    ');',
    '',
  ].join('\n'),
  'src/export.stories.ts': [
    "import { http, HttpResponse } from 'msw';",
    '',
    'declare const page: { href: string };',
    'export const throughUrl = http.get("/api/v4/items/exportToExcel", ({ request }) => {',
    '  const url = new URL(request.url);',
    "  const ok = url.searchParams.get('recordId') === '1' && url.searchParams.get('status') === 'open';",
    '  const shown = new URL(page.href);',
    "  return HttpResponse.json({ ok, from: shown.searchParams.get('recordId') });",
    '});',
    '',
    'export const otherService = http.get("/app/preferences", ({ request }) => {',
    '  const url = new URL(request.url);',
    "  return HttpResponse.json({ recordId: url.searchParams.get('recordId') });",
    '});',
    '',
  ].join('\n'),
};

describe("an msw handler's reads of its request's query", () => {
  it('renames them directly, through its const and through a test variable it assigns', async () => {
    await migrateSmallProject('mock-query-reads-', files, { from: 4, to: 6, types: false }, async (dir) => {
      const out = await readFile(join(dir, 'src/search.spec.ts'), 'utf8');
      expect(out).toContain("seen.push(new URL(request.url).searchParams.get('keyword'));");
      expect(out).toContain("seen.push(q.has('categoryId'), q.getAll('page'));");
      expect(out).toContain("return [captured?.get('subCategoryId'), own.get('typeId')];");
      // the request's URL assigned to the test's variable, its query read after the request; the page's own URL left
      expect(out).toContain(
        "return [seen?.searchParams.get('categoryId'), page?.searchParams.get('recordId')];",
      );
      expect(out).toContain("page: new URL(request.url).searchParams.get('recordId') }),");
    });
  });

  it("renames them through a const holding the request's URL, not another URL's or another service's", async () => {
    await migrateSmallProject('mock-query-url-', files, { from: 4, to: 6, types: false }, async (dir) => {
      const out = await readFile(join(dir, 'src/export.stories.ts'), 'utf8');
      expect(out).toContain(
        "const ok = url.searchParams.get('categoryId') === '1' && url.searchParams.get('itemStatus') === 'open';",
      );
      expect(out).toContain("from: shown.searchParams.get('recordId') });");
      expect(out).toContain("return HttpResponse.json({ recordId: url.searchParams.get('recordId') });");
    });
  });
});
