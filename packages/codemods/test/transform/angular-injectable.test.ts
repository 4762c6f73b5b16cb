import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';

const overlay = join(repoRoot, 'fixtures/maps/sandbox.yaml');

/** The response TODOs of a run over one file, by line. */
async function responseTodos(code: string): Promise<string[]> {
  const { dir, cleanup } = await tempDir('angular-injectable-');
  try {
    await writeFile(join(dir, 'app.js'), code);
    const report = await runCodemod({
      paths: [dir],
      from: 4,
      to: 6,
      map: await loadChangeMap([overlay]),
      cwd: dir,
      allowDirty: true,
      dry: true,
      types: false,
    });
    return report.todos.filter((t) => /response of this endpoint/.test(t.message)).map((t) => t.message);
  } finally {
    await cleanup();
  }
}

describe('AngularJS injectables: a response TODO names the service method that returns it', () => {
  it("a .service's `this.m = function` and a .factory's returned `m: function`/`m() {}`, array-annotated or not", async () => {
    const todos = await responseTodos(
      [
        "angular.module('app').constant('API_BASE', '/api/v4')",
        "  .service('RecordService', ['$http', 'API_BASE', function ($http, API_BASE) {",
        "    this.list = function () { return $http.get(API_BASE + '/records').then(function (r) { return r.data; }); };",
        '  }])',
        "  .factory('ItemApi', function ($http, API_BASE) {",
        '    return {',
        "      one: function (id) { return $http.get(API_BASE + '/items/' + id); },",
        "      search() { return $http.get(API_BASE + '/items/search'); },",
        '    };',
        '  });',
        '',
      ].join('\n'),
    );
    expect(todos).toHaveLength(3);
    expect(todos[0]).toMatch(/returned by RecordService\.list\(\) \(an AngularJS injectable\)/);
    expect(todos[1]).toMatch(/returned by ItemApi\.one\(\)/);
    expect(todos[2]).toMatch(/returned by ItemApi\.search\(\)/);
  });

  it('look-alikes: a plain constructor, a .directive, a method that does not return the call', async () => {
    const todos = await responseTodos(
      [
        "var API_BASE = '/api/v4';",
        'function Store($http) {',
        "  this.list = function () { return $http.get(API_BASE + '/records'); };",
        '}',
        "angular.module('app').directive('recordList', ['$http', function ($http) {",
        "  return { link: function (scope) { return $http.get(API_BASE + '/items/search'); } };",
        "}]).service('Quiet', ['$http', function ($http) {",
        "  this.load = function (vm) { $http.get(API_BASE + '/records').then(function (r) { vm.rows = r.data; }); };",
        '}]);',
        '',
      ].join('\n'),
    );
    expect(todos.length).toBeGreaterThan(0);
    for (const todo of todos) expect(todo).not.toMatch(/AngularJS injectable/);
  });
});
