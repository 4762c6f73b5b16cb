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
// 10/38 required edits (token-scored), as the user ran it: every edit of the service's `$http` calls. The rest are
// reads of the rows in the controller and the filter (reached through AngularJS's injector and `.then`), the
// `$resource`'s query keys (its TODO), the base URL's `/api/v4` (listed, by design) and the 13 names of the `.html`
// templates, which the run does not edit but lists line by line
const FLOOR = 0.26;

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

  it('names every line of the .html templates holding an old name, in {{ }} and in ng-* attributes', async () => {
    const { dir, cleanup } = await stageVersion(4, root);
    try {
      const report = await migrate(dir, 4, 6, { paths: [dir], dry: true, typecheck: false });
      const named = report.unreadTemplates.flatMap((l) => l.names.map((n) => `${l.file}:${l.line}:${n}`));
      // the ng-repeat's `orderBy:'recordName' track by r.recordId` and the ng-class's comparison
      expect(named).toContain('src/records/records.html:4:recordName');
      expect(named).toContain('src/records/records.html:4:recordId');
      expect(named).toContain('src/records/records.html:5:recordId');
      expect(named).toContain('src/items/item-detail.html:11:versionCount');
      expect(named).toHaveLength(14);
      expect(report.versionBases.map((b) => `${b.file}:${b.line}`)).toEqual(['src/app.module.js:6']);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
