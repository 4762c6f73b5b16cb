import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The sixteenth trial client (fixtures/clients/trial-nuxt): a Nuxt 3 app a new user wrote without reading the
 * codemod (`<script setup lang="ts">` pages using auto-imported `useFetch`/`useAsyncData`/`$fetch` with no import
 * statement, a `$fetch.create({ baseURL, onRequest })` composable, a Nitro route `server/api/records.get.ts` that is
 * the app's own `/api/records`, page routes that look like API paths, a tsconfig extending the `.nuxt/tsconfig.json`
 * that `nuxt prepare` generates and the repository lacks), migrated to v6 by hand (NOTES.md: 44 edits).
 * The floor is what the codemod makes today (`scripts/score-realistic.ts --client trial-nuxt --folders .`).
 */
const root = join(repoRoot, 'fixtures/clients/trial-nuxt');
// 9/46 (0.196) as the user ran it, and `useFetch('/api/records')`, the app's own Nitro route, rewritten (NOTES.md);
// the Nitro route files are now the app's own routes; 15/46 (0.326) once the composable called with no import
// (Nuxt's auto-import) and the `$fetch.create` client it returns, called as a function, were followed: the
// notification profile form is migrated, the item page's two requests carry TODOs; 18/46 (0.391) once `$fetch(…)`
// resolved to the body itself (the Nitro route's `res.data.map((r) => r.recordId)` followed)
const FLOOR = 0.39;

describe('the sixteenth trial client (Nuxt 3: auto-imports, $fetch.create, Nitro server routes)', () => {
  it(
    '4 → 6: the floor, none where no edit was needed, idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        folders: ['.'],
        // the update's body: the codemod leaves `{ ...payload }` once the id moved into the path, the hand
        // migration wrote `payload`
        differentAtMost: 1,
        keepsTodos: true,
        // `navigateTo` unresolved without `.nuxt/` is an error the input has too, not the migration's
        compiles: true,
      }),
    180_000,
  );
});
