import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * A response a method of the scripts' global object gives (src/run/script-object-responses.ts), read in the other
 * script files calling `Api.method(…)` (src/transform/script-object-calls.ts).
 */
const NO_TYPES = { from: 4, to: 6, types: false } as const;

describe("a response given by a method of the scripts' global object", () => {
  it('an object literal `var Api = { … }`: .then, .always, $.when and a success callback handed on', async () => {
    const api = [
      "var base = '/api/v4';",
      'var Api = {',
      "  records: function (q) { return $.getJSON(base + '/records', { q: q }); },",
      "  item: function (id) { return $.ajax({ url: base + '/items/' + id, dataType: 'json' }); },",
      "  types: function (rid, done) { $.ajax({ url: base + '/types', data: { recordId: rid }, success: done }); }",
      '};',
      '',
    ].join('\n');
    const page = [
      '$(function () {',
      '  Api.records("").then(function (body) {',
      '    var first = body.data[0];',
      '    $("#first").text(first.recordCode);',
      '  });',
      '  Api.item(3).always(function () { $("#spin").hide(); }).done(function (it) { $("#s").text(it.score); });',
      '  $.when(Api.records("a"), Api.item(4)).done(function (ra, rb) {',
      '    $("#w").text(ra[0].data[0].recordName + rb[0].typeName + rb[1]);',
      '  });',
      '  $.when(Api.item(5)).then(function (one) { $("#o").text(one.recordName); });',
      '  Api.types(7, function (list) {',
      '    $.each(list.data, function (i, t) { $("#t").append(t.typeName); });',
      '  });',
      '});',
      '',
    ].join('\n');
    await migrateSmallProject(
      'script-objects-',
      { 'src/api.js': api, 'src/page.js': page },
      NO_TYPES,
      async (dir) => {
        const text = await readFile(join(dir, 'src/page.js'), 'utf8');
        expect(text).toContain('first.categoryCode');
        expect(text).toContain('it.complianceScore');
        expect(text).toContain('t.subCategoryName');
        expect(text).toContain('ra[0].data[0].categoryName + rb[0].subCategoryName + rb[1]');
        expect(text).toContain('one.categoryName');
        expect((await rerunSmallProject(dir, { from: 4, to: 6 }, { types: false })).summary.changed).toBe(0);
      },
    );
  });

  it('a revealing module assigned to window.Api, with method shorthand and a `var f = function` member', async () => {
    const api = [
      'window.Api = (function ($) {',
      "  var base = '/api/v4';",
      "  var getItem = function (id) { return $.ajax({ url: base + '/items/' + id }); };",
      '  return {',
      '    item: getItem,',
      "    records() { return $.ajax({ url: base + '/records', type: 'GET' }); }",
      '  };',
      '})(jQuery);',
      '',
    ].join('\n');
    const page = [
      'window.Api.item(1).done(function (x) { document.title = x.recordName; });',
      'Api.records().done(function (res) { for (var i = 0; i < res.data.length; i++) log(res.data[i].recordId); });',
      '',
    ].join('\n');
    await migrateSmallProject(
      'script-objects-window-',
      { 'src/api.js': api, 'src/page.js': page },
      NO_TYPES,
      async (dir) => {
        const text = await readFile(join(dir, 'src/page.js'), 'utf8');
        expect(text).toContain('x.categoryName');
        expect(text).toContain('res.data[i].categoryId');
      },
    );
  });

  it('leaves look-alikes: a module with its own Api, a local Api, another service, a method returning either of two calls', async () => {
    const api = [
      "var base = '/api/v4';",
      'var Api = {',
      "  records: function () { return $.getJSON(base + '/records'); },",
      "  either: function (k) { if (k) return $.getJSON(base + '/types'); return $.getJSON(base + '/records'); }",
      '};',
      "var Weather = { records: function () { return $.getJSON('https://weather.example.org/records'); } };",
      '',
    ].join('\n');
    const script = [
      'function show() {',
      '  var Api = { records: function () { return $.Deferred().resolve({ recordName: "mine" }); } };',
      '  Api.records().done(function (r) { log(r.recordName); });',
      '}',
      'Weather.records().done(function (w) { log(w.data[0].recordName); });',
      'Api.either(1).done(function (e) { log(e.data[0].recordName); });',
      '',
    ].join('\n');
    const module = [
      "import Api from './own-api';",
      'export function show() {',
      '  Api.records().done(function (r) { log(r.data[0].recordName); });',
      '}',
      '',
    ].join('\n');
    await migrateSmallProject(
      'script-objects-lookalike-',
      {
        'src/api.js': api,
        'src/script.js': script,
        'src/module.js': module,
        'src/own-api.js': 'export default { records: () => null };\n',
      },
      NO_TYPES,
      async (dir) => {
        expect(await readFile(join(dir, 'src/script.js'), 'utf8')).toBe(script);
        expect(await readFile(join(dir, 'src/module.js'), 'utf8')).toBe(module);
      },
    );
  });
});
