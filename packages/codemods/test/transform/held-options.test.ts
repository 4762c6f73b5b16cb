import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A fetch-like call's options held in a `const` of the function (`const options = { method: 'post', payload };
 * UrlFetchApp.fetch(url, options)`, `fetch(url, init)`): the literal is read as the options written in the call. The
 * look-alikes: options a later statement writes to (`options.payload = …`) and options held in a `let` are not
 * followed; their literals stay as written and the call keeps a TODO.
 */
const stub = [
  'declare const UrlFetchApp: {',
  '  fetch(url: string, params?: { method?: string; payload?: string; contentType?: string }): { getContentText(): string };',
  '};',
  '',
].join('\n');
const files: Record<string, string> = {
  'src/Stub.ts': stub,
  'src/Held.ts': [
    "const API = 'https://compliance.example.com/api/v4';",
    'function create(name: string) {',
    "  const options = { method: 'post', contentType: 'application/json', payload: JSON.stringify({ recordName: name }) };",
    "  UrlFetchApp.fetch(API + '/records', options);",
    '}',
    'async function createType(name: string) {',
    "  const init = { method: 'POST', body: JSON.stringify({ typeName: name }) };",
    "  await fetch(API + '/types', init);",
    '}',
    '',
  ].join('\n'),
  'src/Written.ts': [
    "const BASE = 'https://compliance.example.com/api/v4';",
    'function later(name: string, code: string) {',
    "  const options = { method: 'post', payload: JSON.stringify({ recordName: name }) };",
    '  options.payload = JSON.stringify({ recordCode: code });',
    "  UrlFetchApp.fetch(BASE + '/records', options);",
    '}',
    'function reassigned(name: string) {',
    "  let options = { method: 'post', payload: JSON.stringify({ recordName: name }) };",
    "  UrlFetchApp.fetch(BASE + '/records', options);",
    '}',
    '',
  ].join('\n'),
};

describe('options held in a const', () => {
  it('are read as the call options; options written to later, or held in a let, are not', async () => {
    await migrateSmallProject(
      'held-options-',
      files,
      { from: 4, to: 6, apiHosts: ['compliance.example.com'], typecheck: false },
      async (dir, report) => {
        const held = await readFile(join(dir, 'src/Held.ts'), 'utf8');
        expect(held).toContain('payload: JSON.stringify({ categoryName: name }) };');
        expect(held).toContain("UrlFetchApp.fetch(API + '/categories', options);");
        expect(held).toContain('body: JSON.stringify({ subCategoryName: name }) };');
        expect(held).toContain("await fetch(API + '/subcategories', init);");
        const written = await readFile(join(dir, 'src/Written.ts'), 'utf8');
        expect(written).toContain('payload: JSON.stringify({ recordName: name }) };\n  options.payload');
        expect(written).toContain('JSON.stringify({ recordCode: code });');
        expect(written).toContain(
          "let options = { method: 'post', payload: JSON.stringify({ recordName: name }) };",
        );
        const todos = report.todos.filter((t) => t.file.endsWith('Written.ts')).map((t) => t.message);
        expect(todos).toEqual([
          expect.stringContaining('UrlFetchApp.fetch(…) is not a request the codemod can read'),
          expect.stringContaining('UrlFetchApp.fetch(…) is not a request the codemod can read'),
        ]);
      },
    );
  });
});
