import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The fortieth trial client (fixtures/clients/trial-astro): a content-heavy Astro 4 portal a new user wrote
 * without reading the codemod (`.astro` pages whose frontmatter fetches `${import.meta.env.COMPLIANCE_API}/records…`
 * and whose template reads the answers, `getStaticPaths()` building a page per record, `src/pages/api/*.ts` endpoints
 * turning the pages' forms into bodies, `middleware.ts`, React islands, vitest tests of the lib and the endpoints),
 * migrated to v6 by hand; NOTES.md has the judgement calls (the route `[recordId].astro`, the site's links, query
 * names and form fields are its own) and the user's own count. The floor is what the codemod makes today
 * (`scripts/score-realistic.ts --client trial-astro --missed` lists anything left).
 */
const root = join(repoRoot, 'fixtures/clients/trial-astro');
// 103/196 (0.526) as the user ran it, 4 where none was needed (NOTES.md, docs/codemods.md); 183/195 once `.astro`
// files are read (frontmatter and template), an environment variable read directly is the base a constant holding
// it was shown to be, a test's form fields given to a `Record<string, string>` are the app's, and a test's
// hand-written answers have their headerId values renamed
const FLOOR = 0.93;
// a profile row's `assignedUserId`, now a list, is read as its first (`[0]`, with a TODO) where the hand migration
// shows them all
const DIFFERENT_AT_MOST = 2;

describe('the fortieth trial client (Astro 4)', () => {
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
