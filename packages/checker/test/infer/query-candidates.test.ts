import { expect, it } from 'vitest';
import { parseScenario } from '../../src/index.js';
import {
  commonNamesFor,
  linkQueryNames,
  scenarioQueryValues,
  variantsOf,
} from '../../src/infer/query-candidates.js';
import type { CheckReport, Finding } from '../../src/index.js';

it('derives spellings of an old parameter name: Id suffix, case, qualified by a path segment', () => {
  expect(variantsOf('categoryId', '/items/search')).toEqual(
    expect.arrayContaining(['category', 'category_id', 'itemCategoryId']),
  );
  expect(variantsOf('status', '/items/exporttoexcel')).toEqual(
    expect.arrayContaining(['statusId', 'itemStatus']),
  );
  expect(variantsOf('page_size', '/x')).toContain('pageSize');
  expect(variantsOf('status', '/items')).not.toContain('status');
});

it('offers the common names that fit a value: counts, dates, text; none for a flag', () => {
  expect(commonNamesFor(10)).toContain('pageSize');
  expect(commonNamesFor('10')).toContain('limit');
  expect(commonNamesFor('2026-11-01')).toEqual(expect.arrayContaining(['start', 'from']));
  expect(commonNamesFor('fire')).toEqual(expect.arrayContaining(['q', 'keyword']));
  expect(commonNamesFor('fire')).not.toContain('limit');
  expect(commonNamesFor(true)).toEqual([]);
});

it("reads the parameters a scenario's reads send, from objects and from query strings", () => {
  const scenario = parseScenario({
    name: 's',
    version: 5,
    targets: {
      a: { baseUrl: 'http://127.0.0.1:1/a', version: 5, company: 1 },
      b: { baseUrl: 'http://127.0.0.1:1/b', version: 6, company: 1 },
    },
    operations: [
      { name: 'one', method: 'GET', path: '/items/search', query: { limit: 5, q: 'e' } },
      { name: 'two', method: 'GET', path: '/profiles/search', query: 'pageSize=3&q=x' },
    ],
  });
  expect([...scenarioQueryValues(scenario)]).toEqual([
    ['limit', 5],
    ['q', 'e'],
    ['pageSize', '3'],
  ]);
});

it("reads parameter names from the links of a version's answers, as report findings hold them", () => {
  const finding = (expected: unknown, actual: unknown) =>
    ({ kind: 'response.value-changed', path: '$.links.next', expected, actual }) as Finding;
  const report = {
    targets: { a: { version: 4 }, b: { version: 5 } },
    findings: [
      finding('/things?max=5&page=2', '/things?pageSize=5&page=2'),
      finding('plain text', 'https://x.test/p?cursor_id=abc'),
    ],
  } as unknown as CheckReport;
  expect(linkQueryNames([report], 5).sort()).toEqual(['cursor_id', 'page', 'pageSize']);
  expect(linkQueryNames([report], 4).sort()).toEqual(['max', 'page']);
  expect(linkQueryNames([report], 6)).toEqual([]);
});
