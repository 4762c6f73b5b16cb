import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The twenty-eighth trial client (fixtures/clients/trial-electron): an Electron desktop app a new user wrote without
 * reading the codemod (the main process owns every call through a class client over electron's `net.fetch`, a base
 * from a settings file in `userData`, a token in `safeStorage`; `ipcMain.handle` channels of the app's own names;
 * a preload's `contextBridge.exposeInMainWorld('compliance', …)` typed by shared interfaces but for two untyped
 * members; a plain-DOM renderer reading `window.compliance.*` answers; a menu export through `dialog.showSaveDialog`;
 * a tray badge polling open items; vitest tests with a hand-written electron fake), migrated to v6 by hand;
 * NOTES.md has the judgement calls and the user's own count. The floor is what the codemod makes today
 * (`scripts/score-realistic.ts --client trial-electron --folders src,tests --missed` lists the rest).
 */
const root = join(repoRoot, 'fixtures/clients/trial-electron');
// 11/176 (0.063) as the user ran it (NOTES.md, docs/codemods.md): `net.fetch` was no fetch, so the class client was
// no request; 140/174 once it is (with the `${PROFILES}/search` prefix constant, the IPC answers, `extends Omit<…>`)
const FLOOR = 140 / 174;
// the profile screen's v6 judgement calls: the codemod reads the first of `assignedUserIds` (with a TODO) where the
// hand migration lists every user, and folds the always-false `isDeleted` to `''`/the list where it drops them
const DIFFERENT_AT_MOST = 5;

describe('the twenty-eighth trial client (an Electron desktop app)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none where no edit was needed, compiles, idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        differentAtMost: DIFFERENT_AT_MOST,
        folders: ['src', 'tests'],
        compiles: true,
        keepsTodos: true,
        alsoCheck: (report) => {
          // the `PUT …/update` move keeps `id` in the body: one TODO names it
          expect(
            report.todos.some((t) => t.changeId === 'v5.endpoint.notification-profile-update-id-to-path'),
          ).toBe(true);
        },
      }),
    180_000,
  );
});
