import { describe, expect, it } from 'vitest';
import { ApiIndex, transformSource } from '../../src/index.js';
import { sandboxMap } from '../helpers.js';

const index = new ApiIndex(await sandboxMap(), 4, 6, { apiHosts: [], basePaths: ['/api'] });

/** One file transformed 4 → 6 with the sandbox's overlay; a rerun must change nothing. */
function transform(source: string) {
  const result = transformSource(source, 'a.js', index);
  expect(transformSource(result.output, 'a.js', index).output, 'a rerun changes nothing').toBe(result.output);
  return result;
}

describe("a $resource of this API in the syntax pass: its actions' endpoints, its paths and parameter keys", () => {
  it('renames the template path both with and without its trailing placeholder, the defaults and an action’s params', () => {
    const r = transform(
      [
        "angular.module('a').factory('Records', ['$resource', function ($resource) {",
        "  return $resource('/api/v4/records/:id', { id: '@id', typeId: 1 }, {",
        "    update: { method: 'PUT' },",
        "    search: { method: 'GET', url: '/api/v4/items/search', params: { recordId: 3, searchText: '' } },",
        '  });',
        '}]);',
        '',
      ].join('\n'),
    );
    // a default goes to every action: `typeId` is a query key of the search's endpoint only, renamed as such
    expect(r.output).toContain("$resource('/api/v4/categories/:id', { id: '@id', subCategoryId: 1 }, {");
    expect(r.output).toContain("params: { categoryId: 3, keyword: '' }");
    expect(
      r.resources?.[0]?.actions.map((a) => `${a.name}${a.full ? ' full' : ''}${a.bare ? ' bare' : ''}`),
    ).toEqual(['get bare', 'save bare', 'query bare', 'update full', 'search full']);
    expect(r.todos).toHaveLength(1);
  });

  it('a template keeping its name (items) with a default naming a renamed query key of its search', () => {
    const r = transform(
      "var Items = $resource('/api/v4/items/search', { typeId: '@kind' }, { find: { method: 'GET', isArray: false } });\n",
    );
    expect(r.output).toContain("$resource('/api/v4/items/search', { subCategoryId: '@kind' }");
  });

  it('look-alikes: another host, a path this API does not have, the routes of ngRoute and ui-router', () => {
    const source = [
      "var Audit = $resource('https://audit.example.com/api/v4/records/:id', { typeId: 1 });",
      "var Pages = $resource('/api/v4/pages/:id', { recordId: '@recordId' });",
      "$routeProvider.when('/records/:id', { templateUrl: 'record.html' });",
      "$stateProvider.state('record', { url: '/records/:id', component: 'recordPage' });",
      "$urlRouterProvider.otherwise('/records');",
      '',
    ].join('\n');
    const r = transform(source);
    expect(r.output).toBe(source);
    expect(r.resources ?? []).toEqual([]);
  });
});
