import { TODO_TAG, type TodoRecord } from '../transform/transform.js';

// a TODO comment as the codemod writes it: `// TODO(compliance-migrate): <message> — see <reference>`, or the
// same inside `/* … */` (JSX) or `<!-- … -->` (a Vue or Angular template); the reference is a guide link
// (`…#<anchor>`) or `<overlay> (change <id>)`
const COMMENT = /(?:\/\/|\/\*|<!--)[ \t]*TODO\(compliance-migrate\):[ \t]*(.*?)(?:[ \t]*(?:\*\/|-->).*)?$/;
const SEE = / — see (.*)$/;

/**
 * The `TODO(compliance-migrate)` comments already in a file's text (an earlier run's, or a person's) that this run's
 * own TODO records do not account for: they are still manual work, so the summary and `--fail-on-todo` count them.
 * Each comes back with `inserted: false` and `standing: true`, at the comment's line and column in `text`.
 */
export function standingTodos(text: string, own: readonly TodoRecord[]): TodoRecord[] {
  // one comment per TODO this run reported (a rerun finds its own TODOs already there): those are counted already
  const accounted = new Map<string, number>();
  for (const t of own) accounted.set(t.message, (accounted.get(t.message) ?? 0) + 1);
  const out: TodoRecord[] = [];
  text.split('\n').forEach((line, i) => {
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
      line: i + 1,
      column: match.index + 1,
      changeId: see ? changeIdOf(see[1]!) : 'unknown',
      message,
      inserted: false,
      standing: true,
    });
  });
  return out;
}

/** `compliance-overlay.yaml (change v5.x.y)` → `v5.x.y`; a guide link → its anchor. */
function changeIdOf(reference: string): string {
  const overlay = /\(change ([^)]+)\)\s*$/.exec(reference);
  if (overlay) return overlay[1]!;
  const hash = reference.lastIndexOf('#');
  return hash >= 0 ? reference.slice(hash + 1).trim() : reference.trim();
}
