import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The eleventh trial client (fixtures/clients/trial-bff): a Node backend-for-frontend a new user wrote without
 * reading the codemod (openapi-fetch over an openapi-typescript `paths`, `components['schemas']` aliases, Fastify
 * plugins serving the BFF's own `/records` routes, Jest tests with nock answering from imported JSON fixtures and
 * `toMatchObject` on the API's rows), migrated to v6 by hand; NOTES.md has the user's own count. The JSON fixtures
 * are scored with the code. The floor is what the codemod makes today
 * (`scripts/score-realistic.ts --client trial-bff --missed`).
 */
const root = join(repoRoot, 'fixtures/clients/trial-bff');
// 132/178 (0.742, the fixtures not scored) as the user ran it; 176/207 (0.850) once the fixtures the mocks answer
// with, the tests' expected objects, openapi-fetch's moved path and the BFF's own routes were handled
const FLOOR = 0.85;

describe('the eleventh trial client (a BFF on openapi-fetch, Fastify, Jest + nock with JSON fixtures)', () => {
  it(
    '4 → 6: the floor, none where no edit was needed, idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        // the generated file's merged notification profile paths: regenerating writes them, the codemod does not
        differentAtMost: 1,
        keepsTodos: true,
      }),
    180_000,
  );
});
