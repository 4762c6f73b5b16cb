import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The fiftieth trial client (fixtures/clients/trial-hapi): a Hapi 21 gateway a new user wrote without reading
 * the codemod (`ServerRoute[]` arrays of `{ method, path: '/records', options: { validate, handler } }` named like the
 * API's resources, a plugin decorating the server with a `ComplianceClient` on `Wreck.defaults({ baseUrl, json })`
 * whose bodies are Wreck's `payload`, `server.method`s with a catbox cache, Joi schemas validating the answers, Boom
 * errors, another service's Wreck client with its own `/records`, lab + code tests with `server.inject` and nock
 * scopes held in consts), migrated to v6 by hand; NOTES.md has the judgement calls (the gateway's own routes, Joi
 * contracts and the input types its routes cast `request.payload` to stay) and the user's own count. The floor is
 * what the codemod makes today (`scripts/score-realistic.ts --client trial-hapi --missed` lists what is left: the Joi
 * answer schemas, the gateway payload mapped into the notification profile, a spread of the app's own hazard input).
 */
const root = join(repoRoot, 'fixtures/clients/trial-hapi');
// 201/279 (0.720) as the user ran it, 7 edits where none was needed (NOTES.md, docs/codemods.md); 239/279 once
// Wreck's `payload` is the body, hapi's routes with options are the app's own, `Wreck.defaults` is a client's
// base, const-held nock hosts are judged, the app's own incoming types keep their names and a helper's query
// written into the URL types its value
const FLOOR = 0.85;
// the first of a list read where the hand migration writes `?? null` (3), a removed always-false field read as
// `!false` where it writes `true` (1)
const DIFFERENT_AT_MOST = 4;

describe('the fiftieth trial client (Hapi 21 + Wreck + Joi + Boom, lab + code + nock)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none where no edit was needed, idempotent (one compiler error left)',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        differentAtMost: DIFFERENT_AT_MOST,
        compiles: false,
        keepsTodos: true,
      }),
    180_000,
  );
});
