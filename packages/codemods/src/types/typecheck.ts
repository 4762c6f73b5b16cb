import { Node, ts, type Project, type SourceFile } from 'ts-morph';
import { inProject } from './plan-walk.js';
import { diagnosticKey } from './diagnostic-key.js';

/** A compiler error the migrated project has and its input did not. */
export interface TypeErrorRecord {
  file: string;
  line: number;
  column: number;
  message: string;
  /** Offset of the start of the statement the error is in, in the migrated text: where its TODO goes. */
  anchor: number;
}

/**
 * Type-checks the project with the run's new texts and returns the errors the input did not have: work left for a
 * person (a read of a field that became a list, a removed field still read). The input's own errors, matched by
 * code and message per file, are not reported. Only the changed files and the files importing them (transitively) are
 * checked after the run, and only those with errors before it.
 */
export function newTypeErrors(project: Project, changed: ReadonlyMap<string, string>): TypeErrorRecord[] {
  const before = inputProgram(project, changed);
  for (const [file, text] of changed) {
    const sourceFile = project.getSourceFile(file);
    if (sourceFile && sourceFile.getFullText() !== text) sourceFile.replaceWithText(text);
  }
  const after = project.getProgram().compilerObject;
  // only the changed files and those importing them, directly or through others (a barrel's `export *`, a
  // function whose return type is a changed model), can have new errors
  const suspects = new Set<SourceFile>();
  const pending: SourceFile[] = [];
  for (const file of changed.keys()) {
    const sourceFile = project.getSourceFile(file);
    if (sourceFile) pending.push(sourceFile);
  }
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (suspects.has(next)) continue;
    suspects.add(next);
    pending.push(...next.getReferencingSourceFiles());
  }
  const out: TypeErrorRecord[] = [];
  for (const sourceFile of suspects) {
    if (!inProject(sourceFile) || sourceFile.isDeclarationFile()) continue;
    const compiled = after.getSourceFile(sourceFile.getFilePath());
    if (!compiled) continue;
    const errors = [...after.getSyntacticDiagnostics(compiled), ...after.getSemanticDiagnostics(compiled)];
    if (errors.length === 0) continue;
    const old = before.getSourceFile(sourceFile.getFilePath());
    const known = new Map<string, number>();
    if (old) {
      for (const d of [...before.getSyntacticDiagnostics(old), ...before.getSemanticDiagnostics(old)]) {
        const key = diagnosticKey(d);
        known.set(key, (known.get(key) ?? 0) + 1);
      }
    }
    for (const d of errors) {
      if (d.category !== ts.DiagnosticCategory.Error) continue;
      const key = diagnosticKey(d);
      const left = known.get(key) ?? 0;
      if (left > 0) {
        known.set(key, left - 1);
        continue;
      }
      const { line, character } = compiled.getLineAndCharacterOfPosition(d.start ?? 0);
      const at = sourceFile.getDescendantAtPos(d.start ?? 0);
      const statement = at?.getFirstAncestor((a) => Node.isStatement(a) && !Node.isBlock(a)) ?? at;
      out.push({
        file: sourceFile.getFilePath(),
        line: line + 1,
        column: character + 1,
        message: ts.flattenDiagnosticMessageText(d.messageText, ' '),
        anchor: statement?.getStart() ?? d.start ?? 0,
      });
    }
  }
  return out;
}

/**
 * The program of the input texts, built as the program of the run's texts will be: once a file has changed, the
 * project's program lists every file it holds as a root, which can put the libs in another order (a service
 * worker's `/// <reference lib="webworker" />` beside a `lib` holding DOM makes `location` the worker's), so the
 * input is checked after a change made and undone, and only the migration's own errors differ.
 */
function inputProgram(project: Project, changed: ReadonlyMap<string, string>): ts.Program {
  const first = [...changed.keys()].map((file) => project.getSourceFile(file)).find((f) => f !== undefined);
  if (first) {
    const text = first.getFullText();
    first.replaceWithText(`${text}\n`);
    first.replaceWithText(text);
  }
  return project.getProgram().compilerObject;
}

/** The TODO comment text for a compiler error the migration leaves (without `// `). */
export function typeErrorTodo(error: TypeErrorRecord): string {
  const message = error.message.length > 160 ? `${error.message.slice(0, 160)}…` : error.message;
  return `TODO(compliance-migrate): after the migration the compiler says: ${message}`;
}

/**
 * Puts a TODO above the statement of each compiler error the migration leaves, once per message, unless the
 * same TODO is already there (a rerun). Returns the new text, and per error whether its TODO was inserted now, and
 * whether it is the first with its message above its statement (`first`: only those are TODOs to count, so that a
 * rerun, which finds each written TODO once, counts as many).
 */
export function withErrorTodos(
  text: string,
  errors: readonly TypeErrorRecord[],
): { text: string; inserted: boolean[]; first: boolean[] } {
  const inserts = new Map<number, string[]>();
  const seen = new Set<string>();
  const first: boolean[] = [];
  const inserted = errors.map((error) => {
    const lineStart = text.lastIndexOf('\n', error.anchor - 1) + 1;
    const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
    const comment = `${indent}// ${typeErrorTodo(error)}\n`;
    const key = `${lineStart}\0${comment}`;
    first.push(!seen.has(key));
    seen.add(key);
    const above = text.slice(0, lineStart).split('\n').slice(-12).join('\n');
    const pending = inserts.get(lineStart) ?? [];
    if (above.includes(typeErrorTodo(error)) || pending.includes(comment)) return false;
    pending.push(comment);
    inserts.set(lineStart, pending);
    return true;
  });
  const starts = [...inserts.keys()].sort((a, b) => b - a);
  let out = text;
  for (const start of starts) out = out.slice(0, start) + inserts.get(start)!.join('') + out.slice(start);
  return { text: out, inserted, first };
}
