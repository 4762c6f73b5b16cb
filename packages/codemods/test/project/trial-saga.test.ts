import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The fifteenth trial client (fixtures/clients/trial-saga): a 10-file React 16 app on classic Redux and redux-saga
 * a new user wrote without reading the codemod (an axios instance, request functions handed to the saga runtime as
 * `call(api.fetchRecords, …)`, `call([client, client.get], '/types', …)`, `call(client.post, …)`,
 * `call({ context, fn }, …)` and `apply(client, client.get, [...])`, responses `put` into reducers keyed by
 * `recordId`, reselect selectors, a saga test stepping the generator by hand), migrated to v6 by hand; NOTES.md has
 * the judgement calls and the user's own count (`scripts/score-realistic.ts --client trial-saga --missed` lists
 * the rest).
 */
const root = join(repoRoot, 'fixtures/clients/trial-saga');
// 4/67 (0.06) as the scored run met it, with no saga effect read as a request (17 with --api-base, NOTES.md);
// 39/67 (0.58) once the effects are read as the calls they run, and a body spreading a constant renames it;
// 48/67 (0.716) once responses `put` into the store were followed to the reducers' `case` reading the payload;
// 57/67 (0.851) once the untyped state members they are stored in (`types: any[]`, the items' `rows` and `answers`)
// were followed through the selectors and `useSelector` to their reads; 63/67 (0.940) once the saga test's fake
// responses handed to the generator after a compared request effect were renamed as responses
const FLOOR = 0.94;
// the moved update's `{ ...body, id: values.id }` becomes `{ ...body }` where the hand migration writes `body` (the
// endpoint-tables and trial-js hand migrations keep the spread: both are right)
const DIFFERENT_AT_MOST = 3;

describe('the fifteenth trial client (React, classic Redux, redux-saga)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none where no edit was needed, compiles, idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        differentAtMost: DIFFERENT_AT_MOST,
        compiles: true,
        keepsTodos: true,
      }),
    180_000,
  );
});
