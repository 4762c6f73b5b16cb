import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/** Handlebars templates the scripts render with a response of a global object's method (src/run/handlebars-renders.ts). */
const NO_TYPES = { from: 4, to: 6, types: false } as const;
const API = [
  "var base = '/api/v4';",
  'var Api = {',
  "  types: function (rid, cb) { $.getJSON(base + '/types', { recordId: rid }, cb); },",
  "  records: function () { return $.ajax({ url: base + '/records' }); }",
  '};',
  '',
].join('\n');
const PAGE =
  '<html><body><ul id="t"></ul><script src="js/api.js"></script><script src="js/page.js"></script></body></html>\n';

describe('a Handlebars template rendered with a response', () => {
  it('a .hbs fetched with $.get, rendered in a callback handed on: {{#each}}, this., {{#if}}, ../; block params and other helpers left', async () => {
    const hbs = [
      '<h2>{{data.length}} sub categories</h2>',
      '{{#each data}}<li data-id="{{this.typeId}}">{{typeName}}{{#if recordId}} ({{ recordId }}){{/if}}{{../title}}</li>{{/each}}',
      '{{#each data as |t|}}{{t.typeName}}{{/each}}',
      '{{#sorted data}}{{typeName}}{{/sorted}}',
      '{{!-- typeName in a comment --}}',
      '',
    ].join('\n');
    const script = [
      "$.get('tpl/types.hbs', function (src) {",
      '  var render = Handlebars.compile(src);',
      "  Api.types(3, function (res) { $('#t').html(render(res)); });",
      '});',
      '',
    ].join('\n');
    await migrateSmallProject(
      'handlebars-hbs-',
      { 'src/index.html': PAGE, 'src/js/api.js': API, 'src/js/page.js': script, 'src/tpl/types.hbs': hbs },
      NO_TYPES,
      async (dir, report) => {
        const text = await readFile(join(dir, 'src/tpl/types.hbs'), 'utf8');
        expect(text).toContain(
          '{{#each data}}<li data-id="{{this.subCategoryId}}">{{subCategoryName}}{{#if categoryId}} ({{ categoryId }}){{/if}}{{../title}}</li>{{/each}}',
        );
        expect(text).toContain('{{#each data as |t|}}{{t.typeName}}{{/each}}');
        expect(text).toContain('{{#sorted data}}{{typeName}}{{/sorted}}');
        expect(text).toContain('{{!-- typeName in a comment --}}');
        // the lines left keep being listed (the comment's too: the scan reads every tag); the renamed ones are not
        expect(report.unreadTemplates.map((l) => l.line)).toEqual([3, 4, 5]);
        expect((await rerunSmallProject(dir, { from: 4, to: 6 }, { types: false })).summary.changed).toBe(0);
      },
    );
  });

  it('an inline x-handlebars-template rendered in .done, with {{#with}}', async () => {
    const page = PAGE.replace(
      '</body>',
      '<script type="text/x-handlebars-template" id="rows">{{#with data.[0]}}{{/with}}{{#each data}}<b>{{recordCode}}</b>{{/each}}</script></body>',
    );
    const script = [
      "var rows = Handlebars.compile($('#rows').html());",
      "Api.records().done(function (body) { $('#t').html(rows(body)); });",
      '',
    ].join('\n');
    await migrateSmallProject(
      'handlebars-inline-',
      { 'src/index.html': page, 'src/js/api.js': API, 'src/js/page.js': script },
      NO_TYPES,
      async (dir) => {
        expect(await readFile(join(dir, 'src/index.html'), 'utf8')).toContain(
          '{{#each data}}<b>{{categoryCode}}</b>{{/each}}',
        );
      },
    );
  });

  it('leaves a template also rendered with the UI’s own data of the same names, and all of them when a compile’s source is unknown', async () => {
    const page = PAGE.replace(
      '</body>',
      '<script id="row" type="text/x-handlebars-template">{{#each data}}{{recordName}}{{/each}}</script></body>',
    );
    const script = [
      "var row = Handlebars.compile($('#row').html());",
      "Api.records().done(function (body) { $('#t').html(row(body)); });",
      "$('#t').append(row({ data: [{ recordName: 'draft' }] }));",
      '',
    ].join('\n');
    const other = [
      "var shown = Handlebars.compile($('#row').html());",
      "Api.records().done(function (body) { $('#t').html(shown(body)); });",
      'var any = Handlebars.compile($(pick()).html());',
      '',
    ].join('\n');
    for (const [name, js] of [
      ['ui-data', script],
      ['unknown-source', other],
    ] as const) {
      await migrateSmallProject(
        `handlebars-lookalike-${name}-`,
        { 'src/index.html': page, 'src/js/api.js': API, 'src/js/page.js': js },
        NO_TYPES,
        async (dir) => {
          expect(await readFile(join(dir, 'src/index.html'), 'utf8')).toBe(page);
        },
      );
    }
  });
});
