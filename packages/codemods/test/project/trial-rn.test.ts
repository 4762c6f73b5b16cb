import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The tenth trial client (fixtures/clients/trial-rn): an 18-file React Native (Expo) v4 app a new user wrote without
 * reading the codemod (RTK Query's `createApi` over `fetchBaseQuery({ baseUrl: Config.API_URL })` with relative urls
 * and two `api.injectEndpoints` modules, zod schemas parsing the responses in `transformResponse` and typing the
 * models through `z.infer`, a `z.enum` of headerId values, react-hook-form forms posted as bodies, React Navigation's
 * own screen names and params, an AsyncStorage cache, the export downloaded with expo-file-system), migrated to v6 by
 * hand; NOTES.md has the user's own count.
 * The floor is what the codemod makes today (`scripts/score-realistic.ts --client trial-rn --missed`).
 */
const root = join(repoRoot, 'fixtures/clients/trial-rn');
// 0/109 as the user ran it (nothing under `Config.API_URL` was read as this API's); 108/109 (0.991) once injected
// endpoints, a path glued to its base, a schema-parsed transformResponse, zod enums, react-hook-form keys and the
// moved update's parameter were followed; the one left is the base URL's version (NOTES.md, docs/codemods.md)
const FLOOR = 108 / 109;

describe('the tenth trial client (React Native, RTK Query, zod, react-hook-form)', () => {
  it(
    '4 → 6: the floor, none where no edit was needed, compiles, idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        differentAtMost: 0,
        compiles: true,
        keepsTodos: true,
      }),
    180_000,
  );
});
