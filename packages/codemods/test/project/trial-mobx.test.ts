import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The nineteenth trial client (fixtures/clients/trial-mobx): a React 18 + MobX admin app a new user wrote without
 * reading the codemod (a wretch instance `wretch(import.meta.env.VITE_API_URL).addon(…).catcher(…)` reached through a
 * factory `api()` that adds `.auth(…)`, services calling `api().url(path).query(q).get().json<T>()`, MobX class stores
 * with `flow` generators and `runInAction`, observer components reading the stores' response rows), migrated to v6
 * by hand; NOTES.md has the judgement calls and the user's own count. The floor is what the codemod makes today
 * (`scripts/score-realistic.ts --client trial-mobx --missed` lists the rest).
 */
const root = join(repoRoot, 'fixtures/clients/trial-mobx');
// 7/93 (0.075) as the user ran it (NOTES.md, docs/codemods.md); 93/93 once wretch's chain is read as a request
const FLOOR = 1;
const DIFFERENT_AT_MOST = 0;

describe('the nineteenth trial client (React + MobX + wretch)', () => {
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
