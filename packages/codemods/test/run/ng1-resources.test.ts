import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

const steps = { from: 4, to: 6, types: false } as const;

describe('AngularJS 1.x: a $resource of this API, its actions and what they answer', () => {
  it('$resource called in a controller under another name ($scope, array annotation, an @ default, a custom action with its own url and params, an instance $save)', () =>
    migrateSmallProject(
      'ng1-resource-scope-',
      {
        'src/app.js': "angular.module('app', ['ngResource', 'ngRoute']).constant('API', '/api/v4');\n",
        'src/records.ctrl.js': [
          "angular.module('app').controller('RecordsCtrl', ['$scope', '$resource', 'API', function ($scope, res, API) {",
          "  var Records = res(API + '/records/:id', { id: '@recordId' }, {",
          "    update: { method: 'PUT' },",
          "    list: { method: 'GET', isArray: false }",
          '  });',
          "  var Items = res(API + '/items/:itemId', {}, {",
          "    find: { method: 'GET', url: API + '/items/search', params: { typeId: 2 } }",
          '  });',
          "  var Audit = res('https://audit.example.com/records/:id');",
          "  $scope.form = { recordName: '' };",
          '  $scope.load = function () {',
          '    Records.list(function (page) { $scope.rows = page.data; });',
          '    $scope.audits = Audit.query();',
          '    $scope.item = Items.get({ itemId: 5 });',
          '  };',
          '  $scope.rename = function (row) {',
          "    Records.update({ id: row.recordId }, { recordName: row.recordName + '!' });",
          '  };',
          '  $scope.create = function () {',
          "    new Records({ recordName: $scope.form.recordName, recordCode: 'X' }).$save(function (saved) {",
          '      $scope.created = saved;',
          '    });',
          '  };',
          '  $scope.search = function (q) {',
          '    Items.find({ recordId: $scope.pick, searchText: q }, function (page) { $scope.found = page.data; });',
          '  };',
          '}]);',
          '',
        ].join('\n'),
        'src/routes.js': [
          "angular.module('app').config(['$routeProvider', function ($routeProvider) {",
          "  $routeProvider.when('/records/:id', { templateUrl: 'record.html' });",
          '}]);',
          '',
        ].join('\n'),
        'src/records.html': [
          '<div ng-controller="RecordsCtrl">',
          '  <li ng-repeat="r in rows" ng-click="rename(r)">{{ r.recordName }}</li>',
          '  <p>{{ created.recordName }}</p>',
          '  <p ng-repeat="f in found">{{ f.score }} {{ f.recordName }}</p>',
          '  <p>{{ item.score }}</p>',
          '  <p ng-repeat="a in audits">{{ a.recordName }}</p>',
          '  <input ng-model="form.recordName">',
          '</div>',
          '',
        ].join('\n'),
      },
      steps,
      async (dir, report) => {
        const code = await readFile(join(dir, 'src/records.ctrl.js'), 'utf8');
        // the template's path; the @ default stays (the answer renames recordId, what is sent does not)
        expect(code).toContain("res(API + '/categories/:id', { id: '@recordId' }, {");
        expect(code).toContain('params: { subCategoryId: 2 }');
        expect(code).toContain("url: API + '/items/search'");
        expect(code).toContain(
          "Records.update({ id: row.categoryId }, { categoryName: row.categoryName + '!' });",
        );
        expect(code).toContain("new Records({ categoryName: $scope.form.recordName, categoryCode: 'X' })");
        expect(code).toContain('Items.find({ categoryId: $scope.pick, keyword: q }');
        // another API's resource, the form's own model, the UI route
        expect(code).toContain("res('https://audit.example.com/records/:id')");
        expect(code).toContain("$scope.form = { recordName: '' };");
        const routes = await readFile(join(dir, 'src/routes.js'), 'utf8');
        expect(routes).toContain("when('/records/:id'");
        const html = await readFile(join(dir, 'src/records.html'), 'utf8');
        expect(html).toContain('{{ r.categoryName }}');
        expect(html).toContain('{{ created.categoryName }}');
        expect(html).toContain('{{ f.complianceScore }} {{ f.categoryName }}');
        expect(html).toContain('{{ item.complianceScore }}');
        expect(html).toContain('{{ a.recordName }}');
        expect(html).toContain('ng-model="form.recordName"');
        const todos = report.todos.map((t) => t.message);
        expect(todos.some((m) => m.startsWith('@recordId names a field'))).toBe(true);
        expect((await rerunSmallProject(dir, steps, { types: false })).summary.changed).toBe(0);
      },
    ));

  it('a factory injected by name into a component ($ctrl, inline template) and a controller (this, $inject), with a promise and a returned list', () =>
    migrateSmallProject(
      'ng1-resource-factory-',
      {
        'src/items.resource.js': [
          "angular.module('app').factory('Items', function ($resource) {",
          "  return $resource('/api/v4/items/:id', { id: '@itemId' }, {",
          "    search: { url: '/api/v4/items/search', method: 'GET' }",
          '  });',
          '});',
          '',
        ].join('\n'),
        'src/item.component.js': [
          "angular.module('app').component('itemCard', {",
          "  bindings: { itemId: '<' },",
          "  template: '<h3>{{ $ctrl.item.recordName }} ({{ $ctrl.item.versionCount }})</h3>',",
          '  controller: function (Items) {',
          '    var self = this;',
          '    self.$onInit = function () {',
          '      Items.get({ id: self.itemId }).$promise.then((item) => { self.item = item; });',
          '    };',
          '  }',
          '});',
          '',
        ].join('\n'),
        'src/search.ctrl.js': [
          "angular.module('app').controller('SearchCtrl', SearchCtrl);",
          "SearchCtrl.$inject = ['Items'];",
          'function SearchCtrl(resource) {',
          '  this.run = function (recordId) {',
          '    this.page = resource.search({ recordId: recordId });',
          '  };',
          '  this.rows = [{ score: 1 }];',
          '}',
          '',
        ].join('\n'),
        'src/search.html': [
          '<div ng-controller="SearchCtrl as s">',
          '  <p ng-repeat="it in s.page.data">{{ it.score }}</p>',
          '  <p ng-repeat="r in s.rows">{{ r.score }}</p>',
          '</div>',
          '',
        ].join('\n'),
      },
      steps,
      async (dir) => {
        const card = await readFile(join(dir, 'src/item.component.js'), 'utf8');
        expect(card).toContain('{{ $ctrl.item.categoryName }} ({{ $ctrl.item.historyCount }})');
        const search = await readFile(join(dir, 'src/search.ctrl.js'), 'utf8');
        expect(search).toContain('resource.search({ categoryId: recordId })');
        // the controller's own rows keep their names
        expect(search).toContain('this.rows = [{ score: 1 }];');
        const html = await readFile(join(dir, 'src/search.html'), 'utf8');
        expect(html).toContain('<p ng-repeat="it in s.page.data">{{ it.complianceScore }}</p>');
        expect(html).toContain('<p ng-repeat="r in s.rows">{{ r.score }}</p>');
        expect((await rerunSmallProject(dir, steps, { types: false })).summary.changed).toBe(0);
      },
    ));
});
