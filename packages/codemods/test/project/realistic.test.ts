import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, migrate, scoreAgainst, stageVersion } from './realistic-run.js';

/**
 * The realistic client (fixtures/clients/realistic): a 46-file v4 project in the styles real projects use, and its
 * v5 and v6 migrations made by hand. The codemod's output is scored against them edit by edit. Goal: ≥ 95 % of the
 * required edits, none wrong, none where no edit was needed. The floors below are what the codemod reaches today
 * (docs/codemods.md has the figures and what is missed); a change that lowers one fails here.
 */
const FLOORS: Record<string, number> = { '4-5': 1, '5-6': 0.83, '4-6': 0.97 };

describe('the realistic client', () => {
  it.each(Object.keys(FLOORS))(
    '%s: required edits made, none wrong, none outside this API; a rerun changes nothing',
    async (step) => {
      const [from, to] = step.split('-').map(Number) as [number, number];
      const { dir, cleanup } = await stageVersion(from);
      try {
        const report = await migrate(dir, from, to);
        const { total, files } = await scoreAgainst(dir, from, to);
        expect(total.wrong, 'edits that differ from the hand migration').toEqual([]);
        expect(total.outside, 'edits where none was needed').toEqual([]);
        expect(total.made / total.required).toBeGreaterThanOrEqual(FLOORS[step]!);
        expect(report.summary.failed).toBe(0);
        // the other service's URLs are left alone and listed, never edited
        if (from === 4) expect(report.possible.some((p) => p.text.includes('AUDIT'))).toBe(true);
        // the compiler errors the run leaves are listed where they are: none for 4 → 5 (renames only); reads of
        // the field that became a list (profiles' assignedUserIds) for 6
        for (const error of report.typeErrors) {
          const lines = (await readFile(join(dir, error.file), 'utf8')).split('\n');
          expect(lines.length, `${error.file}:${error.line}`).toBeGreaterThanOrEqual(error.line);
        }
        if (to === 5) expect(report.typeErrors).toEqual([]);
        else {
          expect(report.typeErrors.map((e) => `${e.file} ${e.message}`)).toContainEqual(
            expect.stringMatching(
              /ProfileList\.tsx Property 'assignedUserId' does not exist .* Did you mean 'assignedUserIds'/,
            ),
          );
        }
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
  );

  it('4 → 5 then 5 → 6 gives the same files as 4 → 6, byte for byte', async () => {
    const chained = await stageVersion(4);
    const direct = await stageVersion(4);
    try {
      await migrate(chained.dir, 4, 5);
      await migrate(chained.dir, 5, 6);
      await migrate(direct.dir, 4, 6);
      for (const file of await filesUnder(join(direct.dir, 'src'))) {
        const a = await readFile(join(chained.dir, 'src', file), 'utf8');
        const b = await readFile(join(direct.dir, 'src', file), 'utf8');
        expect(a, file).toBe(b);
      }
    } finally {
      await chained.cleanup();
      await direct.cleanup();
    }
  });
});
