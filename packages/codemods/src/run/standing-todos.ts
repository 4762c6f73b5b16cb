import { TODO_TAG, type TodoRecord } from '../transform/transform.js';

// a TODO comment as the codemod writes it: `// TODO(compliance-migrate): <message> — see <reference>`, or the
// same inside `/* … */` (JSX) or `<!-- … -->` (a Vue or Angular template); the reference is a guide link
// (`…#<anchor>`) or `<overlay> (change <id>)`
const COMMENT = /(?:\/\/|\/\*|<!--)[ \t]*TODO\(compliance-migrate\):[ \t]*(.*?)(?:[ \t]*(?:\*\/|-->).*)?$/;
const SEE = / — see (.*)$/;

/**
 * The `TODO(compliance-migrate)` comments already in a file's text (an earlier run's, or a person's) that this run's
 * own TODO records do not account for: they are still manual work, so the summary and `--fail-on-todo` count them.
 * Each comes back with `inserted: false` and `standing: true`, at the code the comment is about (the first line
 * below it that is not another such comment, or its own line when code precedes it), as the run that wrote it named it.
 */
export function standingTodos(text: string, own: readonly TodoRecord[]): TodoRecord[] {
  // one comment per TODO this run reported (a rerun finds its own TODOs already there): those are counted already
  const accounted = new Map<string, number>();
  for (const t of own) accounted.set(t.message, (accounted.get(t.message) ?? 0) + 1);
  const out: TodoRecord[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (!line.includes(TODO_TAG)) return;
    const match = COMMENT.exec(line);
    if (!match) return;
    const body = match[1]!;
    const see = SEE.exec(body);
    const message = see ? body.slice(0, see.index) : body;
    const left = accounted.get(message) ?? 0;
    if (left > 0) {
      accounted.set(message, left - 1);
      return;
    }
    out.push({
      ...codeBelow(lines, i, match.index),
      changeId: see ? changeIdOf(see[1]!) : 'unknown',
      message,
      inserted: false,
      standing: true,
    });
  });
  return out;
}

/** The line and column of the code a TODO comment on line `i` (0-based) at `at` is about. */
function codeBelow(lines: readonly string[], i: number, at: number): { line: number; column: number } {
  const own = lines[i]!;
  // (a JSX comment opens with its brace: `{/* TODO… */}` has no code before it)
  if (!['', '{'].includes(own.slice(0, at).trim())) return { line: i + 1, column: own.search(/\S/) + 1 };
  for (let j = i + 1; j < lines.length; j++) {
    const below = lines[j]!;
    if (below.trim() === '' || below.includes(TODO_TAG)) continue;
    return { line: j + 1, column: below.search(/\S/) + 1 };
  }
  return { line: i + 1, column: at + 1 };
}

/** `compliance-overlay.yaml (change v5.x.y)` → `v5.x.y` (of several, the first); a guide link → its anchor. */
function changeIdOf(reference: string): string {
  const overlay = /\(changes? ([^),]+)[^)]*\)\s*$/.exec(reference);
  if (overlay) return overlay[1]!;
  const hash = reference.lastIndexOf('#');
  return hash >= 0 ? reference.slice(hash + 1).trim() : reference.trim();
}
