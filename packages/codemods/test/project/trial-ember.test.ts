import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The twenty-fifth trial client (fixtures/clients/trial-ember): an Ember Octane app on ember-data a new user wrote
 * without reading the codemod (a RESTAdapter with `namespace = 'api/v4'`, model adapters overriding `urlForQuery`
 * and the notification profiles' odd write paths on `this.buildURL(…)`, RESTSerializers with `primaryKey` and
 * `attrs`, `store.query('item', { searchText, … })`, Glimmer components reading the models in `.hbs` templates, a
 * service calling `adapter.ajax(…)` and `fetch` for the export, Pretender and `pushPayload` tests), migrated to v6
 * by hand with the wire names mapped in the serializers (the models and templates keep theirs); NOTES.md has the
 * judgement calls and the user's own count. ember-source and ember-data are not installed (the ember-cli build
 * they need), so the project is not type-checked: `compiles` is left out, not skipped.
 */
const root = join(repoRoot, 'fixtures/clients/trial-ember');
// 4/58 (0.069) as the user ran it (NOTES.md, docs/codemods.md); 45/58 once ember-data's conventions are read
const FLOOR = 45 / 58;
const DIFFERENT_AT_MOST = 0;

describe('the twenty-fifth trial client (Ember Octane + ember-data)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none where no edit was needed, idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        folders: ['app', 'tests'],
        floor: FLOOR,
        differentAtMost: DIFFERENT_AT_MOST,
        keepsTodos: true,
      }),
    180_000,
  );
});
