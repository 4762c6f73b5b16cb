import type { Change } from '@compliance-migrate/rename-map';
import type { Project } from 'ts-morph';
import { lineColumn } from '../transform/edits.js';
import { todoPrefix, todoText } from '../transform/transform.js';
import type { TypeFileResult } from '../types/type-pass.js';
import { componentTemplates } from './component-templates.js';
import { TemplateTypes } from './expression-types.js';
import { templateRenames, type TemplateRules } from './template-renames.js';
import { indentAt, lineStartOf } from './template-text.js';

/** What the run did with the Angular templates of its components. */
export interface AngularTemplatesReport {
  /** `templateUrl` files read (absolute paths), with their text before the run. */
  files: Map<string, string>;
  /** Inline `template:` strings read. */
  inline: number;
  /** Templates that could not be read or parsed, with why. */
  unread: { file: string; line: number; reason: string }[];
}

/**
 * Reads the template of every `@Component` class among the run's files (its `templateUrl` file, or its inline
 * `template`) with the class's members as the template's scope, and adds the template's renames to `files`: the
 * edits of a `.html` file under its own path, those of an inline template with the component's file.
 */
export function angularTemplatePass(
  project: Project,
  runFiles: ReadonlyMap<string, string>,
  rules: TemplateRules,
  files: Map<string, TypeFileResult>,
  changes: readonly Change[],
  guideUrl: string | undefined,
): AngularTemplatesReport {
  const report: AngularTemplatesReport = { files: new Map(), inline: 0, unread: [] };
  const checker = project.getTypeChecker().compilerObject;
  for (const file of runFiles.keys()) {
    const sourceFile = project.getSourceFile(file);
    if (!sourceFile || !sourceFile.getFullText().includes('@Component')) continue;
    const { templates, unread } = componentTemplates(sourceFile);
    for (const u of unread)
      report.unread.push({ file, line: u.component.getStartLineNumber(), reason: u.reason });
    for (const template of templates) {
      // an inline template is read from the component's text before the run, where the other passes' edits apply
      const text = template.inline ? (runFiles.get(template.file) ?? template.text) : template.text;
      if (template.inline) report.inline++;
      else report.files.set(template.file, text);
      const types = new TemplateTypes(checker, checker.getTypeAtLocation(template.component.compilerNode));
      const result = templateRenames(text, template.start, template.end, template.file, types, rules);
      if (result.errors.length > 0) {
        report.unread.push({
          file: template.inline ? file : template.file,
          line: lineColumn(text, template.start).line,
          reason: `the template does not parse: ${result.errors[0]}`,
        });
        continue;
      }
      const entry = files.get(template.file) ?? { edits: [], records: [], todos: [] };
      files.set(template.file, entry);
      const spans = new Set(entry.edits.map((e) => `${e.start}:${e.end}`));
      for (const edit of result.edits) {
        const key = `${edit.start}:${edit.end}`;
        if (spans.has(key) || text.slice(edit.start, edit.end) === edit.text) continue;
        spans.add(key);
        entry.edits.push({ start: edit.start, end: edit.end, text: edit.text });
        entry.records.push({ ...lineColumn(text, edit.start), changeId: edit.changeId });
      }
      const placed = new Set<string>();
      for (const todo of result.todos) {
        // an HTML comment on its own line above the binding's line (inside the template, also when it is inline)
        let at = lineStartOf(text, todo.offset);
        const ownLine = at >= template.start;
        if (!ownLine) at = template.start;
        const prefix = htmlSafe(todoPrefix(todo.message));
        const above = text.slice(Math.max(template.start, lineStartOf(text, Math.max(0, at - 400))), at);
        const present = above.split('\n').slice(-4).join('\n').includes(prefix);
        entry.todos.push({
          ...lineColumn(text, todo.offset),
          changeId: todo.changeId,
          message: todo.message,
          inserted: !present,
        });
        if (present || placed.has(`${at}|${prefix}`)) continue;
        placed.add(`${at}|${prefix}`);
        const comment = `<!-- ${htmlSafe(todoText(todo.message, todo.changeId, changes, guideUrl))} -->`;
        entry.edits.push({
          start: at,
          end: at,
          text: ownLine ? `${indentAt(text, todo.offset)}${comment}\n` : comment,
        });
      }
      if (entry.edits.length === 0 && entry.todos.length === 0) files.delete(template.file);
    }
  }
  return report;
}

/** Text that may stand inside an HTML comment (no `--`). */
function htmlSafe(text: string): string {
  return text.replaceAll('--', '- -');
}
