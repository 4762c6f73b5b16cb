import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The thirty-eighth trial client (fixtures/clients/trial-deno): a Deno 2 service a new user wrote without reading the
 * codemod (a `deno.json` with tasks and an import map, `@/…` specifiers with `.ts` extensions, `jsr:`/`npm:`
 * packages, one `api<T>(path, { method, query, body })` wrapper over fetch, zod for the item detail, `Deno.serve`
 * routes of its own named like the API's resources, `Deno.cron`, Deno KV, `Deno.test` tests stubbing
 * `globalThis.fetch` with a table keyed `"GET /api/v4/records"`, two `deno task` scripts), migrated to v6 by hand;
 * NOTES.md has the judgement calls and the user's own count. tsc knows neither Deno's globals nor `jsr:` packages, so
 * "compiles" here means what the run checks: no compiler error the input did not have (the input's own errors about
 * `Deno.*` and `@std/*` are not counted; `deno check` is not on this machine).
 */
const root = join(repoRoot, 'fixtures/clients/trial-deno');
// 13/236 (0.055) as the user ran it (NOTES.md, docs/codemods.md); 208/236 (0.881) once the import map resolves the
// `@/…` modules for both passes, a fetch stub's table keyed by request is read as mocks, what the tests read of the
// requests it recorded follows, and values written into a field of renamed values are renamed; the 18 version
// segments (`/api/v4` → `/api/v6`, spec §9.6) and the comment in scripts/backfill_hazards.ts are the user's
const FLOOR = 0.88;
const DIFFERENT_AT_MOST = 0;

describe('the thirty-eighth trial client (a Deno 2 service)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none where no edit was needed, idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        differentAtMost: DIFFERENT_AT_MOST,
        folders: ['src', 'scripts'],
        compiles: true,
        keepsTodos: true,
      }),
    180_000,
  );
});
