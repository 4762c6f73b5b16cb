import { describe, expect, it } from 'vitest';
import { isNg1RoutePath } from '../../src/ng1/route-paths.js';
import { walk } from '../../src/transform/ast-walk.js';
import { parse } from '../../src/transform/parser.js';

/** The string literals of `code` that are AngularJS route paths. */
function routePaths(code: string): string[] {
  const found: string[] = [];
  walk(parse(code, 'babel'), [], (node, parents) => {
    if ((node.type === 'StringLiteral' || node.type === 'Literal') && isNg1RoutePath(node, parents))
      found.push(String((node as { value?: unknown }).value));
    return true;
  });
  return found;
}

describe("an AngularJS router's paths: the app's pages, not requests", () => {
  it("ngRoute's when/otherwise, ui-router's state url and otherwise", () => {
    expect(
      routePaths(
        [
          "$routeProvider.when('/records/:id', { templateUrl: 'r.html', controller: 'R' }).otherwise('/records');",
          "$routeProvider.when('/old', { redirectTo: '/records' });",
          "routes.when('/items/:itemid', { component: 'itemPage' });",
          "$stateProvider.state('r', { url: '/records/:id', templateUrl: 'r.html' });",
          "$stateProvider.state({ name: 'i', url: '/items', views: { main: {} } });",
          "$urlRouterProvider.otherwise('/records');",
        ].join('\n'),
      ),
    ).toEqual([
      '/records/:id',
      '/records',
      '/old',
      '/records',
      '/items/:itemid',
      '/records/:id',
      '/items',
      '/records',
    ]);
  });

  it('look-alikes: a mock backend, a request config with a url, a when() of something else', () => {
    expect(
      routePaths(
        [
          "$httpBackend.when('GET', '/api/records').respond(200, []);",
          "$httpBackend.whenGET('/api/records').respond(200, []);",
          "$http({ method: 'GET', url: '/api/records', params: { typeId: 1 } });",
          "promise.when('/api/records', { data: 1 });",
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
