import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { migrate, stageVersion } from './realistic-run.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The twenty-second trial client (fixtures/clients/trial-ng1): a legacy AngularJS 1.8 app in plain ES5 a new user
 * wrote without reading the codemod (a `constant('API_BASE', '/api/v4')`, a `.service` over `$http` whose
 * `.then(function (res) { return res.data; })` hands the rows to a controller's `vm.records`, a `$resource`, a
 * `$httpProvider` interceptor, a `.component` with `bindings` and a `templateUrl`, `.html` templates with
 * `ng-repeat … track by r.recordId` and `{{ }}`, a filter), migrated to v6 by hand; NOTES.md has the hand count.
 */
const root = join(repoRoot, 'fixtures/clients/trial-ng1');
// 25/38 required edits (token-scored; 10/38 as the user ran it): every edit of the service's `$http` calls, and what
// `RecordService`'s methods return followed through the injector into the controller, its `records.html` view
// (`ng-repeat`, `track by`, `orderBy:'…'`, `{{ }}`, `ng-click="vm.select(r)"` into the method's parameter), the
// `recordLabel` filter and back into the service's `rename(record)`. Missed: the `$resource`'s query keys and what
// it answers (its TODO; the component's `item.score`, `item-detail.html`, the search rows in `records.html`) and
// the base URL's `/api/v4` (listed, by design)
const FLOOR = 0.65;

describe('the twenty-second trial client (AngularJS 1.x)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none wrong or where none was needed (the filter and service names, the form model), idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        differentAtMost: 0,
        folders: ['.'],
      }),
    180_000,
  );

  it('names every line of the .html templates still holding an old name after the run, in {{ }} and ng-* attributes', async () => {
    const { dir, cleanup } = await stageVersion(4, root);
    try {
      const report = await migrate(dir, 4, 6, { paths: [dir], dry: true, typecheck: false });
      const named = report.unreadTemplates.flatMap((l) => l.names.map((n) => `${l.file}:${l.line}:${n}`));
      // the ng-repeat's `orderBy:'recordName' track by r.recordId` and the ng-class's comparison were edited
      expect(named.filter((n) => /^src\/records\/records\.html:(4|5|14|33):/.test(n))).toEqual([]);
      // the `$resource`'s rows (not followed), and the form model's own `searchText`/`typeId` (no edit needed)
      expect(named).toContain('src/records/records.html:26:recordName');
      expect(named).toContain('src/records/records.html:27:score');
      expect(named).toContain('src/records/records.html:18:searchText');
      expect(named).toContain('src/items/item-detail.html:11:versionCount');
      expect(named).toHaveLength(9);
      expect(report.versionBases.map((b) => `${b.file}:${b.line}`)).toEqual(['src/app.module.js:6']);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
