import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

const steps = { from: 4, to: 6, types: false } as const;

/** A `.service` over `$http` whose `list()` gives the rows (`res.data.data`) and `one(id)` a record. */
const service = [
  "angular.module('app').constant('API_BASE', '/api/v4')",
  "  .service('RecordService', ['$http', 'API_BASE', function ($http, API_BASE) {",
  '    this.list = function () {',
  "      return $http.get(API_BASE + '/records').then(function (res) { return res.data.data; });",
  '    };',
  '    this.save = function (record) {',
  "      return $http.put(API_BASE + '/records/' + record.recordId, { recordName: record.recordName });",
  '    };',
  '  }])',
  "  .service('AuditService', ['$http', function ($http) {",
  "    this.list = function () { return $http.get('/audit/entries').then(function (res) { return res.data; }); };",
  '  }]);',
  '',
].join('\n');

describe('AngularJS 1.x: what an injectable returns, into the controllers, views and filters injecting it', () => {
  it('$scope style, array annotation with other parameter names, ng-controller without `as`, a filter', () =>
    migrateSmallProject(
      'ng1-scope-',
      {
        'src/record.service.js': service,
        'src/records.controller.js': [
          "angular.module('app').controller('RecordsCtrl', ['$scope', 'RecordService', 'AuditService',",
          '  function (s, records, audits) {',
          '    s.form = { recordName: "" };',
          '    records.list().then(function (rows) { s.rows = rows; });',
          '    audits.list().then(function (entries) { s.audits = entries; });',
          '    s.pick = function (row) { s.current = row; s.title = row.recordName; };',
          '    s.store = function () { records.save(s.current); };',
          '  }]);',
          '',
        ].join('\n'),
        'src/label.filter.js': [
          "angular.module('app').filter('label', function () {",
          "  return function (r) { return r ? r.recordCode + ' ' + r.recordName : ''; };",
          '});',
          '',
        ].join('\n'),
        'src/records.html': [
          '<div data-ng-controller="RecordsCtrl">',
          '  <p ng-repeat="row in rows | orderBy:\'-recordName\'" ng-click="pick(row)">{{ row | label }} {{ row.recordId }}</p>',
          '  <h3 ng-if="current">{{ current.recordCode }}</h3>',
          '  <input ng-model="form.recordName">',
          '  <li ng-repeat="a in audits">{{ a.recordName }}</li>',
          '</div>',
          '',
        ].join('\n'),
      },
      steps,
      async (dir, report) => {
        const html = await readFile(join(dir, 'src/records.html'), 'utf8');
        expect(html).toContain("orderBy:'-categoryName'");
        expect(html).toContain('{{ row | label }} {{ row.categoryId }}');
        expect(html).toContain('{{ current.categoryCode }}');
        // another service's data and the form's own model keep their names
        expect(html).toContain('ng-model="form.recordName"');
        expect(html).toContain('{{ a.recordName }}');
        const controller = await readFile(join(dir, 'src/records.controller.js'), 'utf8');
        expect(controller).toContain('s.title = row.categoryName;');
        expect(controller).toContain('s.form = { recordName: "" };');
        const filter = await readFile(join(dir, 'src/label.filter.js'), 'utf8');
        expect(filter).toContain("r.categoryCode + ' ' + r.categoryName");
        // the row handed back to the service's save(record)
        const saved = await readFile(join(dir, 'src/record.service.js'), 'utf8');
        expect(saved).toContain("'/categories/' + record.categoryId, { categoryName: record.categoryName }");
        // the template line left (another service's rows) is still listed
        expect(report.unreadTemplates.map((l) => `${l.line}:${l.names.join(',')}`)).toEqual([
          '4:recordName',
          '5:recordName',
        ]);
        expect((await rerunSmallProject(dir, steps, { types: false })).summary.changed).toBe(0);
      },
    ));

  it('a .component with $ctrl and an inline template; a $inject controller with `vm`; look-alikes left', () =>
    migrateSmallProject(
      'ng1-component-',
      {
        'src/record.service.js': service,
        'src/record-list.component.js': [
          "angular.module('app').component('recordList', {",
          '  template: \'<b ng-repeat="r in $ctrl.rows track by r.recordId">{{ r.recordName }}</b>\',',
          '  controller: function (RecordService) {',
          '    var ctrl = this;',
          '    this.$onInit = function () {',
          '      RecordService.list().then((rows) => { ctrl.rows = rows; });',
          '    };',
          '  },',
          '});',
          '',
        ].join('\n'),
        'src/mixed.controller.js': [
          "angular.module('app').controller('MixedCtrl', MixedCtrl);",
          "MixedCtrl.$inject = ['RecordService'];",
          'function MixedCtrl(api) {',
          '  var vm = this;',
          '  api.list().then(function (rows) { vm.rows = rows; });',
          '  vm.reset = function () { vm.rows = loadLocal(); };',
          '  vm.first = function () { return vm.rows[0].recordName; };',
          '}',
          '',
        ].join('\n'),
        'src/mixed.html': [
          '<ul ng-controller="MixedCtrl as vm"><li ng-repeat="r in vm.rows">{{ r.recordName }}</li></ul>',
          '',
        ].join('\n'),
        'src/other.html': [
          '<ul ng-controller="OtherCtrl as vm"><li ng-repeat="r in vm.rows">{{ r.recordName }}</li></ul>',
          '',
        ].join('\n'),
      },
      steps,
      async (dir) => {
        const component = await readFile(join(dir, 'src/record-list.component.js'), 'utf8');
        expect(component).toContain('track by r.categoryId">{{ r.categoryName }}</b>');
        // a field also written with something else (`vm.rows = loadLocal()`): neither it nor its view is edited
        const mixed = await readFile(join(dir, 'src/mixed.controller.js'), 'utf8');
        expect(mixed).toContain('vm.rows[0].recordName');
        expect(await readFile(join(dir, 'src/mixed.html'), 'utf8')).toContain('{{ r.recordName }}');
        // a view of a controller that gets none of this API's data
        expect(await readFile(join(dir, 'src/other.html'), 'utf8')).toContain('{{ r.recordName }}');
        expect((await rerunSmallProject(dir, steps, { types: false })).summary.changed).toBe(0);
      },
    ));

  it("a .factory's returned methods, arrow callbacks; a filter registered twice and a library's call are not followed", () =>
    migrateSmallProject(
      'ng1-factory-',
      {
        'src/api.factory.js': [
          "angular.module('app').factory('Api', ['$http', function ($http) {",
          '  return {',
          "    rows: function () { return $http.get('/api/v4/records').then((res) => res.data.data); },",
          '  };',
          '}]);',
          '',
        ].join('\n'),
        'src/list.controller.js': [
          "angular.module('app').controller('ListCtrl', function ($scope, Api, $state) {",
          '  Api.rows().then((list) => {',
          '    $scope.list = list;',
          '    $scope.open = (row) => $state.go(row.recordId);',
          '  });',
          '  $scope.show = function (row) { $state.go(row); };',
          '});',
          '',
        ].join('\n'),
        'src/filters.js': [
          "angular.module('app').filter('tag', function () { return function (r) { return r.recordCode; }; });",
          "angular.module('other').filter('tag', function () { return function (r) { return r.recordCode; }; });",
          '',
        ].join('\n'),
        'src/list.html': [
          '<div ng-controller="ListCtrl">',
          '  <a ng-repeat="row in list" ng-click="show(row)">{{ row | tag }}</a>',
          '  <b ng-repeat="row2 in list">{{ row2.recordName }}</b>',
          '</div>',
          '',
        ].join('\n'),
      },
      steps,
      async (dir) => {
        const html = await readFile(join(dir, 'src/list.html'), 'utf8');
        // the row given to a filter that two modules register, and to a method handing it to a library: left
        expect(html).toContain('<a ng-repeat="row in list" ng-click="show(row)">{{ row | tag }}</a>');
        expect(html).toContain('{{ row2.categoryName }}');
        expect(await readFile(join(dir, 'src/filters.js'), 'utf8')).not.toContain('categoryCode');
        const controller = await readFile(join(dir, 'src/list.controller.js'), 'utf8');
        expect(controller).toContain('$state.go(row.recordId)');
        expect((await rerunSmallProject(dir, steps, { types: false })).summary.changed).toBe(0);
      },
    ));

  it("a route's templateUrl and controllerAs, a state's inline template with `controller: 'Name as vm'`", () =>
    migrateSmallProject(
      'ng1-routes-',
      {
        'src/record.service.js': service,
        'src/routes.js': [
          "angular.module('app').config(['$routeProvider', '$stateProvider', function ($routeProvider, $stateProvider) {",
          "  $routeProvider.when('/records', { templateUrl: 'views/records.html', controller: 'RCtrl', controllerAs: 'vm' });",
          "  $stateProvider.state('first', { controller: 'RCtrl as page', template: '<h1>{{ page.rows[0].recordCode }}</h1>' });",
          "  $routeProvider.when('/other', { templateUrl: 'views/other.html', controller: 'OtherCtrl as vm' });",
          '}]);',
          '',
        ].join('\n'),
        'src/r.controller.js': [
          "angular.module('app').controller('RCtrl', ['RecordService', function (RecordService) {",
          '  var self = this;',
          '  RecordService.list().then(function (rows) { self.rows = rows; });',
          '}]);',
          '',
        ].join('\n'),
        'src/views/records.html': '<p ng-repeat="r in vm.rows">{{ r.recordName }}</p>\n',
        'src/views/other.html': '<p ng-repeat="r in vm.rows">{{ r.recordName }}</p>\n',
      },
      steps,
      async (dir) => {
        expect(await readFile(join(dir, 'src/views/records.html'), 'utf8')).toContain('{{ r.categoryName }}');
        expect(await readFile(join(dir, 'src/routes.js'), 'utf8')).toContain(
          '{{ page.rows[0].categoryCode }}',
        );
        expect(await readFile(join(dir, 'src/views/other.html'), 'utf8')).toContain('{{ r.recordName }}');
        expect((await rerunSmallProject(dir, steps, { types: false })).summary.changed).toBe(0);
      },
    ));

  it("a .directive's template with controllerAs and bindToController, a method declared by name, ng-options, a filter's object argument", () =>
    migrateSmallProject(
      'ng1-directive-',
      {
        'src/record.service.js': service,
        'src/record-picker.directive.js': [
          "angular.module('app').directive('recordPicker', ['RecordService', function (RecordService) {",
          '  return {',
          "    restrict: 'E',",
          "    scope: { label: '@' },",
          '    bindToController: true,',
          "    controllerAs: 'pick',",
          "    templateUrl: 'picker.html',",
          "    controller: ['RecordService', function (records) {",
          '      var pick = this;',
          '      pick.choose = choose;',
          '      pick.pickFirst = function () { choose(pick.rows[0]); };',
          '      records.list().then(function (rows) { pick.rows = rows; });',
          '      function choose(row) { pick.title = row.recordName; }',
          '    }],',
          '  };',
          '}]);',
          '',
        ].join('\n'),
        'src/picker.html': [
          '<select ng-model="pick.chosen" ng-options="r.recordId as r.recordName for r in pick.rows | orderBy:\'recordCode\' track by r.recordId"></select>',
          '<i ng-repeat="r in pick.rows | filter:{ recordName: pick.q, $: pick.any }">{{ r.recordCode }}</i>',
          '<b>{{ pick.title }} {{ pick.label }}</b>',
          '',
        ].join('\n'),
        'src/form.directive.js': [
          "angular.module('app').directive('recordForm', function () {",
          '  return {',
          "    templateUrl: 'form.html',",
          "    controller: function ($scope) { $scope.form = { recordName: '' }; },",
          '  };',
          '});',
          '',
        ].join('\n'),
        'src/form.html': [
          '<select ng-model="form.recordName" ng-options="o.recordName as o.label for o in form.options"></select>',
          '<i ng-repeat="o in form.options | filter:{ recordName: form.recordName }">{{ o.recordName }}</i>',
          '',
        ].join('\n'),
      },
      steps,
      async (dir) => {
        const picker = await readFile(join(dir, 'src/record-picker.directive.js'), 'utf8');
        expect(picker).toContain('function choose(row) { pick.title = row.categoryName; }');
        const view = await readFile(join(dir, 'src/picker.html'), 'utf8');
        expect(view).toContain(
          'ng-options="r.categoryId as r.categoryName for r in pick.rows | orderBy:\'categoryCode\' track by r.categoryId"',
        );
        expect(view).toContain('filter:{ categoryName: pick.q, $: pick.any }">{{ r.categoryCode }}</i>');
        const form = await readFile(join(dir, 'src/form.html'), 'utf8');
        // a directive's own form model and options: not this API's rows
        expect(form).toContain('ng-options="o.recordName as o.label for o in form.options"');
        expect(form).toContain('filter:{ recordName: form.recordName }">{{ o.recordName }}</i>');
        expect((await rerunSmallProject(dir, steps, { types: false })).summary.changed).toBe(0);
      },
    ));

  it("what a view hands a child component's `<` binding, into its controller (`this` in $onInit) and its template; look-alikes left", () =>
    migrateSmallProject(
      'ng1-bindings-',
      {
        'src/record.service.js': service,
        'src/list.controller.js': [
          "angular.module('app').controller('ListCtrl', ['RecordService', function (RecordService) {",
          '  var vm = this;',
          '  RecordService.list().then(function (rows) { vm.rows = rows; });',
          "  vm.draft = { recordName: 'new' };",
          '}]);',
          '',
        ].join('\n'),
        'src/record-row.component.js': [
          "angular.module('app').component('recordRow', {",
          "  bindings: { record: '<', caption: '@', renamed: '<rec' },",
          "  templateUrl: 'record-row.html',",
          '  controller: function () {',
          '    this.$onInit = function () { this.code = this.record.recordCode; };',
          '  },',
          '});',
          '',
        ].join('\n'),
        'src/record-row.html': '<b>{{ $ctrl.record.recordName }} {{ $ctrl.renamed.recordName }}</b>\n',
        'src/draft-card.component.js': [
          "angular.module('app').component('draftCard', {",
          "  bindings: { record: '<' },",
          "  template: '<i>{{ $ctrl.record.recordName }}</i>',",
          '});',
          '',
        ].join('\n'),
        'src/list.html': [
          '<div ng-controller="ListCtrl as vm">',
          '  <record-row ng-repeat="r in vm.rows" record="r" caption="{{ r.recordName }}"></record-row>',
          '  <record-row ng-repeat="x in vm.rows" rec="x">{{ x.recordName }}</record-row>',
          '  <draft-card record="vm.draft"></draft-card>',
          '</div>',
          '',
        ].join('\n'),
      },
      steps,
      async (dir) => {
        const row = await readFile(join(dir, 'src/record-row.component.js'), 'utf8');
        expect(row).toContain('this.code = this.record.categoryCode;');
        const view = await readFile(join(dir, 'src/record-row.html'), 'utf8');
        // a binding under another attribute name (`'<rec'`) is not followed
        expect(view).toBe('<b>{{ $ctrl.record.categoryName }} {{ $ctrl.renamed.recordName }}</b>\n');
        const list = await readFile(join(dir, 'src/list.html'), 'utf8');
        expect(list).toContain('caption="{{ r.categoryName }}"');
        // a row handed to an attribute no binding of that name takes: its reads are left
        expect(list).toContain('rec="x">{{ x.recordName }}</record-row>');
        // a component given the form's own object
        const draft = await readFile(join(dir, 'src/draft-card.component.js'), 'utf8');
        expect(draft).toContain('{{ $ctrl.record.recordName }}');
        expect((await rerunSmallProject(dir, steps, { types: false })).summary.changed).toBe(0);
      },
    ));
});

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
