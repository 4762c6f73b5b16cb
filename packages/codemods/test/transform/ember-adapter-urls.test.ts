import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A model adapter's URL methods built on `this.buildURL(…)`, written unlike the Ember trial's (JavaScript, the id
 * parameter named `profileId`, `undefined` for no id, a query string after the suffix): the create's `/add` goes,
 * the update's id moves into `buildURL`. A suffix the map does not know (`/preview`) is left as it is.
 */
const adapter = [
  "import ApplicationAdapter from './application';",
  '',
  'export default class NotificationProfileAdapter extends ApplicationAdapter {',
  '  urlForCreateRecord(modelName, snapshot) {',
  "    return `${this.buildURL(modelName, undefined, snapshot, 'createRecord')}/add`;",
  '  }',
  '',
  '  urlForUpdateRecord(profileId, modelName, snapshot) {',
  "    return `${this.buildURL(modelName, undefined, snapshot, 'updateRecord')}/update`;",
  '  }',
  '',
  '  urlForFindAll(modelName) {',
  '    return `${this.buildURL(modelName)}/preview`;',
  '  }',
  '}',
  '',
].join('\n');

const files: Record<string, string> = {
  'jsconfig.json': '{ "include": ["src"] }',
  'src/app/adapters/application.js': [
    "import RESTAdapter from '@ember-data/adapter/rest';",
    'export default class ApplicationAdapter extends RESTAdapter {}',
    '',
  ].join('\n'),
  'src/app/adapters/notification-profile.js': adapter,
};

describe("an ember-data adapter's URL methods", () => {
  it("move with the endpoints they build on the model's URL", async () => {
    await migrateSmallProject('ember-urls-', files, { from: 4, to: 6 }, async (dir) => {
      expect(await readFile(join(dir, 'src/app/adapters/notification-profile.js'), 'utf8')).toBe(
        adapter
          .replace(
            "`${this.buildURL(modelName, undefined, snapshot, 'createRecord')}/add`",
            "this.buildURL(modelName, undefined, snapshot, 'createRecord')",
          )
          .replace(
            "`${this.buildURL(modelName, undefined, snapshot, 'updateRecord')}/update`",
            "this.buildURL(modelName, profileId, snapshot, 'updateRecord')",
          ),
      );
    });
  }, 60_000);
});
