import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The fifty-fifth trial client (fixtures/clients/trial-gatsby): a public compliance-status site on Gatsby 5, which a
 * new user wrote without reading the codemod: `gatsby-node.ts` at the project's root sourcing the API at build time
 * into GraphQL nodes (records and types spread whole into `createNode`, an SDL schema whose fields mirror the API's),
 * page templates with page queries and `useStaticQuery`, client-only routes fetching live data through the site's own
 * catch-all function `src/api/compliance/[...path].ts` (``fetch(`/api/compliance/${path}`)``, `useLive(id ? … : null)`),
 * Gatsby Functions on a factory client reached through a memoised getter, jest tests on `@jest/globals`; migrated to
 * v6 by hand. NOTES.md has the judgement calls (the GraphQL schema, the site's URLs and the functions' own request
 * shapes are the site's). `scripts/score-realistic.ts --client trial-gatsby --folders . --missed` lists what is left.
 */
const root = join(repoRoot, 'fixtures/clients/trial-gatsby');
// 88/163 (0.540) as the user ran it (NOTES.md, docs/codemods.md), none where none was needed; now a wrapper over a
// relative base path of this API is read (the site's forwarding catch-all route names `/api/compliance` one), a
// conditional path's asking branch is the call's path, a memoised getter's factory client and the functions its body
// declares are followed, and a generated declaration's types (Gatsby's typegen) are the app's own to the test-stub
// rule. Differing (3): `assignedUserId` read as `assignedUserIds[0]` with a TODO (twice in `assignee`) and the removed
// `isDeleted` filter's parentheses kept, where the hand migration shows every inspector and drops them
const FLOOR = 0.7;
const DIFFERENT_AT_MOST = 3;

describe('the fifty-fifth trial client (Gatsby 5 site: sourceNodes, page queries, Functions, client-only routes)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none where no edit was needed, idempotent, compiles',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        differentAtMost: DIFFERENT_AT_MOST,
        folders: ['.'],
        compiles: true,
        keepsTodos: true,
      }),
    180_000,
  );
});
