import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The twenty-second trial client (fixtures/clients/trial-ng1): a legacy AngularJS 1.8 app in plain ES5 a new user
 * wrote without reading the codemod (a `constant('API_BASE', '/api/v4')`, a `.service` over `$http` whose
 * `.then(function (res) { return res.data; })` hands the rows to a controller's `vm.records`, a `$resource`, a
 * `$httpProvider` interceptor, a `.component` with `bindings` and a `templateUrl`, `.html` templates with
 * `ng-repeat … track by r.recordId` and `{{ }}`, a filter), migrated to v6 by hand; NOTES.md has the hand count.
 */
const root = join(repoRoot, 'fixtures/clients/trial-ng1');
// 37/38 required edits (token-scored; 10/38 as the user ran it, 25/38 after the injector work): every edit of the
// service's `$http` calls; what `RecordService`'s methods return followed through the injector into the controller,
// its `records.html` view (`ng-repeat`, `track by`, `orderBy:'…'`, `{{ }}`, `ng-click="vm.select(r)"` into the
// method's parameter), the `recordLabel` filter and back into the service's `rename(record)`; and the `$resource`
// factory `Item` read as this API's client: `Item.search({ … })`'s query keys, what it answers through
// `.$promise.then` into `vm.items` and the search rows of `records.html`, and `Item.get(…)`'s instance into the
// component's `item.score` and `item-detail.html`. Missed: the base URL's `/api/v4` (listed, by design)
const FLOOR = 0.97;

describe('the twenty-second trial client (AngularJS 1.x)', () => {
  it('4 → 6: at least the floor of the required edits, none wrong or where none was needed (the filter and service names, the form model), idempotent; the template lines left are the form model', async () => {
    const report = await expectScoredMigration({
      root,
      from: 4,
      to: 6,
      floor: FLOOR,
      differentAtMost: 0,
      folders: ['.'],
    });
    // every old name of the templates was edited but the form model's own `searchText`/`typeId` (no edit needed)
    const named = report.unreadTemplates.flatMap((l) => l.names.map((n) => `${l.file}:${l.line}:${n}`));
    expect(named).toEqual(['src/records/records.html:18:searchText', 'src/records/records.html:19:typeId']);
    expect(report.versionBases.map((b) => `${b.file}:${b.line}`)).toEqual(['src/app.module.js:6']);
    // the `$resource` keeps one TODO: what its instances do elsewhere is not all followed
    expect(report.todos.filter((t) => t.file === 'src/items/item.resource.js')).toHaveLength(1);
  }, 180_000);
});
