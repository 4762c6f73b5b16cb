import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The eighteenth trial client (fixtures/clients/trial-qa): a QA team's repo of Playwright API tests (the `request`
 * fixture under `playwright.config.ts`'s `use.baseURL`, a `test.extend` fixture handing a `request.newContext`, a
 * helper module) and Cypress specs stubbing the API (`cy.intercept` globs and a route matcher, `fixture:` JSON files
 * of v4 responses, `cy.wait('@alias')` reads, `cy.request` seeding), migrated to v6 by hand; NOTES.md has the
 * judgement calls and the user's own count. The scorer counts the JSON fixtures as files of their own.
 */
const root = join(repoRoot, 'fixtures/clients/trial-qa');
// 9/92 (0.10) as the user ran it (NOTES.md); 79/92 (0.859) once Playwright's contexts, Cypress's globs, fixture files
// and alias reads were followed (and a loopback base judged by its path). What is left: the nine version segments (`/api/v4` bases and stub globs, listed
// by design) and a helper no test calls (listed as possibly this API).
const FLOOR = 0.85;

describe('the eighteenth trial client (Playwright and Cypress tests)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none where no edit was needed, compiles, idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        differentAtMost: 0,
        folders: ['.'],
        compiles: true,
        keepsTodos: true,
      }),
    180_000,
  );
});
