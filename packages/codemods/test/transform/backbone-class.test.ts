import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { runCodemod, type CodemodReport } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';

const BASE = "var base = '/api/v4';";

/** Migrates one plain-JavaScript file 4 → 6 with the sandbox overlay, twice; its text after each run, and the report. */
async function migrateJs(source: string): Promise<{ text: string; again: string; report: CodemodReport }> {
  const { dir, cleanup } = await tempDir('backbone-class-');
  try {
    await mkdir(join(dir, 'js'));
    await writeFile(join(dir, 'js/models.js'), source);
    const run = async (): Promise<CodemodReport> =>
      runCodemod({
        paths: [join(dir, 'js')],
        from: 4,
        to: 6,
        map: await loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]),
        cwd: dir,
        allowDirty: true,
        types: false,
      });
    const report = await run();
    const text = await readFile(join(dir, 'js/models.js'), 'utf8');
    await run();
    return { text, again: await readFile(join(dir, 'js/models.js'), 'utf8'), report };
  } finally {
    await cleanup();
  }
}

describe('Backbone models and collections', () => {
  it("a model's urlRoot names its endpoints: idAttribute, defaults, validate, parse and this.get/set are renamed", async () => {
    const { text, again, report } = await migrateJs(
      [
        BASE,
        'var Category = Backbone.Model.extend({',
        "  urlRoot: function () { return base + '/records'; },",
        "  idAttribute: 'recordId',",
        "  defaults: function () { return { recordName: 'New', recordCode: '' }; },",
        '  validate: function (a) { if (!a.recordName) return "name"; },',
        '  parse: function (r) { r.upper = r.recordCode.toUpperCase(); return r; },',
        "  rename: function (n) { this.set({ recordName: n }); return this.get('recordCode'); },",
        '});',
        '',
      ].join('\n'),
    );
    expect(text).toContain("urlRoot: function () { return base + '/categories'; }");
    expect(text).toContain("idAttribute: 'categoryId'");
    expect(text).toContain("return { categoryName: 'New', categoryCode: '' }");
    expect(text).toContain('if (!a.categoryName)');
    expect(text).toContain('r.upper = r.categoryCode.toUpperCase()');
    expect(text).toContain("this.set({ categoryName: n }); return this.get('categoryCode');");
    // what the run cannot follow of its instances, the TODO says
    expect(report.todos.map((t) => t.message).join('\n')).toMatch(/Backbone model of .*not followed/);
    expect(again).toBe(text);
  });

  it("a collection's url function names the list: comparator, pluck, where, iteration callbacks and fetch's query", async () => {
    const { text, again } = await migrateJs(
      [
        BASE,
        'const Items = Backbone.Collection.extend({',
        '  url() { return `${base}/items/search`; },',
        "  comparator: 'typeName',",
        '  parse(response) { return response.data; },',
        '  find(q, typeId) {',
        '    const query = { searchText: q };',
        '    if (typeId) query.typeId = typeId;',
        '    return this.fetch({ data: query, reset: true });',
        '  },',
        "  names() { return this.pluck('recordName'); },",
        '  ofType(typeId) { return this.where({ typeId }); },',
        "  total() { return this.reduce((sum, row) => sum + row.get('score'), 0); },",
        '});',
        '',
      ].join('\n'),
    );
    expect(text).toContain("comparator: 'subCategoryName'");
    expect(text).toContain('const query = { keyword: q };');
    expect(text).toContain('query.subCategoryId = typeId;');
    expect(text).toContain("this.pluck('categoryName')");
    expect(text).toContain('this.where({ subCategoryId: typeId })');
    expect(text).toContain("row.get('complianceScore')");
    expect(again).toBe(text);
  });

  it('a field removed from the request leaves the defaults; one that became a list is left with a TODO naming it', async () => {
    const { text, report } = await migrateJs(
      [
        BASE,
        'module.exports = Backbone.Model.extend({',
        "  url: base + '/profiles/scheduled',",
        '  defaults: { recordId: null, assignedUserId: null, notifyAssignee: false, label: "x" },',
        '});',
        '',
      ].join('\n'),
    );
    expect(text).toContain('defaults: { categoryId: null, assignedUserId: null, label: "x" }');
    expect(report.todos.map((t) => t.message).join('\n')).toContain('still named here: assignedUserId');
  });

  it("look-alikes: a model with no API path, another library's extend, a nested function's own this", async () => {
    const source = [
      BASE,
      "var Draft = Backbone.Model.extend({ idAttribute: 'recordId', defaults: { recordName: '' } });",
      "var Other = Marionette.Object.extend({ url: base + '/types', idAttribute: 'typeId', comparator: 'typeName' });",
      'var Row = Backbone.Model.extend({',
      "  urlRoot: base + '/items',",
      // the handler's `this` is the clicked element, not the model (this source is only parsed, never run)
      "  bind: function () { $('.row').on('click', function () { return this.get('score'); }); },",
      "  notes: function () { return this.get('note'); },",
      '});',
      '',
    ].join('\n');
    const { text } = await migrateJs(source);
    expect(text).toContain(
      "var Draft = Backbone.Model.extend({ idAttribute: 'recordId', defaults: { recordName: '' } });",
    );
    expect(text).toContain("idAttribute: 'typeId', comparator: 'typeName'");
    expect(text).toContain("return this.get('score');");
    expect(text).toContain("return this.get('note');");
  });
});
