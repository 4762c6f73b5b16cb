import { Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { resourceTable } from '../../src/types/react-admin-table.js';
import type { EndpointPlans } from '../../src/types/type-pass.js';

/** An index of three GET endpoints: `/records`, `/profiles/search`, `/profiles/{profileId}` (its `params` as given). */
const endpoint: EndpointPlans = (method, path) => {
  if (method !== 'GET') return undefined;
  const plans = { response: [], request: [], query: [] };
  if (path === '/records' || path === '/profiles/search') return { ...plans, params: [] };
  const profile = /^\/profiles\/([^/]+)$/.exec(path);
  return profile ? { ...plans, params: [profile[1]!] } : undefined;
};

const tableOf = (code: string) => {
  const project = new Project({ useInMemoryFileSystem: true });
  const file = project.createSourceFile('resources.ts', code);
  const table = resourceTable([file], endpoint);
  return new Map([...table].map(([name, reads]) => [name, { list: !!reads.list, record: !!reads.record }]));
};

/** The data provider's table of resources (types/react-admin-table.ts): the GET endpoints each entry's paths name. */
describe("react-admin's resource table (types/react-admin-table.ts)", () => {
  it('reads each entry’s list and record paths, skipping a literal segment that fills a parameter', () => {
    const table = tableOf(
      [
        'export const RESOURCES = {',
        "  records: { list: '/records', create: '/records', update: (id: number) => `/records/${id}` },",
        "  profiles: { list: '/profiles/search', create: '/profiles/scheduled', one: (id: number) => `/profiles/${id}` },",
        '};',
      ].join('\n'),
    );
    expect(table).toEqual(
      new Map([
        ['records', { list: true, record: false }],
        ['profiles', { list: true, record: true }],
      ]),
    );
  });

  it('leaves an entry naming no path of this API, and a name given two different lists', () => {
    const table = tableOf(
      [
        "export const ROUTES = { notes: { list: '/notes' }, home: { path: '/' } };",
        "export const A = { records: { list: '/records' } };",
        "export const B = { records: { list: '/profiles/search' } };",
      ].join('\n'),
    );
    expect(table).toEqual(new Map());
  });
});
