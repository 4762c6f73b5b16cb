import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { runCodemod, type CodemodReport } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';

const BASE = "var base = '/api/v4';";

/** Migrates one plain-JavaScript file 4 → 6 with the sandbox overlay; its text after, and the report. */
async function migrateJs(source: string): Promise<{ text: string; report: CodemodReport }> {
  const { dir, cleanup } = await tempDir('jquery-call-');
  try {
    await mkdir(join(dir, 'js'));
    await writeFile(join(dir, 'js/api.js'), source);
    const report = await runCodemod({
      paths: [join(dir, 'js')],
      from: 4,
      to: 6,
      map: await loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]),
      cwd: dir,
      allowDirty: true,
      types: false,
    });
    return { text: await readFile(join(dir, 'js/api.js'), 'utf8'), report };
  } finally {
    await cleanup();
  }
}

describe("jQuery's requests", () => {
  it("$.ajax's data is the query of a GET (type absent) and the body of a POST (JSON.stringify'd)", async () => {
    const { text } = await migrateJs(
      [
        BASE,
        "$.ajax({ url: base + '/items/search', data: { searchText: q, recordId: r } });",
        "$.ajax({ url: base + '/records', type: 'POST', data: JSON.stringify({ recordName: n, recordCode: c }) });",
        '',
      ].join('\n'),
    );
    expect(text).toContain("url: base + '/items/search', data: { keyword: q, categoryId: r }");
    expect(text).toContain("url: base + '/categories', type: 'POST'");
    expect(text).toContain('JSON.stringify({ categoryName: n, categoryCode: c })');
  });

  it('$.getJSON / $.get take their data as the query, $.post as the body', async () => {
    const { text } = await migrateJs(
      [
        BASE,
        "$.getJSON(base + '/types', { recordId: id }, function () {});",
        "jQuery.get(base + '/profiles/search', { searchText: q });",
        "$.post(base + '/records', { recordName: n });",
        '',
      ].join('\n'),
    );
    expect(text).toContain("$.getJSON(base + '/subcategories', { categoryId: id }");
    expect(text).toContain("jQuery.get(base + '/profiles/search', { keyword: q })");
    expect(text).toContain("$.post(base + '/categories', { categoryName: n })");
  });

  it('the body reaches .done callbacks and success callbacks, which are renamed with no TODO', async () => {
    const { text, report } = await migrateJs(
      [
        BASE,
        "$.ajax({ url: base + '/records', dataType: 'json' })",
        '  .done(function (res) {',
        '    for (var i = 0; i < res.data.length; i++) show(res.data[i].recordName);',
        '  })',
        '  .fail(function (xhr) { show(xhr.status); });',
        "$.getJSON(base + '/types', { recordId: id }, function (res) { show(res.data[0].typeName); });",
        "$.ajax({ url: base + '/items/1', success: function (item) { show(item.score); } });",
        '',
      ].join('\n'),
    );
    expect(text).toContain('res.data[i].categoryName');
    expect(text).toContain('res.data[0].subCategoryName');
    expect(text).toContain('item.complianceScore');
    expect(text).toContain('xhr.status');
    expect(report.todos).toEqual([]);
  });

  it('a body that goes where it is not followed, or a lone name that may be the data or the callback, keeps a TODO', async () => {
    const { text, report } = await migrateJs(
      [
        BASE,
        'function load(cb) {',
        "  $.getJSON(base + '/types', cb);",
        '}',
        "$.ajax({ url: base + '/records' }).done(function (res) { d.resolve(res.data); });",
        '',
      ].join('\n'),
    );
    expect(text).toContain("$.getJSON(base + '/subcategories', cb)");
    const messages = report.todos.map((t) => t.message);
    expect(messages.some((m) => m.includes('query parameters') && m.includes('recordId → categoryId'))).toBe(
      true,
    );
    expect(messages.filter((m) => m.includes('the response of this endpoint'))).toHaveLength(2);
  });

  it('a method held in a variable is not guessed: the call gets the unread-call TODO', async () => {
    const { report } = await migrateJs(
      [BASE, "$.ajax({ url: base + '/records', type: verb, data: { recordName: n } });", ''].join('\n'),
    );
    expect(report.todos.map((t) => t.message).join('\n')).toContain('$.ajax(…) is not a request');
  });

  it('a query serialised with $.param into a link is followed to its object and the names set on it, with no TODO', async () => {
    const { text, report } = await migrateJs(
      [
        BASE,
        'function exportLink(f) {',
        "  var q = { recordId: f.record, status: 'open' };",
        '  if (f.type) { q.typeId = f.type; }',
        "  window.location.href = base + '/items/exportToExcel?' + jQuery.param(q);",
        '}',
        '',
      ].join('\n'),
    );
    expect(text).toContain("var q = { categoryId: f.record, itemStatus: 'open' };");
    expect(text).toContain('q.subCategoryId = f.type;');
    expect(text).toContain("base + '/items/exporttoexcel?' + jQuery.param(q)");
    expect(report.todos).toEqual([]);
  });

  it("look-alike: $.param of a parameter is not followed (TODO), and another object's param() is no query", async () => {
    const { text, report } = await migrateJs(
      [
        BASE,
        "function a(q) { return fetch(base + '/items/search?' + $.param(q)); }",
        "function b(r) { var o = { recordId: 1 }; return fetch(base + '/items/search?' + r.param(o)); }",
        '',
      ].join('\n'),
    );
    expect(text).toContain('var o = { recordId: 1 }');
    expect(report.todos.length).toBeGreaterThanOrEqual(2);
  });
});
