import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The third trial client (fixtures/clients/trial-ts2): a 14-file TypeScript v4 project a new user wrote without
 * reading the codemod (Angular-style services on an injected `HttpClient` with `pipe(map(…))`, responses fetched as
 * `get<unknown>` and parsed by zod-like schemas, an OpenAPI-generator-style records API, string enums for headerId
 * values and sort fields), migrated to v6 by hand; NOTES.md has the judgement calls and the user's own count.
 * The floor is what the codemod makes today (`scripts/score-realistic.ts --trial-ts2 --missed` lists the rest).
 */
const root = join(repoRoot, 'fixtures/clients/trial-ts2');
// 36/130 (0.28) as the user ran it (NOTES.md, docs/codemods.md); 123/130 (0.946) once a function's own parameter
// sent to the moved update gave its id before the call (`const { id, ...body } = profile`)
const FLOOR = 0.94;
// `${this.url}/add` becomes `${this.url}/` where the hand migration writes `this.url`
const DIFFERENT_AT_MOST = 1;

describe('the third trial client (TypeScript, schemas, generated API)', () => {
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
