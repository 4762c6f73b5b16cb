import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * An msw handler holds the request's body in a `const` (`const body = (await request.json()) as { recordName: string
 * }`) and reads it (`body.recordName`): the endpoint's request body, whose fields the new version renames. The cast's
 * members and the reads follow; a body used whole keeps its TODO; another service's handler reading the same names,
 * and an object of the handler's own, are left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    "declare module 'msw' {",
    '  type Resolver = (info: { request: Request }) => unknown;',
    '  export const http: { post(path: string, r: Resolver): unknown };',
    '  export const HttpResponse: { json(body: unknown, init?: object): unknown };',
    '}',
    '',
  ].join('\n'),
  'src/handlers.spec.ts': [
    "import { http, HttpResponse } from 'msw';",
    '',
    'export const created = http.post("*/api/v4/records", async ({ request }) => {',
    '  const body = (await request.json()) as { recordName: string; recordCode: string };',
    "  const own = { recordName: 'kept' };",
    '  return HttpResponse.json({ recordId: 9, recordName: body.recordName, code: body.recordCode, own });',
    '});',
    '',
    'export const echoed = http.post("*/api/v4/records", async ({ request }) => {',
    '  const sent = (await request.json()) as { recordName: string };',
    '  return HttpResponse.json({ recordId: 3, ...sent });',
    '});',
    '',
    'export const drafts = http.post("/app/drafts", async ({ request }) => {',
    '  const body = (await request.json()) as { recordName: string };',
    '  return HttpResponse.json({ saved: body.recordName });',
    '});',
    '',
  ].join('\n'),
};

describe("an msw handler's reads of its request's body", () => {
  it('renames the cast and the reads; a body used whole keeps its TODO; another service is left', async () => {
    await migrateSmallProject(
      'mock-body-reads-',
      files,
      { from: 4, to: 6, types: false },
      async (dir, report) => {
        const out = await readFile(join(dir, 'src/handlers.spec.ts'), 'utf8');
        expect(out).toContain(
          'const body = (await request.json()) as { categoryName: string; categoryCode: string };',
        );
        expect(out).toContain(
          'return HttpResponse.json({ categoryId: 9, categoryName: body.categoryName, code: body.categoryCode, own });',
        );
        expect(out).toContain("const own = { recordName: 'kept' };");
        expect(out).toContain('const sent = (await request.json()) as { categoryName: string };');
        expect(out).toContain('const body = (await request.json()) as { recordName: string };');
        expect(out).toContain('return HttpResponse.json({ saved: body.recordName });');
        const bodyTodos = report.todos.filter((t) => /this mock reads the request's body/.test(t.message));
        expect(bodyTodos).toHaveLength(1);
        expect(out).toMatch(/\/\/ TODO\(compliance-migrate\): this mock reads[^\n]*\nexport const echoed/);
      },
    );
  });
});
