import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { namesInTemplate, oldNames } from '../../src/run/unread-templates.js';
import { repoRoot, tempDir } from '../helpers.js';

const overlay = join(repoRoot, 'fixtures/maps/sandbox.yaml');

describe('templates and pages the run does not read', () => {
  it("the old names are the run's steps' renamed fields, query parameters and values, from the map", async () => {
    const map = await loadChangeMap([overlay]);
    const four = oldNames(map, 4, 6);
    expect(four.has('recordName')).toBe(true);
    expect(four.has('searchText')).toBe(true);
    expect(four.has('REC_NAME')).toBe(true);
    // a v5 → v6 run: the v4 → v5 renames are done already
    expect(oldNames(map, 5, 6).has('recordName')).toBe(false);
  });

  it('are scanned in expressions and form field names only, not in ids, classes or text', () => {
    const names = new Set(['recordName', 'recordId', 'status']);
    const text = [
      '<p id="record-status" class="status">status</p>',
      '<td>{{recordName}}</td> <td>{{ row.recordName }}</td>',
      "<input name='recordId'> <%= item.status %>",
      '{{#each data}}{{/each}}',
    ].join('\n');
    expect(namesInTemplate(text, names)).toEqual([
      { line: 2, names: ['recordName'] },
      { line: 3, names: ['recordId', 'status'] },
    ]);
  });

  it("are scanned in the expression attributes of AngularJS, Knockout, Alpine and petite-vue, not in others'", () => {
    const names = new Set(['recordName', 'recordId', 'status']);
    const text = [
      `<li ng-repeat="r in vm.rows | orderBy:'recordName' track by r.recordId" title="recordName">`,
      '<div data-ng-if=\'row.status\'> <span data-bind="text: recordName"></span>',
      '<p x-text="row.recordId"></p> <p v-show="row.status"></p>',
      '<a href="/records/recordId" aria-label="status" data-status="status" ng-class="on">',
      '<input data-name="recordId" ng-model="vm.q">',
    ].join('\n');
    expect(namesInTemplate(text, names)).toEqual([
      { line: 1, names: ['recordName', 'recordId'] },
      { line: 2, names: ['status', 'recordName'] },
      { line: 3, names: ['recordId', 'status'] },
    ]);
  });

  it('a run lists each such line of .hbs and .html files under its paths, and edits none', async () => {
    const { dir, cleanup } = await tempDir('unread-templates-');
    try {
      await mkdir(join(dir, 'templates'));
      const row = '{{#each data}}\n<td>{{recordName}}</td>\n{{/each}}\n';
      const page = '<form>\n  <input name="recordId">\n  <input name="q">\n</form>\n';
      await writeFile(join(dir, 'templates/row.hbs'), row);
      await writeFile(join(dir, 'index.html'), page);
      await writeFile(join(dir, 'app.js'), "$.getJSON('/api/v4/records', {}, render);\n");
      const report = await runCodemod({
        paths: [dir],
        from: 4,
        to: 6,
        map: await loadChangeMap([overlay]),
        cwd: dir,
        allowDirty: true,
        types: false,
      });
      expect(report.unreadTemplates).toEqual([
        { file: 'index.html', line: 2, names: ['recordId'] },
        { file: 'templates/row.hbs', line: 2, names: ['recordName'] },
      ]);
      expect(await readFile(join(dir, 'templates/row.hbs'), 'utf8')).toBe(row);
    } finally {
      await cleanup();
    }
  });

  it("an Underscore/lodash .jst or .tpl template is listed like an .hbs; a .txt or a .js template's text is not", async () => {
    const { dir, cleanup } = await tempDir('unread-templates-');
    try {
      await mkdir(join(dir, 'templates'));
      const jst = '<tr>\n  <td><%- typeName %></td><td><%= score.toFixed(1) %></td>\n</tr>\n';
      await writeFile(join(dir, 'templates/row.jst'), jst);
      await writeFile(join(dir, 'templates/option.tpl'), '<option value="<%- recordId %>"></option>\n');
      await writeFile(join(dir, 'templates/notes.txt'), '<%- recordName %>\n');
      await writeFile(join(dir, 'app.js'), "$.getJSON('/api/v4/records', {}, render);\n");
      const report = await runCodemod({
        paths: [dir],
        from: 4,
        to: 6,
        map: await loadChangeMap([overlay]),
        cwd: dir,
        allowDirty: true,
        types: false,
      });
      expect(report.unreadTemplates).toEqual([
        { file: 'templates/option.tpl', line: 1, names: ['recordId'] },
        { file: 'templates/row.jst', line: 2, names: ['typeName', 'score'] },
      ]);
      expect(await readFile(join(dir, 'templates/row.jst'), 'utf8')).toBe(jst);
    } finally {
      await cleanup();
    }
  });
});
