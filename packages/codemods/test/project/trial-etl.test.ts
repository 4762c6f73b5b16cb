import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The seventeenth trial client (fixtures/clients/trial-etl): Node 20 sync scripts on got a new user wrote without
 * reading the codemod (a `got.extend({ prefixUrl })` client with paths written without their slash,
 * `paginate.all`, a `while` loop over `searchParams`, `got.stream` of the Excel export into a file, notification
 * profiles from a CSV, zod schemas of the rows and a mapping to the warehouse's own columns), migrated to v6 by
 * hand; NOTES.md has the judgement calls and the user's own count. Scored on `src` and the nock test.
 */
const root = join(repoRoot, 'fixtures/clients/trial-etl');
// 14/50 (0.28) as the user ran it; 19/50 (0.38) once got's `stream` and `paginate` of an instance were requests;
// 28/50 (0.56) once rows parsed one by one by a zod schema were followed (zod resolved from the linked node_modules);
// 38/50 (0.76) once `paginate.all`'s items (what its `pagination.transform` picks) were followed to the schema
// parsing them and the reads of the parsed rows
const FLOOR = 0.76;

describe('the seventeenth trial client (got sync scripts)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none where no edit was needed, idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        differentAtMost: 0,
        folders: ['src', 'test'],
        keepsTodos: true,
      }),
    180_000,
  );
});
