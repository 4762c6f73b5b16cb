import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { migrate, stageVersion } from './realistic-run.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The twenty-fourth trial client (fixtures/clients/trial-backbone): a long-lived Backbone 1.x admin app in ES5 AMD
 * modules (RequireJS, jQuery, Underscore) a new user wrote without reading the codemod: models and collections
 * whose `url`/`urlRoot` are the requests (`idAttribute: 'recordId'`, `defaults`, `validate`, `parse`,
 * `comparator`, `fetch({ data })`), views reading `model.get('recordName')`, Underscore templates in `index.html`
 * and in `text!`-loaded `.html` files, a router with its own `'records/:id'` routes. Migrated to v6 by hand;
 * NOTES.md has the judgement calls. Scored over the whole app (`.js` and `.html`).
 */
const root = join(repoRoot, 'fixtures/clients/trial-backbone');
// 6/111 as the user ran it (NOTES.md, docs/codemods.md): the `url`/`urlRoot` paths only; 43/111 once a Backbone
// class is read as the request of its endpoints (its attributes renamed in the class body); 46/111 with the export
// link's `'?' + $.param(query)` followed to its object. The rest are the views'
// reads of the instances, the `.html` templates (listed, not edited), lists and removed fields (TODOs)
const FLOOR = 0.41;

describe('the twenty-fourth trial client (Backbone + RequireJS)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none where no edit was needed (the router, the form names), idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        differentAtMost: 0,
        folders: ['.'],
        keepsTodos: true,
      }),
    180_000,
  );

  it('every Backbone class with renamed attributes gets a TODO naming them, and the templates are listed', async () => {
    const { dir, cleanup } = await stageVersion(4, root);
    try {
      const report = await migrate(dir, 4, 6, { paths: [dir], dry: true, typecheck: false });
      const classes = report.todos.filter((t) => t.message.startsWith('Backbone '));
      expect(classes.map((t) => t.file).sort()).toEqual([
        'js/collections/items.js',
        'js/collections/profiles.js',
        'js/collections/records.js',
        'js/collections/types.js',
        'js/models/hazard.js',
        'js/models/item.js',
        'js/models/notification-profile.js',
        'js/models/profile.js',
        'js/models/record.js',
        'js/models/scheduled-profile.js',
        'js/models/type.js',
      ]);
      const listed = report.unreadTemplates.map((l) => l.file);
      expect(new Set(listed)).toEqual(
        new Set([
          'index.html',
          'js/templates/item-row.html',
          'js/templates/profile-row.html',
          'js/templates/type-option.html',
        ]),
      );
    } finally {
      await cleanup();
    }
  }, 60_000);
});
