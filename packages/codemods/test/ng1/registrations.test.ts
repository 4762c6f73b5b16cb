import { describe, expect, it } from 'vitest';
import { registrations } from '../../src/ng1/registrations.js';
import { parse } from '../../src/transform/parser.js';

function registered(code: string): string[] {
  // sorted: a chain is walked from its outer (last) call
  return registrations(parse(code, 'babel'))
    .map((r) => `${r.kind} ${r.name} ${[...r.injected].map(([p, n]) => `${p}=${n}`).join(',')}`)
    .sort();
}

describe('what an AngularJS file registers, and the names its functions are injected with', () => {
  it('an array annotation, $inject, plain parameters, a component controller', () => {
    expect(
      registered(
        [
          "angular.module('a').controller('A', ['$scope', 'Api', function (s, api) {}])",
          "  .controller('B', B).filter('f', function () { return function (x) { return x; }; })",
          "  .component('c', { templateUrl: 'c.html', controller: function (Api) {} });",
          "B.$inject = ['Api'];",
          'function B(client) {}',
        ].join('\n'),
      ),
    ).toEqual([
      'component c Api=Api',
      'controller A s=$scope,api=Api',
      'controller B client=Api',
      'filter f ',
    ]);
  });

  it('look-alikes: a name that is not a string, a value that is not a function, a `$inject` written twice', () => {
    expect(
      registered(
        [
          "app.controller(name, function () {}).controller('X', 'Y').controller('Z', Z);",
          "Z.$inject = ['A']; Z.$inject = ['B'];",
          'function Z(q) {}',
        ].join('\n'),
      ),
    ).toEqual(['controller Z q=q']);
  });

  it("a directive's inline controller, from the definition object its factory returns (not a controller named by a string)", () => {
    expect(
      registered(
        [
          "angular.module('a').directive('d', ['Api', function (Api) {",
          "  return { restrict: 'E', controllerAs: 'vm', controller: ['$scope', 'Api', function (s, api) {}] };",
          '}]);',
          "angular.module('a').directive('e', () => ({ controller: function ($element) {} }));",
          "angular.module('a').directive('f', function () { return { controller: 'NamedCtrl' }; });",
          "angular.module('a').directive('g', function () { return function link(scope) {}; });",
        ].join('\n'),
      ),
    ).toEqual(['directive d s=$scope,api=Api', 'directive e $element=$element']);
  });
});
