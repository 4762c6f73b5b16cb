import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers.js';
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
// link's `'?' + $.param(query)` followed to its object. The hand migration then missed one edit (the notification
// form's `record.get('recordName')`, added: 112 edits); 84/112 with the instances followed across the AMD modules
// into the views, the router, the `app.vent` bus and the `text!`/inline templates rendered with their
// `toJSON()`/`attributes` (`run/backbone-flows.ts`). The rest are lists and removed fields (TODOs), the answers'
// headerIds, the moved update path and the version segment
const FLOOR = 0.75;

describe('the twenty-fourth trial client (Backbone + RequireJS)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none where no edit was needed (the router, the form names), idempotent; every class TODO, the templates left listed',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        differentAtMost: 0,
        folders: ['.'],
        keepsTodos: true,
        alsoCheck: (report) => {
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
          // edited: index.html's row template, item-row.html and type-option.html, profile-row.html's renamed
          // names; left listed: its `assignedUserId` (a list now) and index.html's form field names (the app's)
          expect(report.unreadTemplates.map((l) => [l.file, l.names])).toEqual([
            ['index.html', ['recordName']],
            ['index.html', ['recordCode']],
            ['js/templates/profile-row.html', ['assignedUserId']],
          ]);
        },
      }),
    180_000,
  );
});
