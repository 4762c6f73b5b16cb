import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { filesUnder, migrate, scoreAgainst, stageVersion } from './realistic-run.js';

/**
 * The realistic client (fixtures/clients/realistic): a 46-file v4 project in the styles real projects use, and its
 * v5 and v6 migrations made by hand. The codemod's output is scored against them edit by edit. Goal: ≥ 95 % of the
 * required edits, none wrong, none where no edit was needed. The floors below are what the codemod reaches today
 * (docs/codemods.md has the figures and what is missed); a change that lowers one fails here.
 */
/** Whole-project runs (three passes and a type-check over 46 files): minutes on a loaded two-core machine (two ran past 180 s in a CI run under load 17). */
const WHOLE_PROJECT = 420_000;

const FLOORS: Record<string, number> = { '4-5': 1, '5-6': 1, '4-6': 1 };

/** The compiler's verdict on a project, as `tsc --noEmit -p <dir>` prints it: '' when it has no error. */
async function tscErrors(dir: string): Promise<string> {
  const tsc = join(repoRoot, 'node_modules/.bin/tsc');
  try {
    await promisify(execFile)(tsc, ['--noEmit', '-p', dir], { cwd: dir });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

/** The src/ files of a project: relative path → text. */
async function sources(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const file of await filesUnder(join(dir, 'src')))
    out.set(file, await readFile(join(dir, 'src', file), 'utf8'));
  return out;
}

describe('the realistic client', () => {
  /** What each step's run wrote (the chain test below reuses them rather than migrating the same files again). */
  const migrated = new Map<string, Map<string, string>>();
  /** A step's output: the one the step's test wrote, or a fresh run's when that test did not get so far. */
  const output = async (from: number, to: number): Promise<Map<string, string>> => {
    const kept = migrated.get(`${from}-${to}`);
    if (kept) return kept;
    const { dir, cleanup } = await stageVersion(from);
    try {
      await migrate(dir, from, to);
      return await sources(dir);
    } finally {
      await cleanup();
    }
  };

  it.each(Object.keys(FLOORS))(
    '%s: required edits made, none wrong, none outside this API; a rerun changes nothing',
    async (step) => {
      const [from, to] = step.split('-').map(Number) as [number, number];
      const { dir, cleanup } = await stageVersion(from);
      try {
        const report = await migrate(dir, from, to);
        migrated.set(step, await sources(dir));
        const { total, files } = await scoreAgainst(dir, from, to);
        expect(total.wrong, 'edits that differ from the hand migration').toEqual([]);
        expect(total.outside, 'edits where none was needed').toEqual([]);
        expect(total.made / total.required).toBeGreaterThanOrEqual(FLOORS[step]!);
        expect(report.summary.failed).toBe(0);
        // the other service's URLs are left alone and listed, never edited
        if (from === 4) expect(report.possible.some((p) => p.text.includes('AUDIT'))).toBe(true);
        // the migrated project compiles: reads of the field that became a list and of the removed one are
        // rewritten, `Pick<…, 'score'>` keys follow the rename; the compiler run by hand agrees (4 → 6, the longest)
        expect(report.typeErrors.map((e) => `${e.file}:${e.line} ${e.message}`)).toEqual([]);
        if (step === '4-6') expect(await tscErrors(dir)).toBe('');
        // what it does not make is flagged: every file with a missed edit has a TODO for a person
        const flagged = new Set(report.todos.map((t) => t.file.replace(/^src\//, '')));
        for (const [file, score] of files) {
          if (score.missed.length > 0)
            expect(flagged.has(file), `${file}: missed edits without a TODO`).toBe(true);
        }
        const again = await migrate(dir, from, to, { typecheck: false });
        expect(again.summary.changed, 'a second run changes nothing').toBe(0);
        expect(again.todos.filter((t) => t.inserted)).toEqual([]);
      } finally {
        await cleanup();
      }
    },
    WHOLE_PROJECT,
  );

  it(
    '4 → 5 then 5 → 6 gives the same files as 4 → 6, byte for byte',
    async () => {
      // The 4 → 5 output (the step test's), migrated 5 → 6 here, against the 4 → 6 output (the step test's).
      const chained = await stageVersion(4);
      try {
        for (const [file, text] of await output(4, 5)) await writeFile(join(chained.dir, 'src', file), text);
        await migrate(chained.dir, 5, 6);
        const chainedFiles = await sources(chained.dir);
        const direct = await output(4, 6);
        expect([...chainedFiles.keys()]).toEqual([...direct.keys()]);
        for (const [file, text] of direct) expect(chainedFiles.get(file), file).toBe(text);
      } finally {
        await chained.cleanup();
      }
    },
    WHOLE_PROJECT,
  );
});
