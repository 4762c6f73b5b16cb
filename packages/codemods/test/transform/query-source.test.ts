import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

const files: Record<string, string> = {
  'src/profiles.js': [
    "import { HttpParams } from '@angular/common/http';",
    'export function search(http, term, recordId) {',
    '  const params = new HttpParams({',
    '    fromObject: recordId ? { searchText: term, recordId } : { searchText: term },',
    '  });',
    "  return http.get('/api/v4/profiles/search', { params });",
    '}',
    'export function items(http, term, pick) {',
    "  return http.get('/api/v4/items/search', { params: term ? { searchText: term } : pick() });",
    '}',
    '',
  ].join('\n'),
};

describe('a query picked from two (`cond ? { … } : { … }`)', () => {
  it('renames the keys of both; when one side cannot be followed, the other is renamed and the call keeps its TODO', async () => {
    await migrateSmallProject('query-source-', files, { from: 4, to: 6 }, async (dir, report) => {
      const text = await readFile(join(dir, 'src/profiles.js'), 'utf8');
      expect(text).toContain(
        '    fromObject: recordId ? { keyword: term, categoryId: recordId } : { keyword: term },',
      );
      expect(text).toContain('{ params: term ? { keyword: term } : pick() });');
      const queries = report.todos.filter((t) => t.message.startsWith('query parameters'));
      expect(queries.map((t) => t.line)).toEqual([9]);
    });
  }, 60_000);
});
