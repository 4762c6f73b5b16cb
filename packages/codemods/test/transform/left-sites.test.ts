import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * Why the transform left a path written alone that reaches no request (`src/transform/left-sites.ts`): where it goes
 * says it is a page of the app's (a breadcrumb's `href`, a table named for pages, an end-to-end test's visit,
 * `location.href`), or nothing says so and a person must look (a table whose name says nothing, a function the
 * codemod does not know). The API's own call beside them is migrated.
 */
const files = {
  'src/api.ts': [
    "import axios from 'axios';",
    "const api = axios.create({ baseURL: '/api' });",
    "export const listRecords = () => api.get('/records');",
    '',
  ].join('\n'),
  'src/pages.ts': [
    "export const crumbs = [{ href: '/records', label: 'Records' }];",
    "export const PAGE_URLS = { records: '/records', record: (id: number) => `/records/${id}` };",
    "export const goRecords = () => { window.location.href = '/records'; };",
    '',
  ].join('\n'),
  'src/e2e.ts': [
    'declare const cy: { visit(url: string): void };',
    "export const open = () => cy.visit('/records');",
    '',
  ].join('\n'),
  'src/unknown.ts': [
    "import { warmUp } from 'cache-lib';",
    "export const PATHS = { records: '/records' };",
    "export const warm = () => warmUp('/records');",
    '',
  ].join('\n'),
};

describe('why a path written alone was left', () => {
  it('names the page a breadcrumb, a page table, location.href and cy.visit go to; the others are to look at', () =>
    migrateSmallProject('left-sites-', files, { from: 4, to: 6 }, async (_dir, report) => {
      const left = report.remaining.map(({ file, line, left, why }) => `${file}:${line} ${left} ${why}`);
      expect(left).toEqual([
        "src/e2e.ts:2 own end-to-end test's page visit (cy.visit)",
        'src/pages.ts:1 own page link (href: …)',
        'src/pages.ts:2 own held in PAGE_URLS, a table of pages',
        'src/pages.ts:2 own held in PAGE_URLS, a table of pages',
        'src/pages.ts:3 own page navigation (location.href)',
        'src/unknown.ts:2 look held in PATHS (records: …), whose name says nothing; no request the codemod knows reads it',
        'src/unknown.ts:3 look given to warmUp(…), not known as a request or a page',
      ]);
      expect(report.edits.filter((e) => e.file !== 'src/api.ts')).toEqual([]);
    }));
});
