import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@compliance-migrate/rename-map';
import { migrateFixtures } from '../../src/run/json-fixtures.js';
import { migrateSmallProject, sandboxMap } from '../helpers.js';

/**
 * The JSON files a client's tests answer its mocks of this API with (`nock(…).reply(200, records)` after
 * `import records from './__fixtures__/records.json'`) are that endpoint's responses in the old shape: they are
 * migrated as the response, decided by where they flow, never by their names, keeping every other byte.
 */
describe('JSON fixtures answered by mocks of this API', () => {
  it('keep their formatting and key order; text that is not JSON is left', async () => {
    const translator = createTranslator(await sandboxMap(), 4, 6);
    const odd = '{\n\t"page" : 1,\n\t"data" : [ {"recordName":"A", "recordId":1} ]   \n}';
    const texts: Record<string, string> = { 'a.json': odd, 'b.json': 'not json {"recordId":1}' };
    const out = migrateFixtures(
      [
        { file: 'a.json', method: 'GET', path: '/records', line: 1, column: 1 },
        { file: 'b.json', method: 'GET', path: '/records', line: 1, column: 1 },
      ],
      translator,
      (file) => texts[file] ?? '',
    );
    expect(out.get('a.json')?.after).toBe(
      '{\n\t"page" : 1,\n\t"data" : [ {"categoryName":"A", "categoryId":1} ]   \n}',
    );
    expect(
      out
        .get('a.json')
        ?.edits.map((e) => e.changeId)
        .sort(),
    ).toEqual(['v5.sandbox.categories-list.record-id', 'v5.sandbox.categories-list.record-name']);
    // both at the first rename: line 3, at `"recordName"`
    expect(out.get('a.json')?.edits.map((e) => [e.line, e.column])).toEqual([
      [3, 15],
      [3, 15],
    ]);
    expect(out.has('b.json')).toBe(false);
  });

  it('through a paths alias, on the endpoint the mock answers; one only compared with the client is left', async () => {
    const files: Record<string, string> = {
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          types: [],
          lib: ['dom', 'esnext'],
          resolveJsonModule: true,
          baseUrl: '.',
          paths: { '#lib/*': ['src/*'] },
        },
        include: ['src'],
      }),
      'src/nock.d.ts': [
        "declare module 'nock' {",
        '  interface Scope { get(path: string): Scope; reply(status: number, body?: unknown): Scope }',
        '  function nock(base: string): Scope;',
        '  export default nock;',
        '}',
        '',
      ].join('\n'),
      'src/fixtures/answers.json':
        '{\n  "answers": [\n    { "headerId": "REC_NAME", "value": "Fire" }\n  ]\n}\n',
      'src/fixtures/page.json': '{ "recordId": 1 }\n',
      'src/items.test.ts': [
        "import nock from 'nock';",
        "import answers from '#lib/fixtures/answers.json';",
        "import page from '#lib/fixtures/page.json';",
        '',
        'export function mocks(): unknown[] {',
        "  nock('http://localhost').get('/api/v4/items/7/answer').reply(200, answers);",
        '  return [page];',
        '}',
        '',
      ].join('\n'),
    };
    await migrateSmallProject('json-fixtures-', files, { from: 4, to: 6 }, async (dir, report) => {
      expect(await readFile(join(dir, 'src/fixtures/answers.json'), 'utf8')).toBe(
        '{\n  "answers": [\n    { "headerId": "CATEGORY_NAME", "value": "Fire" }\n  ]\n}\n',
      );
      // not given to a mock: whatever its keys look like, it is left
      expect(await readFile(join(dir, 'src/fixtures/page.json'), 'utf8')).toBe(
        files['src/fixtures/page.json'],
      );
      expect(report.todos).toEqual([]);
      expect(report.edits.filter((e) => e.file.endsWith('answers.json')).map((e) => e.changeId)).toEqual([
        'v5.sandbox.item-answer.header-ids',
      ]);
    });
  }, 60_000);
});
