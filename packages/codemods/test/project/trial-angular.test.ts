import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The eighth trial client (fixtures/clients/trial-angular): an Angular 17 app a new user wrote without reading the
 * codemod (standalone components with `.html` templates and one inline `template:`, `@for … track` and
 * `*ngFor … trackBy`, signals and `computed`, `inject(HttpClient)` services with `HttpParams`, a functional
 * interceptor, a typed reactive form whose raw value is posted, template-driven forms, routes that look like API
 * paths, the export as a blob), migrated to v6 by hand; NOTES.md has the user's own count. The `.html` templates
 * are scored like the code. The floor is what the codemod makes today
 * (`scripts/score-realistic.ts --client trial-angular --missed`).
 */
const root = join(repoRoot, 'fixtures/clients/trial-angular');
// 81/167 (0.485) as the user ran it: no template read, none of their 42 edits nor the inline template's; 152/167
// (0.910) once templates were read with their components' types, the literals sent as a body followed, a query
// picked from two literals (`cond ? { … } : { … }`) renamed in both, and `RecordType` named `SubCategory`; 155/167 (0.928) once a function's own parameter sent to the moved update
// gave its id before the call
const FLOOR = 0.92;

describe('the eighth trial client (Angular: .html templates, signals, reactive forms)', () => {
  it(
    '4 → 6: the floor, none where no edit was needed, idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        // judgement calls (NOTES.md): the moved update keeps `${profile.id}` and its TODO where the hand migration
        // destructures the id (2); the import list keeps its order (`NewRecord, Page, Category, SubCategory`) (1)
        differentAtMost: 2,
        keepsTodos: true,
      }),
    180_000,
  );
});
