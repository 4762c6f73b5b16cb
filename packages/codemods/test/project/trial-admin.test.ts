import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The fifty-seventh trial client (fixtures/clients/trial-admin): an internal back office on react-admin 5, which a
 * new user wrote without reading the codemod: a custom data provider on `fetchUtils.fetchJson` (behind a pass-through
 * `httpClient(url, options)`) with a resource → endpoint table, `combineDataProviders` over a localStorage `notes`
 * resource and another team's directory, `<Resource>` views whose `source="…"` props name the API's fields,
 * Reference fields and inputs, list filters passed through as the query, `useGetList<T>('records')` and
 * `useDataProvider().getList<T>('items', …)` in hooks, a jsonexport exporter, headerId choices, i18n labels keyed by
 * source, an OIDC authProvider, vitest + testing-library tests; migrated to v6 by hand. NOTES.md has the judgement
 * calls (resource names and the notes' own `recordId` are the app's). `scripts/score-realistic.ts --client
 * trial-admin --missed` lists what is left.
 */
const root = join(repoRoot, 'fixtures/clients/trial-admin');
// 10/257 (0.039) as the user ran it (NOTES.md, docs/codemods.md): only the test's expected paths and two paths
// written in calls. Now `fetchUtils.fetchJson` is fetch and a wrapper handing its URL parameter on whole is read at its
// calls; a table whose declared type names endpoints (`{ [resource: string]: ResourceEndpoints }`) holds this API's
// paths; react-admin's data reads (`useGetList<T>('records', { filter, sort })`, `useDataProvider().getList<T>`)
// and `useRecordContext<T>()` in a resource's views type the records with the endpoints the table gives the
// resource, and the views' `source`/`sortBy`/`optionText`/`sort`/`target`/`filters`, the i18n labels and the table
// entry's `idField`/`search` strings follow; the app's own data provider typed as react-admin's `DataProvider` is
// read as `useDataProvider()`'s (its `getManyReference` `target` too): 159/257. Differing (4): the notification
// update keeps `{ ...data }` where the hand migration destructures the form's `id` out, and the profile list's
// `isDeleted` column folds to `'active'` where the hand migration removes it. The three views showing
// `assignedUserId` (now a list) get a TODO: 10 TODOs.
const FLOOR = 0.6;
const DIFFERENT_AT_MOST = 4;

describe('the fifty-seventh trial client (react-admin 5 back office)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none where no edit was needed, compiles, idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        differentAtMost: DIFFERENT_AT_MOST,
        keepsTodos: true,
        compiles: true,
      }),
    180_000,
  );
});
