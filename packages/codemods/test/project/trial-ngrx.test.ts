import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The thirty-first trial client (fixtures/clients/trial-ngrx): an Angular 17 standalone app on NgRx a new user wrote
 * without reading the codemod (a `HttpClient` service per resource with `HttpParams`, `createActionGroup` actions,
 * functional effects, `@ngrx/entity` adapters keyed and sorted by response fields, `createFeature` reducers and
 * `createSelector` view models, inline `@for` templates, specs on `HttpTestingController` and `provideMockStore`),
 * migrated to v6 by hand; NOTES.md has the judgement calls and the user's own count. The floor is what the codemod
 * makes today (`scripts/score-realistic.ts --client trial-ngrx --missed` lists the rest).
 */
const root = join(repoRoot, 'fixtures/clients/trial-ngrx');
// 106/120 (0.883) as the user ran it (NOTES.md, docs/codemods.md); 119/122 once HttpTestingController's
// expectations are mocks and stubs typed only by `Object` or by themselves follow the API's types
const FLOOR = 0.97;
// `${PROFILES}` for the created notification profile's path, where the hand migration wrote `PROFILES`
const DIFFERENT_AT_MOST = 1;

describe('the thirty-first trial client (Angular + NgRx)', () => {
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
        alsoCheck: (report) => {
          // the specs' expectations are read as mocks: no "not a request the codemod can read" left
          expect(report.todos.map((t) => t.message).join('\n')).not.toContain('is not a request');
          // the base in environment.ts is reported, not changed (the spec does not say how a version is selected)
          expect(report.versionBases.map((b) => b.file)).toContain('src/environments/environment.ts');
        },
      }),
    180_000,
  );
});
