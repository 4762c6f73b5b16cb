import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * Untyped Apps Script (`.gs`, JavaScript): what `UrlFetchApp.fetch` answers is read at once, not awaited, and its
 * body is `JSON.parse(res.getContentText())`; a wrapper returning that parsed text gives its callers the body. The
 * control's reads of this API's answers are renamed, directly and through the wrappers (one calling another); the
 * look-alikes read the same field names from another service's wrapper, left as written, and a text parsed in a
 * second statement keeps its TODO.
 */
const files: Record<string, string> = {
  'src/Config.gs': "var BASE_URL = 'https://compliance.example.com/api/v4';\n",
  'src/Api.gs': [
    'function apiGet_(path) {',
    "  var res = UrlFetchApp.fetch(BASE_URL + path, { method: 'get', muteHttpExceptions: true });",
    '  if (res.getResponseCode() !== 200) throw new Error(res.getContentText());',
    '  return JSON.parse(res.getContentText());',
    '}',
    'function apiSend_(method, path, body) {',
    '  var res = UrlFetchApp.fetch(BASE_URL + path, { method: method, payload: JSON.stringify(body) });',
    '  return JSON.parse(res.getContentText());',
    '}',
    'function apiPost_(path, body) {',
    "  return apiSend_('post', path, body);",
    '}',
    'function mapsGet_(path) {',
    "  return JSON.parse(UrlFetchApp.fetch('https://maps.example.org/v2' + path).getContentText());",
    '}',
    '',
  ].join('\n'),
  'src/Records.gs': [
    'function names() {',
    "  var page = apiGet_('/records');",
    '  return page.data.map(function (r) { return r.recordName; });',
    '}',
    'function create(name) {',
    "  var created = apiPost_('/records', { recordName: name });",
    '  return created.recordId;',
    '}',
    'function typeNames() {',
    "  var res = UrlFetchApp.fetch(BASE_URL + '/types');",
    '  var page = JSON.parse(res.getContentText());',
    '  return page.data.map(function (t) { return t.typeName; });',
    '}',
    'function codes() {',
    "  var res = UrlFetchApp.fetch(BASE_URL + '/records');",
    '  var text = res.getContentText();',
    '  return JSON.parse(text).data.map(function (r) { return r.recordCode; });',
    '}',
    '',
  ].join('\n'),
  'src/Maps.gs': [
    'function pins() {',
    "  var page = mapsGet_('/records');",
    '  return page.data.map(function (p) { return p.recordName; });',
    '}',
    '',
  ].join('\n'),
};

describe("an Apps Script answer's parsed text", () => {
  it('is the body, read at once, also through wrappers; another service is left; a text parsed later keeps a TODO', async () => {
    await migrateSmallProject(
      'parsed-text-',
      files,
      { from: 4, to: 6, apiHosts: ['compliance.example.com'] },
      async (dir, report) => {
        const records = await readFile(join(dir, 'src/Records.gs'), 'utf8');
        expect(records).toContain('return page.data.map(function (r) { return r.categoryName; });');
        expect(records).toContain("var created = apiPost_('/categories', { categoryName: name });");
        expect(records).toContain('return created.categoryId;');
        expect(records).toContain('return page.data.map(function (t) { return t.subCategoryName; });');
        expect(records).toContain('return JSON.parse(text).data.map(function (r) { return r.recordCode; });');
        expect(await readFile(join(dir, 'src/Maps.gs'), 'utf8')).toBe(files['src/Maps.gs']);
        expect(report.todos.map((t) => `${t.file.replace(/^.*\//, '')}:${t.line} ${t.changeId}`)).toEqual([
          'Records.gs:15 v5.sandbox.categories-list.record-id',
        ]);
      },
    );
  });
});
