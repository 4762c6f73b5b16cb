import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The thirty-second trial client (fixtures/clients/trial-zodios): a Node service on Zodios a new user wrote without
 * reading the codemod (`makeEndpoint`/`makeApi` declarations with zod schemas and `{ name, type: 'Query' }`
 * parameters, `new Zodios(baseUrl, api)` with hand-written plugins, calls by alias and by path, a spreadsheet export
 * streamed through `client.axios`, an express admin router of its own `/records` routes, vitest tests with nock),
 * migrated to v6 by hand; NOTES.md has the judgement calls and the user's own count. The floor is what the codemod
 * makes today (`scripts/score-realistic.ts --client trial-zodios --missed` lists the rest).
 */
const root = join(repoRoot, 'fixtures/clients/trial-zodios');
// 70/127 (0.551) as the user ran it (NOTES.md, docs/codemods.md); 117/127 once Zodios' endpoints are read
const FLOOR = 117 / 127;
// ownerOf's `assignedUserIds[0]` (the hand migration adds `?? null`) and `{ ...input }` left by the removed member
const DIFFERENT_AT_MOST = 3;

describe('the thirty-second trial client (Zodios in a Node service)', () => {
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
