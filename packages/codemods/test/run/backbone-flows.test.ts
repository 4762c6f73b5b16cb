import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { runCodemod, type CodemodReport } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';

/** Writes a small app, migrates it 4 → 6 twice; each file's text after the first run and after the second. */
async function migrateApp(
  files: Record<string, string>,
): Promise<{ after: Record<string, string>; again: Record<string, string>; report: CodemodReport }> {
  const { dir, cleanup } = await tempDir('backbone-flows-');
  try {
    for (const [name, text] of Object.entries(files)) {
      await mkdir(dirname(join(dir, name)), { recursive: true });
      await writeFile(join(dir, name), text);
    }
    const run = async (): Promise<CodemodReport> =>
      runCodemod({
        paths: [dir],
        from: 4,
        to: 6,
        map: await loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]),
        cwd: dir,
        allowDirty: true,
        types: false,
      });
    const read = async (): Promise<Record<string, string>> =>
      Object.fromEntries(
        await Promise.all(Object.keys(files).map(async (n) => [n, await readFile(join(dir, n), 'utf8')])),
      );
    const report = await run();
    const after = await read();
    await run();
    return { after, again: await read(), report };
  } finally {
    await cleanup();
  }
}

const RECORD_MODEL = [
  "var Backbone = require('backbone');",
  'module.exports = Backbone.Model.extend({',
  "  urlRoot: '/api/v4/records',",
  "  idAttribute: 'recordId'",
  '});',
  '',
].join('\n');

const RECORDS = [
  "var Backbone = require('backbone');",
  "var Record = require('../models/record');",
  'module.exports = Backbone.Collection.extend({',
  '  model: Record,',
  "  url: '/api/v4/records',",
  '  parse: function (resp) { return resp.data; }',
  '});',
  '',
].join('\n');

describe('Backbone instances across modules', () => {
  it('CommonJS (browserify), an ES2015 class view given its model, a template from a <script> tag', async () => {
    const { after, again, report } = await migrateApp({
      'src/models/record.js': RECORD_MODEL,
      'src/collections/records.js': RECORDS,
      'src/views/record-row.js': [
        "var Backbone = require('backbone');",
        "var _ = require('underscore');",
        "var rowTemplate = _.template(document.getElementById('record-row').innerHTML);",
        'class RecordRow extends Backbone.View {',
        '  render() {',
        '    this.$el.html(rowTemplate(this.model.toJSON()));',
        "    this.$el.attr('title', this.model.escape('recordCode'));",
        '    return this;',
        '  }',
        '}',
        'module.exports = RecordRow;',
        '',
      ].join('\n'),
      'src/app.js': [
        "var Records = require('./collections/records');",
        "var RecordRow = require('./views/record-row');",
        'var records = new Records();',
        "records.on('add', (m) => {",
        '  new RecordRow({ model: m }).render();',
        "  console.log(m.get('recordName'));",
        '});',
        "records.create({ recordName: 'Fire', recordCode: 'F1' });",
        "var fire = records.findWhere({ recordCode: 'F1' });",
        "if (fire) fire.save({ recordName: 'Fire safety' }, { success: (saved) => saved.unset('recordCode') });",
        "var names = records.pluck('recordName');",
        "records.comparator = 'recordCode';",
        "records.add([{ recordName: 'Flood' }, { recordCode: 'W2' }]);",
        '',
      ].join('\n'),
      'index.html': [
        '<script type="text/template" id="record-row">',
        '  <td><%- obj.recordName %></td><td><% if (recordCode) { %><%= recordCode %><% } %></td>',
        '</script>',
        '<form><input name="recordName" /></form>',
        '',
      ].join('\n'),
    });
    expect(after['src/views/record-row.js']).toContain("this.model.escape('categoryCode')");
    expect(after['src/app.js']).toContain("console.log(m.get('categoryName'))");
    expect(after['src/app.js']).toContain("records.create({ categoryName: 'Fire', categoryCode: 'F1' })");
    expect(after['src/app.js']).toContain("records.findWhere({ categoryCode: 'F1' })");
    expect(after['src/app.js']).toContain(
      "fire.save({ categoryName: 'Fire safety' }, { success: (saved) => saved.unset('categoryCode') })",
    );
    expect(after['src/app.js']).toContain("records.pluck('categoryName')");
    expect(after['src/app.js']).toContain("records.comparator = 'categoryCode';");
    expect(after['src/app.js']).toContain(
      "records.add([{ categoryName: 'Flood' }, { categoryCode: 'W2' }]);",
    );
    expect(after['index.html']).toContain(
      '<td><%- obj.categoryName %></td><td><% if (categoryCode) { %><%= categoryCode %><% } %></td>',
    );
    // the form's own field name is the page's, not the template's
    expect(after['index.html']).toContain('<input name="recordName" />');
    expect(report.unreadTemplates.filter((l) => l.line === 2)).toEqual([]);
    expect(again).toEqual(after);
  }, 60_000);

  it('AMD with the sugar form, paths from requirejs.config and a text! template; a view given a collection', async () => {
    const { after, again } = await migrateApp({
      'www/main.js':
        "requirejs.config({ baseUrl: 'app', paths: { m: 'models/api' } });\nrequire(['router']);\n",
      'www/app/models/api/record.js': [
        "define(['backbone'], function (Backbone) {",
        "  return Backbone.Model.extend({ urlRoot: '/api/v4/records', idAttribute: 'recordId' });",
        '});',
        '',
      ].join('\n'),
      'www/app/collections/records.js': [
        'define(function (require) {',
        "  var Backbone = require('backbone');",
        "  var Record = require('m/record');",
        "  return Backbone.Collection.extend({ model: Record, url: '/api/v4/records', parse: function (r) { return r.data; } });",
        '});',
        '',
      ].join('\n'),
      'www/app/list.html':
        '<ul><% _.each(rows, function (row) { %><li><%- row.recordName %></li><% }); %></ul><b><%- recordCode %></b>\n',
      'www/app/views/list.js': [
        "define(['backbone', 'underscore', 'text!list.html'], function (Backbone, _, listHtml) {",
        '  var tpl = _.template(listHtml);',
        '  return Backbone.View.extend({',
        '    initialize: function (options) {',
        '      this.pageSize = options.pageSize;',
        "      this.listenTo(this.collection, 'change:recordName', function (record) { record.has('recordCode'); });",
        '    },',
        '    render: function () {',
        '      var first = this.collection.at(0);',
        '      this.$el.html(tpl(first.toJSON()));',
        "      return this.collection.where({ recordCode: 'A' }).length + this.collection.first().toJSON().recordName;",
        '    }',
        '  });',
        '});',
        '',
      ].join('\n'),
      'www/app/router.js': [
        "define(['backbone', 'm/record', 'collections/records', 'views/list'], function (Backbone, Record, Records, ListView) {",
        '  return Backbone.Router.extend({',
        "    routes: { 'records/:recordId': 'show' },",
        '    initialize: function () { this.all = new Records(); },',
        '    show: function (recordId) {',
        '      new ListView({ collection: this.all, pageSize: 10 }).render();',
        '      return new Record({ recordId: Number(recordId) });',
        '    }',
        '  });',
        '});',
        '',
      ].join('\n'),
    });
    expect(after['www/app/router.js']).toContain('new Record({ categoryId: Number(recordId) })');
    expect(after['www/app/router.js']).toContain("routes: { 'records/:recordId': 'show' }");
    expect(after['www/app/views/list.js']).toContain("this.listenTo(this.collection, 'change:recordName'");
    expect(after['www/app/views/list.js']).toContain("record.has('categoryCode')");
    expect(after['www/app/views/list.js']).toContain("this.collection.where({ categoryCode: 'A' })");
    expect(after['www/app/views/list.js']).toContain('this.collection.first().toJSON().categoryName');
    // the template's free name is the model's; `row` is the template's own (what `rows` holds is not known)
    expect(after['www/app/list.html']).toBe(
      '<ul><% _.each(rows, function (row) { %><li><%- row.recordName %></li><% }); %></ul><b><%- categoryCode %></b>\n',
    );
    expect(again).toEqual(after);
  }, 60_000);

  it('ES2015 classes: a TypeScript model with a urlRoot getter and idAttribute, a JavaScript collection with url() and parse(), ES imports', async () => {
    const { after, again } = await migrateApp({
      'src/record.ts': [
        "import Backbone from 'backbone';",
        'export default class Record extends Backbone.Model {',
        "  get urlRoot() { return '/api/v4/records'; }",
        "  get idAttribute() { return 'recordId'; }",
        "  defaults() { return { recordName: '', recordCode: '' }; }",
        "  label() { return this.get('recordCode') + ' ' + this.get('recordName'); }",
        '}',
        '',
      ].join('\n'),
      'src/records.js': [
        "import Backbone from 'backbone';",
        "import Record from './record';",
        'export default class Records extends Backbone.Collection {',
        "  url() { return '/api/v4/records'; }",
        '  parse(resp) { return resp.data; }',
        "  codes() { return this.pluck('recordCode'); }",
        '}',
        '',
      ].join('\n'),
      'src/main.js': [
        "import Record from './record';",
        "import Records from './records';",
        'const records = new Records();',
        "records.each((r) => console.log(r.get('recordName')));",
        "const one = new Record({ recordName: 'Fire' });",
        "one.set('recordCode', 'F');",
        '',
      ].join('\n'),
    });
    expect(after['src/record.ts']).toContain("get urlRoot() { return '/api/v4/categories'; }");
    expect(after['src/record.ts']).toContain("get idAttribute() { return 'categoryId'; }");
    expect(after['src/record.ts']).toContain("return { categoryName: '', categoryCode: '' };");
    expect(after['src/record.ts']).toContain("this.get('categoryCode') + ' ' + this.get('categoryName')");
    expect(after['src/records.js']).toContain("this.pluck('categoryCode')");
    expect(after['src/main.js']).toContain("console.log(r.get('categoryName'))");
    expect(after['src/main.js']).toContain("new Record({ categoryName: 'Fire' })");
    expect(after['src/main.js']).toContain("one.set('categoryCode', 'F')");
    expect(again).toEqual(after);
  }, 60_000);

  it("a method's parameters: a listener of a bus module's event, a list narrowed by Array.isArray, var self = this", async () => {
    const { after, again } = await migrateApp({
      'src/models/record.js': RECORD_MODEL,
      'src/collections/records.js': RECORDS,
      'src/vent.js':
        "var _ = require('underscore');\nmodule.exports = _.extend({}, require('backbone').Events);\n",
      'src/views/list.js': [
        "var Backbone = require('backbone');",
        "var _ = require('underscore');",
        "var vent = require('../vent');",
        'module.exports = Backbone.View.extend({',
        '  initialize: function () {',
        "    this.listenTo(this.collection, 'reset add', this.show);",
        "    this.listenTo(vent, 'record:picked', this.picked);",
        '    var self = this;',
        "    _.defer(function () { self.collection.where({ recordCode: 'A' }); });",
        '  },',
        '  show: function (rows) {',
        "    _.each(Array.isArray(rows) ? rows : this.collection.models, function (r) { r.get('recordName'); });",
        '  },',
        "  picked: function (record, how) { return record.get('recordCode') + how; },",
        "  refresh: function (rows) { return rows.get('recordName'); }",
        '});',
        '',
      ].join('\n'),
      'src/app.js': [
        "var Records = require('./collections/records');",
        "var List = require('./views/list');",
        "var vent = require('./vent');",
        'var records = new Records();',
        'var list = new List({ collection: records });',
        "records.on('add', function (r) { vent.trigger('record:picked', r, 'click'); });",
        'list.refresh(window.other);',
        '',
      ].join('\n'),
    });
    const list = after['src/views/list.js'];
    expect(list).toContain("function (r) { r.get('categoryName'); }");
    expect(list).toContain("picked: function (record, how) { return record.get('categoryCode') + how; }");
    expect(list).toContain("self.collection.where({ categoryCode: 'A' })");
    // called from another module with something not known here: left
    expect(list).toContain("refresh: function (rows) { return rows.get('recordName'); }");
    expect(again).toEqual(after);
  }, 60_000);

  it('never edits where none is needed: a UI-only model, another API, a template rendered with data not known, a member also set in a nested function', async () => {
    const files = {
      'js/ui.js': [
        "var Filter = Backbone.Model.extend({ defaults: { recordName: '' } });",
        "var filter = new Filter({ recordName: 'x' });",
        "filter.get('recordName');",
        "var Other = Backbone.Collection.extend({ url: 'https://audit.example.com/v2/records' });",
        'var other = new Other();',
        "other.where({ recordName: 'x' });",
        "var Record = Backbone.Model.extend({ urlRoot: '/api/v4/records' });",
        "var tpl = _.template($('#row').html());",
        'tpl(new Record().toJSON());',
        'tpl(window.somethingElse);',
        "var Records = Backbone.Collection.extend({ url: '/api/v4/records', parse: function (r) { return r.data; } });",
        'var Panel = Backbone.View.extend({',
        '  initialize: function () {',
        '    this.rows = new Records();',
        "    $.getJSON('/cache').done(function (d) { this.rows = d; }.bind(this));",
        '  },',
        "  render: function () { return this.rows.where({ recordName: 'x' }); }",
        '});',
        '',
      ].join('\n'),
      'index.html': '<script type="text/template" id="row"><%- recordName %></script>\n',
    };
    const { after, report } = await migrateApp(files);
    expect(after['js/ui.js']).toContain(
      "var filter = new Filter({ recordName: 'x' });\nfilter.get('recordName');",
    );
    expect(after['js/ui.js']).toContain("other.where({ recordName: 'x' });");
    // `this.rows` is also set in a nested function: what it holds is not known
    expect(after['js/ui.js']).toContain("return this.rows.where({ recordName: 'x' });");
    expect(after['index.html']).toBe(files['index.html']);
    expect(report.unreadTemplates.map((l) => l.file)).toEqual(['index.html']);
  }, 60_000);
});
