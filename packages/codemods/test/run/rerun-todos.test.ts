import { describe, expect, it } from 'vitest';
import { formatSummary } from '../../src/index.js';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * A rerun lists every TODO the first run wrote as "already in the file", whether it finds the call again (a response
 * whose path did not change, `/notificationProfiles/7`) or not (a call whose path the first run rewrote, which now
 * looks migrated): the same TODO line either way. The first run's own TODOs are not so marked.
 */
const files: Record<string, string> = {
  'src/api.ts': [
    'export async function profile(id: number) {',
    '  const res = await fetch(`/api/notificationProfiles/${id}`);',
    '  return res.json();',
    '}',
    'export async function records() {',
    "  const res = await fetch('/api/records');",
    '  return res.json();',
    '}',
    '',
  ].join('\n'),
};

const todoLines = (summary: string): string[] =>
  summary.split('\n').filter((l) => /^ {4}src\/api\.ts:\d+:\d+ {2}/.test(l));

describe('the TODO lines of a rerun', () => {
  it('say "already in the file" for every TODO the first run wrote, found again or not', () =>
    migrateSmallProject('rerun-todos-', files, { from: 4, to: 6 }, async (dir, first) => {
      const firstLines = todoLines(formatSummary(first));
      expect(firstLines).toHaveLength(2);
      for (const line of firstLines) expect(line).not.toContain('(already in the file)');
      const again = await rerunSmallProject(dir);
      expect(again.summary.changed).toBe(0);
      // one found again at its call, one not (its path is the new one now): both are the first run's
      expect(again.todos.map((t) => Boolean(t.standing)).sort()).toEqual([false, true]);
      const lines = todoLines(formatSummary(again));
      expect(lines).toHaveLength(2);
      for (const line of lines) expect(line).toMatch(/\(already in the file\)$/);
    }));
});
