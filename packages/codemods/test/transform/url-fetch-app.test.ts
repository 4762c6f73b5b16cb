import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { sandboxMap, tempDir, writeFiles } from '../helpers.js';

/**
 * Google Apps Script's `UrlFetchApp.fetch(url, { method: 'post', payload: JSON.stringify(body) })`: the method in
 * lower case and the body under `payload`. The control creates a record on this API's host; the look-alikes send the
 * same body to another service, and a form to the identity provider's token endpoint, both left as written.
 */
const stub = [
  'declare const UrlFetchApp: {',
  '  fetch(url: string, params?: { method?: string; payload?: string | object; contentType?: string }): { getContentText(): string };',
  '};',
  '',
].join('\n');
const files: Record<string, string> = {
  'src/Stub.ts': stub,
  'src/Create.ts': [
    "const API = 'https://compliance.example.com/api/v4';",
    'function createRecord(name: string) {',
    "  UrlFetchApp.fetch(API + '/records', {",
    "    method: 'post',",
    "    contentType: 'application/json',",
    '    payload: JSON.stringify({ recordName: name, recordCode: name.slice(0, 4) }),',
    '  });',
    '}',
    '',
  ].join('\n'),
  'src/Other.ts': [
    "const MAPS = 'https://maps.example.org/v2';",
    "const AUTH = 'https://login.example.org';",
    'function pin(name: string) {',
    "  UrlFetchApp.fetch(MAPS + '/records', { method: 'post', payload: JSON.stringify({ recordName: name }) });",
    '}',
    'function token(code: string) {',
    "  UrlFetchApp.fetch(AUTH + '/auth/connect/token', { method: 'post', payload: { grant_type: 'authorization_code', code: code } });",
    '}',
    '',
  ].join('\n'),
};

describe('UrlFetchApp.fetch', () => {
  it("reads `payload` as the body and a lower-case method; another service's call and a form to the IdP are left", async () => {
    const { dir, cleanup } = await tempDir('url-fetch-app-');
    try {
      await writeFiles(dir, files);
      const report = await runCodemod({
        paths: [join(dir, 'src')],
        from: 4,
        to: 6,
        map: await sandboxMap(),
        allowDirty: true,
        cwd: dir,
        apiHosts: ['compliance.example.com'],
        typecheck: false,
      });
      const created = await readFile(join(dir, 'src/Create.ts'), 'utf8');
      expect(created).toContain("UrlFetchApp.fetch(API + '/categories', {");
      expect(created).toContain(
        'payload: JSON.stringify({ categoryName: name, categoryCode: name.slice(0, 4) }),',
      );
      expect(report.todos.filter((t) => t.file.endsWith('Create.ts'))).toEqual([]);
      expect(await readFile(join(dir, 'src/Other.ts'), 'utf8')).toBe(files['src/Other.ts']);
      expect(report.edits.filter((e) => e.file.endsWith('Other.ts'))).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});
