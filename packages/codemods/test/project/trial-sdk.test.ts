import { cp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { migrate, scoreAgainst, stageVersion } from './realistic-run.js';

/**
 * The fourteenth trial client (fixtures/clients/trial-sdk): a Node service on a client generated with OpenAPI
 * Generator's `typescript-axios` from the v4 document and committed under `src/generated/compliance/`, written by
 * a new user without reading the codemod; NOTES.md has the user's own count.
 *
 * How it is scored: the user runs the codemod on `src` and `test`, the generated client included (its operations
 * are what show which calls, models and parameters are this API's). Only the app code (`src/compliance`,
 * `src/services`, `test`) is scored against the hand migration: the hand migration regenerates the client from the
 * v6 document, whose class, operation and schema names (`CategoriesApi.getCategories`) are a guess at a document
 * the spec does not show, and the right answer for a generated file is to regenerate it, not an edit. So the
 * generated folder is checked apart: the run must name it, to be regenerated, whether it migrated it in place (it
 * is in the paths), could not reach it (it is not), or found it generated from the v6 document already (left alone,
 * with no TODO in it). The app code's floor is what the codemod makes today.
 */
const root = join(repoRoot, 'fixtures/clients/trial-sdk');
// 2/78 as the user ran it (the app's two body keys of createRecord); 36/78 once the client's operations were
// followed to their response models, request-parameter members and the app's calls. The rest: the SDK's class,
// method and model names only regeneration gives (17), the tests' untyped mocks, the headerId enum's members
const FLOOR = 0.46;
const SCORED = ['src/compliance', 'src/services', 'test'] as const;

describe('the fourteenth trial client (an app on a committed openapi-generator typescript-axios SDK)', () => {
  it('4 → 6 on src and test: the app code at the floor, none where none needed, the SDK named, idempotent', async () => {
    const { dir, cleanup } = await stageVersion(4, root);
    try {
      const paths = [join(dir, 'src'), join(dir, 'test')];
      const report = await migrate(dir, 4, 6, { paths });
      const { total } = await scoreAgainst(dir, 4, 6, root, SCORED);
      expect(total.outside, 'edits where none was needed').toEqual([]);
      expect(total.wrong, 'edits that differ from the hand migration').toEqual([]);
      expect(total.made / total.required, 'share of the required edits made').toBeGreaterThanOrEqual(FLOOR);
      expect(report.summary.failed).toBe(0);
      // the app's own domain types are not this API's
      expect(await readFile(join(dir, 'src/domain.ts'), 'utf8')).toBe(
        await readFile(join(root, 'v4/src/domain.ts'), 'utf8'),
      );
      expect(report.notes).toContainEqual(
        expect.stringMatching(
          /^src\/generated\/compliance\/api\.ts is generated \(by OpenAPI Generator\).*regenerate it from the v6 API document/,
        ),
      );
      // the moved id, which the in-place client cannot carry, is said at the app's call, not only in the client
      expect(report.todos.filter((t) => t.file === 'src/services/alerts.ts').map((t) => t.changeId)).toEqual([
        'v5.endpoint.notification-profile-update-id-to-path',
      ]);
      const again = await migrate(dir, 4, 6, { paths, typecheck: false, dry: true });
      expect(again.summary.changed, 'a second run changes nothing').toBe(0);
      expect(again.todos.length).toBe(report.todos.length);
    } finally {
      await cleanup();
    }
  }, 180_000);

  it('on the app code alone: nothing migrated, and the run says the generated client it imports was not', async () => {
    const { dir, cleanup } = await stageVersion(4, root);
    try {
      const paths = ['src/compliance', 'src/services', 'test'].map((f) => join(dir, f));
      const report = await migrate(dir, 4, 6, { paths, dry: true, typecheck: false });
      expect(report.notes).toEqual([
        expect.stringMatching(
          /^src\/generated\/compliance\/api\.ts is generated and still calls old paths, but it is not among the paths given/,
        ),
      ]);
    } finally {
      await cleanup();
    }
  }, 120_000);

  it('with the client regenerated from the v6 document first: the client is left, without TODOs, and named', async () => {
    const { dir, cleanup } = await stageVersion(4, root);
    try {
      await rm(join(dir, 'src/generated'), { recursive: true });
      await cp(join(root, 'v6/src/generated'), join(dir, 'src/generated'), { recursive: true });
      const report = await migrate(dir, 4, 6, { paths: [join(dir, 'src')], dry: true, typecheck: false });
      expect(report.todos.filter((t) => t.file.startsWith('src/generated/'))).toEqual([]);
      expect(report.edits.filter((e) => e.file.startsWith('src/generated/'))).toEqual([]);
      expect(report.notes).toContainEqual(
        expect.stringMatching(
          /^src\/generated\/compliance\/api\.ts is generated and names the v6 API's paths already \(regenerated from the v6 API document/,
        ),
      );
    } finally {
      await cleanup();
    }
  }, 120_000);
});
