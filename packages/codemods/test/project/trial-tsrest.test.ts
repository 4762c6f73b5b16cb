import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The twenty-third trial client (fixtures/clients/trial-tsrest): a contract-first client a new user wrote without
 * reading the codemod (ts-rest routers `{ method, path, query: z.object(…), body, responses: { 200: schema } }` merged
 * under a `pathPrefix`, zod models with `.pick`/`.omit`/`.extend`, `initClient` with a custom fetcher, services
 * narrowing `status === 200`, `@ts-rest/react-query` hooks and components, a Node mirror job with its own `/records`
 * routes, a node:test test), migrated to v6 by hand; NOTES.md has the judgement calls and the user's own count. The
 * floor is what the codemod makes today (`scripts/score-realistic.ts --client trial-tsrest --missed` lists the rest).
 */
const root = join(repoRoot, 'fixtures/clients/trial-tsrest');
// 4/116 as the user ran it (NOTES.md, docs/codemods.md); 98/116 once contract routes are read
const FLOOR = 98 / 116;
// profileService.ts: the tool drops `notifyAssignee: true` from the literal where the hand migration changes the
// parameter's type (2 spans), and reads `assignedUserIds[0]` with a TODO where the hand migration lists them all
const DIFFERENT_AT_MOST = 3;

describe('the twenty-third trial client (ts-rest contract + zod)', () => {
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
    300_000,
  );
});
