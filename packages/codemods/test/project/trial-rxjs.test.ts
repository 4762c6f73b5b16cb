import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The thirty-seventh trial client (fixtures/clients/trial-rxjs): a React 18 + Redux Toolkit desk whose side effects
 * are redux-observable epics a new user wrote without reading the codemod (`ajax.getJSON<T>(url, headers)`,
 * `ajax({ url, method, body })`, `ajax.put`/`ajax.post`, epics given an injected `{ getJSON, request }` by
 * `createEpicMiddleware({ dependencies })`, slices and selectors carrying the API's rows, marble tests with fake
 * dependencies), migrated to v6 by hand; NOTES.md has the judgement calls (Redux's `type`, action types and the
 * app's own payloads stay) and the user's own count. The floor is what the codemod makes today
 * (`scripts/score-realistic.ts --client trial-rxjs --missed` lists anything left).
 */
const root = join(repoRoot, 'fixtures/clients/trial-rxjs');
// 167/220 (0.759) as the user ran it (NOTES.md, docs/codemods.md); 209/220 once an epic's injected `getJSON` is
// read as the wrapper the epic middleware's `dependencies` hold, and rxjs's `ajax.getJSON` as a GET
const FLOOR = 0.95;
// the second: a test's `expect(ajax.put).toHaveBeenCalledWith(`${API_URL}/notificationProfiles/update`, saved, …)`
// now migrates as the epic's call does (`…/notificationProfiles/${saved.id}`, `saved` still the body), where the hand
// migration destructures `const { id, ...body } = saved` (found by the tRPC trial's expected-call rule)
const DIFFERENT_AT_MOST = 2;

describe('the thirty-seventh trial client (React + Redux Toolkit + redux-observable on rxjs/ajax)', () => {
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
