import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * Angular's `HttpTestingController` expects a request rather than making one: `controller.match({ method, url })`,
 * `expectOne(url)` held in a variable, `expectOne((r) => r.url === url)`. The path is migrated, the body it is
 * flushed with is the endpoint's response, and the names the test reads from `request.params` are its query; no
 * "not a request the codemod can read" TODO. An expectation of the app's own asset is left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    'interface TestRequest {',
    '  request: { method: string; params: { get(n: string): string | null; getAll(n: string): string[] | null } };',
    '  flush(body: object | string | null): void;',
    '}',
    'declare const controller: {',
    '  match(m: { method?: string; url: string }): TestRequest[];',
    '  expectOne(m: string | ((r: { url: string }) => boolean)): TestRequest;',
    '};',
    'declare function expect(v: unknown): { toBe(x: unknown): void; toEqual(x: unknown): void };',
    '',
  ].join('\n'),
  'src/search.spec.ts': [
    "const API = 'https://api.example.test/api/v4';",
    '',
    'export function searched(): void {',
    "  const [first] = controller.match({ method: 'GET', url: `${API}/items/search` });",
    "  first?.flush({ data: [{ itemId: 1, score: 70, recordName: 'Lifts' }], total: 1 });",
    '}',
    '',
    'export function filtered(): void {',
    '  const pending = controller.expectOne((r) => r.url === `${API}/nonCompliance/search`);',
    "  expect(pending.request.params.getAll('typeId')).toEqual(['4']);",
    '  pending.flush({ data: [] });',
    '}',
    '',
    'export function renamed(): void {',
    '  const call = controller.expectOne(`${API}/types/9`);',
    "  expect(call.request.method).toBe('PUT');",
    '  call.flush({ typeId: 9 });',
    '}',
    '',
    'export function ours(): void {',
    "  const own = controller.expectOne('/assets/records.json');",
    "  expect(own.request.params.get('recordId')).toBe('2');",
    '  own.flush({ recordId: 2 });',
    '}',
    '',
  ].join('\n'),
};

describe("Angular's HttpTestingController expectations", () => {
  it('migrates the path, the flushed body and the query reads of an expected request; the app’s own are left', async () => {
    await migrateSmallProject('http-testing-mocks-', files, { from: 4, to: 6 }, async (dir, report) => {
      const spec = await readFile(join(dir, 'src/search.spec.ts'), 'utf8');
      expect(spec).toContain(
        "first?.flush({ data: [{ itemId: 1, complianceScore: 70, categoryName: 'Lifts' }], total: 1 });",
      );
      expect(spec).toContain("expect(pending.request.params.getAll('subCategoryId')).toEqual(['4']);");
      expect(spec).toContain('controller.expectOne(`${API}/subcategories/9`);');
      expect(spec).toContain('call.flush({ subCategoryId: 9 });');
      expect(spec).toContain("expect(own.request.params.get('recordId')).toBe('2');");
      expect(spec).toContain('own.flush({ recordId: 2 });');
      expect(spec).not.toContain('is not a request the codemod can read');
      expect(report.todos.map((t) => t.message).join('\n')).not.toContain('is not a request');
    });
  }, 60_000);

  it('reads a predicate testing the URL with endsWith or includes, its method (or the one a body needs) and the body the test expects', async () => {
    const predicates: Record<string, string> = {
      ...files,
      'src/stand-ins.d.ts': [
        'interface TestRequest {',
        '  request: { method: string; body: any; params: { get(n: string): string | null } };',
        '  flush(body: object | string | null): void;',
        '}',
        'interface Req { method: string; url: string; urlWithParams: string }',
        'declare const httpMock: { expectOne(m: (r: Req) => boolean): TestRequest };',
        'declare const links: { url: string; title: string }[];',
        'declare function expect(v: unknown): { toBe(x: unknown): void; toEqual(x: unknown): void };',
        '',
      ].join('\n'),
      'src/search.spec.ts': [
        'export function archived(): void {',
        "  const req = httpMock.expectOne((r) => r.method === 'PUT' && r.url.endsWith('/records/9/archive'));",
        "  req.flush({ recordId: 9, recordName: 'Fire' });",
        '}',
        '',
        'export function listed(): void {',
        "  httpMock.expectOne((r) => r.urlWithParams.includes('/types?recordId=3')).flush({ data: [] });",
        '}',
        '',
        'export function flagged(): void {',
        "  const req = httpMock.expectOne((r) => r.method === 'POST' && r.url.endsWith('/hazards/complianceItem'));",
        "  expect(req.request.body).toEqual({ itemId: 4, hazardName: 'Loose cable', riskLevel: 'high' });",
        '  req.flush(null);',
        '}',
        '',
        'export function bulk(): void {',
        "  const req = httpMock.expectOne((r) => r.url.endsWith('/hazards/complianceItem/bulk'));",
        "  expect(req.request.body).toEqual({ itemIds: [4, 5], hazardName: 'Fire', riskLevel: 'low' });",
        '}',
        '',
        'export function asset(): void {',
        "  const req = httpMock.expectOne((r) => r.url.endsWith('/assets/records.json'));",
        "  expect(req.request.body).toEqual({ recordName: 'Fire' });",
        '}',
        '',
        '// the app’s own routes, looked up the same way: not an expectation of a request',
        "export const home = links.find((r) => r.url.endsWith('/records'));",
        '',
      ].join('\n'),
    };
    await migrateSmallProject('http-testing-predicates-', predicates, { from: 4, to: 6 }, async (dir) => {
      const spec = await readFile(join(dir, 'src/search.spec.ts'), 'utf8');
      expect(spec).toContain("r.url.endsWith('/categories/9/archive')");
      expect(spec).toContain("req.flush({ categoryId: 9, categoryName: 'Fire' });");
      expect(spec).toContain("r.urlWithParams.includes('/subcategories?categoryId=3')");
      expect(spec).toContain("toEqual({ itemId: 4, title: 'Loose cable', severity: 'high' });");
      expect(spec).toContain("links.find((r) => r.url.endsWith('/records'));");
      // no method named: a body expected, so the one method with a renamed body there (POST)
      expect(spec).toContain("toEqual({ itemIds: [4, 5], title: 'Fire', severity: 'low' });");
      expect(spec).toContain("toEqual({ recordName: 'Fire' });");
    });
  }, 60_000);
});
