import { describe, expect, it } from 'vitest';
import { versionedUrls } from '../../src/run/versioned-urls.js';

describe('endpoint URLs still under the old version segment', () => {
  it('lists a whole endpoint URL under /v<from>/, not a base, another version, or a word', () => {
    const text = [
      "const a = '/api/v4/categories?typeId=3';",
      'const b = `https://api.example.com/v4/items/${id}`;',
      "const base = '/api/v4';",
      "const other = '/api/v5/categories';",
      "const prose = 'see docs v4/records';",
    ].join('\n');
    expect(versionedUrls('src/a.ts', text, 4)).toEqual([
      { file: 'src/a.ts', line: 1, column: 11, text: '/api/v4/categories?typeId=3' },
      { file: 'src/a.ts', line: 2, column: 11, text: 'https://api.example.com/v4/items/${id}' },
    ]);
    expect(versionedUrls('src/a.ts', text, 5)).toEqual([
      { file: 'src/a.ts', line: 4, column: 15, text: '/api/v5/categories' },
    ]);
  });

  it("lists the URL of a test's stub keyed by its request, not a method word before anything else", () => {
    const text = [
      'stubFetch({ "GET /api/v4/categories": { data: [] } });',
      "const words = 'GET v4/records';",
      "const base = 'PUT /api/v4';",
    ].join('\n');
    expect(versionedUrls('src/a_test.ts', text, 4)).toEqual([
      { file: 'src/a_test.ts', line: 1, column: 13, text: '/api/v4/categories' },
    ]);
  });
});
