import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The fifty-ninth trial client (fixtures/clients/trial-zapier): the vendor's Zapier integration as a partner writes it
 * with the Zapier CLI's TypeScript template on zapier-platform-core 15, which a new user wrote without reading the
 * codemod: an app definition with OAuth2 per spec §5 (`authentication.ts`, a request template as its `test`),
 * `beforeRequest` adding `X-Company-Context`, `afterResponse` error handling, polling triggers and hidden dropdown
 * triggers on `z.request<Paged<Row>>({ url, params })`, a paging wrapper `fetchPage<T>(z, bundle, path, params)`,
 * searches, creates, a resource, a hydrator fed by `z.dehydrateFile`, every operation's `sample`, `outputFields` and
 * `dynamic: 'record_list.id.recordName'` dropdowns, jest + nock tests through `createAppTester(App)`; migrated to v6
 * by hand. NOTES.md has the judgement calls (input field keys are the Zaps', outputs passed through follow the API,
 * Storage by Zapier's `/api/records` is another service's). `scripts/score-realistic.ts --client trial-zapier --missed`
 * lists what is left.
 */
const root = join(repoRoot, 'fixtures/clients/trial-zapier');
// 145/287 (0.505) as the user ran it (NOTES.md, docs/codemods.md), 0 where none was needed, 9 TODOs, 1 compiler error;
// now Zapier's `z.request({ url, params })` is a request (a GET unless its method says), also under a wrapper, whose
// rows a paging wrapper's type argument types; a Zapier operation's `sample`, `outputFields` and `dynamic` dropdowns
// follow what its `perform` returns; a base holding a path with a parameter, then a tail (`${itemUrl}/answer`), is read
// as that path; a hydrator's query follows the literal it was dehydrated with; a test's expected object gives a field
// that became a list a list; a key renamed to its value's name is the shorthand; null is the empty list in a
// conditional sent as a list (the compiler error). Differing (2): `${merged.id}` with a TODO where the hand migration
// destructures the update's body, `assignedUserIds[0]` with a TODO where it adds `?? null`: 262/287
const FLOOR = 0.9;
const DIFFERENT_AT_MOST = 2;

describe('the fifty-ninth trial client (Zapier integration on zapier-platform-core)', () => {
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
