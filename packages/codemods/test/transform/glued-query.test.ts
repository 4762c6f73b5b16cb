import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A URL ending in a call glued to its last literal segment, no `?` written (`BASE + '/items/search' + toQuery({ … })`):
 * the call renders the query, so the URL is the item search with that query (its keys renamed where written, and a
 * TODO, since the helper may change them), not an item `/items/{itemid}`. The look-alike: a call after a slash
 * (`BASE + '/items/' + itemId(x)`) is still the path's id, read as before.
 */
const files: Record<string, string> = {
  'src/search.ts': [
    "const BASE = 'https://compliance.example.com/api/v4';",
    "const toQuery = (p: Record<string, string>): string => '?' + new URLSearchParams(p).toString();",
    'const itemId = (x: { id: number }): string => String(x.id);',
    'export function search(q: string) {',
    "  return fetch(BASE + '/items/search' + toQuery({ searchText: q }));",
    '}',
    'export function searchTemplate(q: string) {',
    '  return fetch(`${BASE}/items/search${toQuery({ searchText: q })}`);',
    '}',
    'export function item(x: { id: number }) {',
    "  return fetch(BASE + '/items/' + itemId(x));",
    '}',
    '',
  ].join('\n'),
};

describe('a query glued after the path', () => {
  it('is the query of the path before it; a call after a slash is still the path id', async () => {
    await migrateSmallProject(
      'glued-query-',
      files,
      { from: 4, to: 6, apiHosts: ['compliance.example.com'], types: false },
      async (dir, report) => {
        const out = await readFile(join(dir, 'src/search.ts'), 'utf8');
        expect(out).toContain("return fetch(BASE + '/items/search' + toQuery({ keyword: q }));");
        expect(out).toContain('return fetch(`${BASE}/items/search${toQuery({ keyword: q })}`);');
        expect(out).toContain("return fetch(BASE + '/items/' + itemId(x));");
        const todos = report.todos.map((t) => `${t.line} ${t.changeId}`);
        // each search: its query (the helper is not read) and its list's rows; the item: its own fields
        expect(todos).toEqual([
          '5 v5.sandbox.items-filters.category',
          '5 v5.sandbox.items-search.record-id',
          '8 v5.sandbox.items-filters.category',
          '8 v5.sandbox.items-search.record-id',
          '11 v5.sandbox.item.record-id',
        ]);
      },
    );
  });

  it('a `const` holding the helper’s call counts as the call; a `let` and a parameter do not', async () => {
    const held: Record<string, string> = {
      'src/export.ts': [
        "const BASE = 'https://compliance.example.com/api/v4';",
        "const toQuery = (p: Record<string, string>): string => '?' + new URLSearchParams(p).toString();",
        'export function exportItems(status: string) {',
        '  const query = toQuery({ status });',
        '  return fetch(`${BASE}/items/exportToExcel${query}`);',
        '}',
        '// look-alikes: what the hole holds is not known to be a rendered query, so it stays the item id',
        'export function byLet(id: string) {',
        '  let query = id;',
        '  query = query.trim();',
        '  return fetch(`${BASE}/items/${query}`);',
        '}',
        'export function byParameter(query: string) {',
        '  return fetch(`${BASE}/items/${query}`);',
        '}',
        '',
      ].join('\n'),
    };
    await migrateSmallProject(
      'glued-held-',
      held,
      { from: 4, to: 6, apiHosts: ['compliance.example.com'], types: false },
      async (dir, report) => {
        const out = await readFile(join(dir, 'src/export.ts'), 'utf8');
        expect(out).toContain('  const query = toQuery({ itemStatus: status });');
        expect(out).toContain('  return fetch(`${BASE}/items/exporttoexcel${query}`);');
        expect(out).toContain('  return fetch(`${BASE}/items/${query}`);\n}\nexport function byParameter');
        // the export's query is the helper's (a TODO asks whether it keeps the names); the items are read as items
        const todos = report.todos.map((t) => `${t.line} ${t.changeId} ${t.message}`);
        expect(todos.filter((t) => t.startsWith('5 ') && /status → itemStatus/.test(t))).toHaveLength(1);
        expect(
          todos.filter((t) => / v5\.sandbox\.item\.record-id /.test(t)).map((t) => t.split(' ')[0]),
        ).toEqual(['11', '14']);
      },
    );
  });
});
