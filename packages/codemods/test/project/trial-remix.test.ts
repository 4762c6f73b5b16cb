import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The twenty-sixth trial client (fixtures/clients/trial-remix): a React Router 7 framework-mode (formerly Remix) app a
 * new user wrote without reading the codemod (route modules whose `loader`/`action` call a server module's
 * `apiGet<T>(request, path, search)` and `apiSend<T>(request, method, path, body)`, both handing the path on to one
 * `complianceFetch(request, path, init)`; `<Form method="post">` fields parsed by zod into the body; the app's own
 * pages look like API paths), migrated to v6 by hand; NOTES.md has the judgement calls and the user's own count.
 * The floor is what the codemod makes today (`scripts/score-realistic.ts --client trial-remix --folders app,tests
 * --missed` lists the rest).
 */
const root = join(repoRoot, 'fixtures/clients/trial-remix');
// 12/178 (0.067) as the user ran it (NOTES.md, docs/codemods.md); 148/178 once the wrappers forwarding their path
// are read, the route's form fields follow its parsed body, queries built by the project's functions and lookup
// tables keyed by headerId are renamed; 157/178 with the Chrome extension trial's rule for test stubs merged in
// (the tests' `mockUpstream({ … })` data)
const FLOOR = 0.88;
// judgement calls the codemod makes otherwise, each right: the update's path takes `update.id` (the hand migration
// `params.profileId`, 2 edits); the profile list reads the first of `assignedUserIds` with a TODO (the hand migration
// joins them, 2) and keeps the list whole where the `!p.isDeleted` filter was (the hand migration returns `result.data`, 1)
const DIFFERENT_AT_MOST = 5;

describe('the twenty-sixth trial client (React Router 7 framework mode)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none where no edit was needed, compiles, idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        differentAtMost: DIFFERENT_AT_MOST,
        folders: ['app', 'tests'],
        compiles: true,
        keepsTodos: true,
      }),
    180_000,
  );
});
