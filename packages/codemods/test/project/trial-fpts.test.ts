import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The twenty-ninth trial client (fixtures/clients/trial-fpts): Node back-office jobs a new user wrote in fp-ts and
 * io-ts without reading the codemod (every call a `ReaderTaskEither<Env, ApiError, A>` over one `send` that
 * `TE.tryCatch`es a `fetch(env.baseUrl + url, …)`, reached through curried helpers `getJson(codec)(url)` and
 * `sendJson('POST', In, Out)(url, body)`, URLs from a segment builder `path('records', id)` with `query({ … })` or
 * `URLSearchParams` glued on, responses decoded by io-ts codecs whose keys are the API's fields, `node:test` tests
 * with a stubbed `fetch`), migrated to v6 by hand; NOTES.md has the judgement calls and the user's own count. The
 * floor is what the codemod makes today (`scripts/score-realistic.ts --client trial-fpts --folders src,test
 * --missed` lists the rest).
 */
const root = join(repoRoot, 'fixtures/clients/trial-fpts');
// 0/127 as the user ran it (NOTES.md, docs/codemods.md); 106/135 (0.785) once the curried helpers, the segment
// builder and the effect's value are read (135: the request/row models named for the resource counted since)
const FLOOR = 0.78;
const DIFFERENT_AT_MOST = 0;

describe('the twenty-ninth trial client (fp-ts + io-ts Node jobs)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none where no edit was needed, compiles, idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        folders: ['src', 'test'],
        floor: FLOOR,
        differentAtMost: DIFFERENT_AT_MOST,
        compiles: true,
        keepsTodos: true,
        alsoCheck: (report) => {
          // the moved update's path is built from a constant segment and a variable body: a TODO says so
          expect(JSON.stringify(report.todos)).toContain('PUT /notificationProfiles/update became');
        },
      }),
    240_000,
  );
});
