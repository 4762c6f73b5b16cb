import { readFileSync } from 'node:fs';
import type { Translator } from '@compliance-migrate/rename-map';
import type { FixtureAnswer } from '../transform/fixture-answers.js';
import type { EditRecord } from '../transform/transform.js';

/** A JSON fixture migrated: its text before and after, and an edit per change applied. */
export interface MigratedFixture {
  before: string;
  after: string;
  edits: EditRecord[];
}

/**
 * Migrates the JSON files the client's mocks answer with, each as the response of the endpoint its mock answers
 * (`reply(200, records)` on `GET /records`), through the map's own translator: only the names a change renames are
 * touched, every other byte (spacing, key order, the file's last newline) stays. A file that is not JSON, or whose
 * shape no change matches, is left as it is. Several mocks answering with one file apply their endpoints in turn.
 */
export function migrateFixtures(
  answers: readonly FixtureAnswer[],
  translator: Translator,
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): Map<string, MigratedFixture> {
  const out = new Map<string, MigratedFixture>();
  for (const answer of answers) {
    const done = out.get(answer.file);
    let before: string;
    try {
      before = done?.before ?? read(answer.file);
    } catch {
      continue;
    }
    const body = done?.after ?? before;
    const result = translator.response({ method: answer.method, path: answer.path, body });
    if (result.notes.some((n) => n.code === 'not-json')) continue;
    const edits = done?.edits ?? [];
    const at = firstDifference(body, result.body);
    for (const changeId of result.applied)
      if (!edits.some((e) => e.changeId === changeId)) edits.push({ ...at, changeId });
    out.set(answer.file, { before, after: result.body, edits });
  }
  for (const [file, fixture] of out) if (fixture.after === fixture.before) out.delete(file);
  return out;
}

/** The line and column (1-based) of the first character where two texts differ: where a fixture's edits start. */
function firstDifference(before: string, after: string): { line: number; column: number } {
  let i = 0;
  while (i < before.length && before[i] === after[i]) i++;
  const lines = before.slice(0, i).split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}
