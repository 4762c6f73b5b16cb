import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A project of script files (no import or export: Google Apps Script, plain `<script>` files), whose top-level
 * declarations share one global scope. The control's `Records.ts` calls `apiGet_` and `apiPost_` of `Api.ts`, a
 * wrapper over `UrlFetchApp.fetch` with the base of `Config.ts` and a query string rendered by a function of the
 * project; its `Types.ts` reads the rows through a global interface. The look-alikes: `Maps.ts`, script files too,
 * call `mapsGet_`, another service's wrapper built the same way on its own host, with this API's paths and fields;
 * and `module.ts`, a module, calls a function named like a script's that it declares itself.
 */
const stub = [
  'declare const UrlFetchApp: {',
  '  fetch(url: string, params?: { method?: string; payload?: string; contentType?: string }): { getContentText(): string };',
  '};',
  '',
].join('\n');
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['es2019'] },
    include: ['src'],
  }),
  'src/Stub.ts': stub,
  'src/Config.ts': "const BASE_URL = 'https://compliance.example.com/api/v4';\n",
  'src/Api.ts': [
    'function query_(params?: Record<string, string>): string {',
    "  if (!params) return '';",
    "  return '?' + Object.keys(params).map((k) => k + '=' + encodeURIComponent(params[k]!)).join('&');",
    '}',
    'function apiGet_(path: string, params?: Record<string, string>) {',
    "  const res = UrlFetchApp.fetch(BASE_URL + path + query_(params), { method: 'get' });",
    '  return JSON.parse(res.getContentText());',
    '}',
    'function apiPost_(path: string, body: object) {',
    '  const res = UrlFetchApp.fetch(BASE_URL + path, {',
    "    method: 'post',",
    "    contentType: 'application/json',",
    '    payload: JSON.stringify(body),',
    '  });',
    '  return JSON.parse(res.getContentText());',
    '}',
    '',
  ].join('\n'),
  'src/Types.ts': ['interface SubType {', '  typeId: number;', '  typeName: string;', '}', ''].join('\n'),
  'src/Records.ts': [
    'function typesOf(recordId: string): string[] {',
    "  const page = apiGet_('/types', { recordId: recordId }) as { data: SubType[] };",
    '  return page.data.map((t) => t.typeName);',
    '}',
    'function createRecord(name: string) {',
    "  apiPost_('/records', { recordName: name });",
    '}',
    '',
  ].join('\n'),
  'src/Maps.ts': [
    'interface Pin {',
    '  typeId: number;',
    '  typeName: string;',
    '}',
    'function mapsGet_(path: string, params?: Record<string, string>) {',
    "  const res = UrlFetchApp.fetch('https://maps.example.org/v2' + path + query_(params), { method: 'get' });",
    '  return JSON.parse(res.getContentText());',
    '}',
    'function pinsOf(recordId: string): string[] {',
    "  const page = mapsGet_('/types', { recordId: recordId }) as { data: Pin[] };",
    '  return page.data.map((p) => p.typeName);',
    '}',
    '',
  ].join('\n'),
  'src/module.ts': [
    'function apiPost_(path: string, body: object) {',
    '  return { path, body };',
    '}',
    "export const draft = apiPost_('/records', { recordName: 'kept' });",
    '',
  ].join('\n'),
};

describe('script files sharing one global scope', () => {
  it("follows a script's call to another script's wrapper; another service's wrapper and a module are left", async () => {
    await migrateSmallProject(
      'script-scope-',
      files,
      { from: 4, to: 6, apiHosts: ['compliance.example.com'] },
      async (dir, report) => {
        const records = await readFile(join(dir, 'src/Records.ts'), 'utf8');
        expect(records).toContain("apiGet_('/subcategories', { categoryId: recordId })");
        expect(records).toContain('return page.data.map((t) => t.subCategoryName);');
        expect(records).toContain("apiPost_('/categories', { categoryName: name });");
        const types = await readFile(join(dir, 'src/Types.ts'), 'utf8');
        expect(types).toContain('  subCategoryId: number;\n  subCategoryName: string;');
        for (const file of ['src/Maps.ts', 'src/module.ts'])
          expect(await readFile(join(dir, file), 'utf8'), file).toBe(files[file]);
        expect(report.todos.map((t) => `${t.file}:${t.line} ${t.message}`)).toEqual([]);
        expect(report.typeErrors).toEqual([]);
      },
    );
  });

  it("reads an Apps Script project's `.gs` files as JavaScript scripts; another service's `.gs` wrapper is left", async () => {
    const gs: Record<string, string> = {
      'src/Config.gs': "var BASE_URL = 'https://compliance.example.com/api/v4';\n",
      'src/Api.gs': [
        'function apiPost_(path, body) {',
        "  var res = UrlFetchApp.fetch(BASE_URL + path, { method: 'post', payload: JSON.stringify(body) });",
        '  return JSON.parse(res.getContentText());',
        '}',
        'function mapsPost_(path, body) {',
        "  UrlFetchApp.fetch('https://maps.example.org/v2' + path, { method: 'post', payload: JSON.stringify(body) });",
        '}',
        '',
      ].join('\n'),
      'src/Records.gs': [
        'function createRecord(name) {',
        "  apiPost_('/records', { recordName: name });",
        '}',
        '',
      ].join('\n'),
      'src/Maps.gs': ['function pin(name) {', "  mapsPost_('/records', { recordName: name });", '}', ''].join(
        '\n',
      ),
    };
    await migrateSmallProject(
      'script-scope-gs-',
      gs,
      { from: 4, to: 6, apiHosts: ['compliance.example.com'] },
      async (dir, report) => {
        expect(await readFile(join(dir, 'src/Records.gs'), 'utf8')).toContain(
          "apiPost_('/categories', { categoryName: name });",
        );
        expect(await readFile(join(dir, 'src/Maps.gs'), 'utf8')).toBe(gs['src/Maps.gs']);
        expect(report.summary.failed).toBe(0);
        expect(report.notes.filter((n) => n.includes('type-aware pass stopped'))).toEqual([]);
      },
    );
  });
});
