import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * The ember-data flow on an app written unlike the Ember trial: plain JavaScript, a classic `Model.extend({ … })`
 * model, a serializer whose `attrs` use the `{ key: … }` form and double quotes, a query held in a variable, and an
 * `app/` under `src/`. Its look-alikes: the model `audit-log`, whose default path `/auditLogs` is no endpoint of
 * this API, keeps its serializer's `primaryKey = 'recordId'` and its store query's `recordId`.
 */
const files: Record<string, string> = {
  'jsconfig.json': '{ "include": ["src"] }',
  'src/app/adapters/application.js': [
    "import RESTAdapter from '@ember-data/adapter/rest';",
    '',
    'export default class ApplicationAdapter extends RESTAdapter {',
    "  namespace = '/compliance/api/v4';",
    '}',
    '',
  ].join('\n'),
  'src/app/models/record.js': [
    "import Model, { attr } from '@ember-data/model';",
    '',
    'export default Model.extend({',
    "  title: attr('string'),",
    "  recordCode: attr('string'),",
    "  archived: attr('boolean'),",
    '});',
    '',
  ].join('\n'),
  'src/app/serializers/record.js': [
    "import RESTSerializer from '@ember-data/serializer/rest';",
    '',
    'export default class RecordSerializer extends RESTSerializer {',
    '  primaryKey = "recordId";',
    '  attrs = {',
    '    title: { key: "recordName" }',
    '  };',
    '}',
    '',
  ].join('\n'),
  'src/app/serializers/audit-log.js': [
    "import RESTSerializer from '@ember-data/serializer/rest';",
    '',
    'export default class AuditLogSerializer extends RESTSerializer {',
    "  primaryKey = 'recordId';",
    '}',
    '',
  ].join('\n'),
  'src/app/routes/types.js': [
    "import Route from '@ember/routing/route';",
    "import { inject as service } from '@ember/service';",
    '',
    'export default class TypesRoute extends Route {',
    '  @service store;',
    '',
    '  model({ record_id }) {',
    '    const filters = { recordId: record_id };',
    '    return Promise.all([',
    "      this.store.query('type', { recordId: record_id, pageSize: 50 }),",
    "      this.store.query('type', filters),",
    "      this.store.query('audit-log', { recordId: record_id }),",
    '    ]);',
    '  }',
    '}',
    '',
  ].join('\n'),
};

describe('an ember-data app', () => {
  it('has its serializers, store queries and model paths migrated; a model of another service is left', async () => {
    await migrateSmallProject('ember-data-', files, { from: 4, to: 6 }, async (dir, report) => {
      const read = (f: string): Promise<string> => readFile(join(dir, f), 'utf8');
      expect(await read('src/app/serializers/record.js')).toBe(
        (files['src/app/serializers/record.js'] ?? '')
          .replace('"recordId"', '"categoryId"')
          .replace(
            'title: { key: "recordName" }',
            'title: { key: "categoryName" },\n    recordCode: \'categoryCode\',',
          ),
      );
      expect(await read('src/app/serializers/audit-log.js')).toBe(files['src/app/serializers/audit-log.js']);
      const route = await read('src/app/routes/types.js');
      expect(route).toContain("this.store.query('type', { categoryId: record_id, pageSize: 50 }),");
      expect(route).toContain("this.store.query('audit-log', { recordId: record_id }),");
      const todos = report.todos.map(
        (t) => `${t.file.replace(/^.*src\//, '')}:${t.line} ${t.message.split(' (')[0]}`,
      );
      expect(todos).toEqual([
        "app/adapters/application.js:4 ember-data sends the model 'record' to /records",
        "app/adapters/application.js:4 ember-data sends the model 'type' to /types",
        "app/routes/types.js:11 the query parameters of this model's search are renamed",
      ]);
      expect(report.versionBases.map((b) => b.text)).toEqual(['/compliance/api/v4']);
    });
  }, 60_000);

  it("is left alone when its adapter names another service's namespace", async () => {
    const crm: Record<string, string> = {
      ...files,
      'src/app/adapters/application.js': (files['src/app/adapters/application.js'] ?? '').replace(
        '/compliance/api/v4',
        'crm/rest',
      ),
    };
    await migrateSmallProject('ember-data-', crm, { from: 4, to: 6 }, async (dir, report) => {
      for (const file of ['src/app/serializers/record.js', 'src/app/routes/types.js'])
        expect(await readFile(join(dir, file), 'utf8')).toBe(crm[file]);
      expect(report.todos).toEqual([]);
    });
  }, 60_000);
});
