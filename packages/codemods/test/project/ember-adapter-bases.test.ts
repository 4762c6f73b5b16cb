import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { withoutTodos } from './edit-score.js';

/**
 * In an ember-data app, `this.urlPrefix()` and a held adapter's `host` are this API's base (written unlike the
 * Ember trial: `+` concatenation, a GET in an adapter's own method). The same expressions in a project that
 * does not use ember-data stay "possibly this API".
 */
const exporter = [
  'export default class ExportAdapter extends Base {',
  '  download(recordId) {',
  "    return fetch(this.urlPrefix() + '/types?recordId=' + recordId);",
  '  }',
  '}',
  '',
].join('\n');

describe('ember-data adapter bases', () => {
  it('are this API in an ember-data app', async () => {
    const files = {
      'jsconfig.json': '{ "include": ["src"] }',
      'src/adapters/export.js': "import Base from '@ember-data/adapter/rest';\n" + exporter,
    };
    await migrateSmallProject('ember-bases-', files, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/adapters/export.js'), 'utf8');
      // the response's renamed rows, read by the caller, get a TODO above the call
      expect(withoutTodos(out)).toBe(
        files['src/adapters/export.js'].replace('/types?recordId=', '/subcategories?categoryId='),
      );
      expect(report.todos.map((t) => t.changeId)).toEqual(['v5.sandbox.subcategories-list.type-id']);
      expect(report.possible).toEqual([]);
    });
  }, 60_000);

  it('are only possibly this API elsewhere', async () => {
    const files = {
      'jsconfig.json': '{ "include": ["src"] }',
      'src/adapters/export.js': "import Base from './base-client';\n" + exporter,
    };
    await migrateSmallProject('ember-bases-', files, { from: 4, to: 6 }, async (dir, report) => {
      expect(await readFile(join(dir, 'src/adapters/export.js'), 'utf8')).toBe(
        files['src/adapters/export.js'],
      );
      expect(report.possible.length).toBe(1);
    });
  }, 60_000);
});
