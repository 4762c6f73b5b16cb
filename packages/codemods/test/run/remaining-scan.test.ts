import { describe, expect, it } from 'vitest';
import { formatSummary, type CodemodReport } from '../../src/index.js';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * The closing scan of old paths: a path the run judged the app's own (a route record) is counted apart, with why;
 * a path it could not judge (given to a library function it does not know, written in a comment) is listed with
 * file and line; the report keeps both.
 */
const files = {
  'src/api.ts': [
    "import axios from 'axios';",
    "const api = axios.create({ baseURL: '/api' });",
    "export const listRecords = () => api.get('/records');",
    "export const toRecords = (navigate: (to: string) => void) => navigate('/records');",
    '',
  ].join('\n'),
  'src/routes.ts': ["export const routes = [{ path: '/records', component: 'RecordList' }];", ''].join('\n'),
  'src/visits.ts': [
    "import { remember } from 'visit-log';",
    '// the records page (/records) is remembered',
    "export const visited = () => remember('/records');",
    '',
  ].join('\n'),
};

describe('the closing scan of old paths', () => {
  it('counts the route record as judged, with why, and lists the paths it could not judge', () =>
    migrateSmallProject('remaining-scan-', files, { from: 4, to: 6 }, async (_dir, report) => {
      const byFile = report.remaining.map(({ file, line, left, why }) => ({ file, line, left, why }));
      expect(byFile).toEqual([
        // below the TODO the run wrote above the API's call: the line after the run
        { file: 'src/api.ts', line: 5, left: 'own', why: 'navigation call (navigate)' },
        { file: 'src/routes.ts', line: 1, left: 'own', why: 'route record' },
        { file: 'src/visits.ts', line: 2, left: 'look', why: undefined },
        {
          file: 'src/visits.ts',
          line: 3,
          left: 'look',
          why: 'given to remember(…), not known as a request or a page',
        },
      ]);
      // the API's own call was migrated: no old path left there
      expect(report.edits.some((e) => e.file === 'src/api.ts')).toBe(true);
      const summary = formatSummary(report);
      expect(summary).toContain('old paths still present (4): 2 to look at, 2 judged\n');
      expect(summary).toContain('    src/visits.ts:2:');
      expect(summary).toContain(
        '    src/visits.ts:3:40  /records  (given to remember(…), not known as a request or a page)\n',
      );
      expect(summary).not.toContain('src/routes.ts:1');
      expect(summary).toMatch(
        /judged the app's own or another service's, left as they are: 2 \(navigation call 1, route record 1\)/,
      );
    }));

  it("counts a hash router's pages (`#/records`, also in a route's regular expression) as judged", () =>
    migrateSmallProject(
      'remaining-hash-',
      {
        'src/router.js': [
          '// #/records lists them, #/records/12 shows one',
          'var routes = [{ pattern: /^#\\/records\\/(\\d+)$/, show: "record" }];',
          "window.location.hash = '#/records';",
          "$.getJSON('/api/records', function (res) { render(res); });",
          "remember('/records');",
          '',
        ].join('\n'),
      },
      { from: 4, to: 6 },
      async (_dir, report) => {
        expect(report.remaining.map(({ line, left, why }) => ({ line, left, why }))).toEqual([
          { line: 1, left: 'own', why: 'hash route' },
          { line: 1, left: 'own', why: 'hash route' },
          { line: 2, left: 'own', why: 'hash route' },
          { line: 3, left: 'own', why: 'hash route' },
          // below the TODO the run wrote above the API's call
          { line: 6, left: 'look', why: 'given to remember(…), not known as a request or a page' },
        ]);
      },
    ));

  it('judges the same paths the same way on a rerun', () =>
    migrateSmallProject('remaining-rerun-', files, { from: 4, to: 6 }, async (dir, first) => {
      const again = await rerunSmallProject(dir);
      const judged = (r: CodemodReport): string[] =>
        r.remaining.map((p) => `${p.file}:${p.line} ${p.left} ${p.why ?? ''}`);
      expect(judged(again)).toEqual(judged(first));
    }));
  it("lists an old path after a version segment of a full URL (a test's expected request), not one inside a word", () =>
    migrateSmallProject(
      'remaining-version-',
      {
        'src/expected.ts': [
          'export const expectedUrl = (id: number) => `https://grc.example.net/api/v4/types?recordId=${id}`;',
          "export const logo = 'https://cdn.example.net/v4records/logo.png';",
          // after the default base path `/api` (an fp-ts trial's stubbed fetch), not after a word ending in `api`
          "export const stubbed = 'https://compliance.test/api/records?pageSize=2';",
          "export const own = 'https://cdn.example.net/myapi/records.png';",
          '',
        ].join('\n'),
      },
      { from: 4, to: 6 },
      async (_dir, report) => {
        expect(report.remaining.map(({ line, text }) => ({ line, text }))).toEqual([
          { line: 1, text: '/types' },
          { line: 3, text: '/records' },
        ]);
      },
    ));
});
