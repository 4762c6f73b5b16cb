import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { effectStandIn } from '../types/effect-stand-in.js';

/**
 * Effect's request builders piped after a request (`transform/effect-pipe.ts`): `HttpClientRequest.setUrlParams({ … })`
 * is its query, `setUrlParam('name', …)` names one parameter, `bodyJson({ … })` and the curried
 * `schemaBodyJson(Schema)(body)` its body; `{ urlParams }` of a verb's options is its query. The same combinators of
 * another module, and a pipe of no request, are left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': effectStandIn,
  'src/client.ts': [
    "import { HttpClientRequest } from '@effect/platform';",
    "import { Effect, Schema } from 'effect';",
    '',
    'export const Hazard = Schema.Struct({ itemIds: Schema.Array(Schema.Number), hazardName: Schema.String });',
    'declare const send: (request: unknown) => Effect.Effect<unknown>;',
    'declare const http: { get(url: string, options: { urlParams: object }): Effect.Effect<unknown> };',
    '',
    'export const listTypes = (recordId: number) =>',
    "  HttpClientRequest.get('/types').pipe(HttpClientRequest.setUrlParams({ recordId, page: 1 }), send);",
    'export const exportItems = (recordId: number, status: string) =>',
    "  HttpClientRequest.get('/items/exportToExcel').pipe(",
    "    HttpClientRequest.setUrlParam('recordId', String(recordId)),",
    "    HttpClientRequest.setUrlParam('status', status),",
    '    send,',
    '  );',
    'export const createType = (recordId: number, typeName: string) =>',
    "  HttpClientRequest.post('/types').pipe(HttpClientRequest.bodyJson({ recordId, typeName }), send);",
    'export const raise = (input: typeof Hazard.Type) =>',
    "  HttpClientRequest.post('/hazards/complianceItem/bulk').pipe(HttpClientRequest.schemaBodyJson(Hazard)(input), send);",
    "export const open = (recordId: number) => http.get('/nonCompliance/search', { urlParams: { recordId, status: 'open' } });",
    '',
  ].join('\n'),
  // a form library's builders of the same names, piped after no request of this API
  'src/form.ts': [
    'declare const Form: {',
    '  make(name: string): { pipe(...stages: unknown[]): unknown };',
    '  setUrlParam(name: string, value: string): unknown;',
    '  bodyJson(body: unknown): unknown;',
    '};',
    "export const draft = (recordId: number) => Form.make('record').pipe(Form.setUrlParam('recordId', String(recordId)), Form.bodyJson({ recordId }));",
    '',
  ].join('\n'),
};

describe('Effect request builders piped after a request', () => {
  it('renames the query, the named parameters and the body; another module’s builders are left', async () => {
    await migrateSmallProject('effect-pipe-', files, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/client.ts'), 'utf8');
      expect(out).toContain(
        "HttpClientRequest.get('/subcategories').pipe(HttpClientRequest.setUrlParams({ categoryId: recordId, page: 1 })",
      );
      expect(out).toContain("HttpClientRequest.setUrlParam('categoryId', String(recordId))");
      expect(out).toContain("HttpClientRequest.setUrlParam('itemStatus', status)");
      expect(out).toContain(
        'HttpClientRequest.bodyJson({ categoryId: recordId, subCategoryName: typeName })',
      );
      expect(out).toContain('Schema.Struct({ itemIds: Schema.Array(Schema.Number), title: Schema.String })');
      expect(out).toContain("{ urlParams: { categoryId: recordId, status: 'open' } }");
      expect(await readFile(join(dir, 'src/form.ts'), 'utf8')).toBe(files['src/form.ts']);
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);
});
