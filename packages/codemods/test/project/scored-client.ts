import { join } from 'node:path';
import { expect } from 'vitest';
import type { CodemodReport } from '../../src/index.js';
import { migrate, scoreAgainst, stageVersion } from './realistic-run.js';

/** A client someone else wrote and migrated by hand, and what the codemod must reach on it. */
export interface ScoredClient {
  /** `fixtures/clients/<name>`, holding `v<from>/`, `v<to>/` and NOTES.md. */
  root: string;
  from: number;
  to: number;
  /** Least share of the required edits made. */
  floor: number;
  /** Most edits that differ from the hand migration (judgement calls, each named in the test). */
  differentAtMost: number;
  /** Folders migrated and scored (default `src`). */
  folders?: readonly string[];
  /** Folders under them migrated but not scored (a generated client the user regenerates, `src/api/generated`). */
  skip?: readonly string[];
  /** The result must type-check with no error. */
  compiles?: boolean;
  /** A rerun still counts the TODOs the first run wrote (`--fail-on-todo` keeps failing until they are done). */
  keepsTodos?: boolean;
  /** More checks on the first run's report (so a client is migrated once for all its checks). */
  alsoCheck?: (report: CodemodReport) => void;
}

/**
 * Stages the client's older version, runs the codemod as a user would (sandbox overlay, in place), scores it
 * against the hand migration and checks what every scored client must hold: no edit where none was needed, the
 * floor, at most `differentAtMost` differing, no file failed, and a second run changing nothing. Gives the first
 * run's report, for a test to check more on the one migration.
 */
export async function expectScoredMigration(client: ScoredClient): Promise<CodemodReport> {
  const { root, from, to, folders = ['src'] } = client;
  const { dir, cleanup } = await stageVersion(from, root);
  try {
    const paths = folders.map((f) => join(dir, f));
    const report = await migrate(dir, from, to, { paths });
    const { total } = await scoreAgainst(dir, from, to, root, folders, client.skip);
    expect(total.outside, 'edits where none was needed').toEqual([]);
    expect(total.wrong.length, 'edits that differ from the hand migration').toBeLessThanOrEqual(
      client.differentAtMost,
    );
    expect(total.made / total.required, 'share of the required edits made').toBeGreaterThanOrEqual(
      client.floor,
    );
    expect(report.summary.failed).toBe(0);
    client.alsoCheck?.(report);
    if (client.compiles) expect(report.typeErrors, 'compiler errors the migration leaves').toEqual([]);
    const again = await migrate(dir, from, to, { paths, typecheck: false, dry: true });
    expect(again.summary.changed, 'a second run changes nothing').toBe(0);
    if (client.keepsTodos) {
      expect(again.todos.length, 'TODOs counted by a rerun').toBe(report.todos.length);
      expect(again.summary.manual).toBe(report.summary.manual);
    }
    return report;
  } finally {
    await cleanup();
  }
}
