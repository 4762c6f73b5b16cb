import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * `const page: Page<Row> = JSON.parse(res.getContentText())` of a response held in a variable: the declared type is
 * the body's, and so is an `as` cast of an untyped wrapper's result (`types/cast-result.ts`). The control reads this
 * API's category list both ways; the look-alike parses another service's answer into a type with the same field
 * names, left as written; a text parsed in a later statement, with no type given to it, keeps its TODO.
 */
const stub = [
  'interface HttpResponse { getContentText(): string }',
  'declare const UrlFetchApp: { fetch(url: string, params?: object): HttpResponse };',
  '',
].join('\n');
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['es2019'] },
    include: ['src'],
  }),
  'src/Stub.ts': stub,
  'src/Records.ts': [
    "const API = 'https://compliance.example.com/api/v4';",
    'interface Row {',
    '  recordId: number;',
    '  recordName: string;',
    '}',
    'interface Created {',
    '  recordCode: string;',
    '}',
    'function names(): string[] {',
    "  const res = UrlFetchApp.fetch(API + '/records');",
    '  const page: { data: Row[] } = JSON.parse(res.getContentText());',
    '  return page.data.map((r) => r.recordName);',
    '}',
    'function post_(path: string, body: object) {',
    "  return JSON.parse(UrlFetchApp.fetch(API + path, { method: 'post', payload: JSON.stringify(body) }).getContentText());",
    '}',
    'function create(name: string): string {',
    "  const created = post_('/records', { recordName: name }) as Created;",
    '  return created.recordCode;',
    '}',
    'function typeNames(): string[] {',
    "  const text = UrlFetchApp.fetch(API + '/types').getContentText();",
    '  return JSON.parse(text).data.map((t: { typeName: string }) => t.typeName);',
    '}',
    '',
  ].join('\n'),
  'src/Maps.ts': [
    "const MAPS = 'https://maps.example.org/v2';",
    'interface Pin {',
    '  recordId: number;',
    '  recordName: string;',
    '}',
    'function pins(): string[] {',
    "  const res = UrlFetchApp.fetch(MAPS + '/records');",
    '  const page: { data: Pin[] } = JSON.parse(res.getContentText());',
    '  return page.data.map((p) => p.recordName);',
    '}',
    '',
  ].join('\n'),
};

describe("a response's parsed text typed where it lands", () => {
  it('renames through the declared type or cast; another service is left; a text parsed later keeps a TODO', async () => {
    await migrateSmallProject(
      'content-text-',
      files,
      { from: 4, to: 6, apiHosts: ['compliance.example.com'] },
      async (dir, report) => {
        const records = await readFile(join(dir, 'src/Records.ts'), 'utf8');
        expect(records).toContain('  categoryId: number;\n  categoryName: string;\n}');
        expect(records).toContain('return page.data.map((r) => r.categoryName);');
        expect(records).toContain('  categoryCode: string;');
        expect(records).toContain('return created.categoryCode;');
        expect(await readFile(join(dir, 'src/Maps.ts'), 'utf8')).toBe(files['src/Maps.ts']);
        expect(report.todos.map((t) => `${t.line}: ${t.message}`)).toEqual([
          expect.stringMatching(/^2\d: the response of this endpoint has renamed fields/),
        ]);
        expect(report.typeErrors).toEqual([]);
      },
    );
  });
});
