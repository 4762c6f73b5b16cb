import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { ChangeMap } from '@compliance-migrate/rename-map';
import { collectFiles } from './files.js';

/**
 * Template and page files the codemod does not read (Handlebars, Mustache, EJS, Underscore's `.jst`, plain HTML pages: no parser here
 * knows what their expressions read) that still hold an old name of a field, query parameter or value the run's
 * steps rename, in the places such files hand data to the API or take it from it: a template expression
 * (`{{recordName}}`, `<%= row.recordName %>`), a form field's name (`<input name="recordId">`, which
 * `serialize()` sends as it is) or an attribute whose value is an expression in the plain-HTML frameworks
 * (AngularJS's `ng-repeat="r in vm.records track by r.recordId"`, Knockout's `data-bind`, Alpine's `x-*`,
 * petite-vue's `v-*`). Listed so a person looks at them: the run edits none of them.
 */

/** One line of a file the run did not read, and the old names in it. */
export interface UnreadTemplateLine {
  /** Relative to cwd. */
  file: string;
  line: number;
  /** The old names on the line, in order, without repeats. */
  names: string[];
}

/**
 * Extensions of the templates and pages this scan reads (Underscore's and lodash's `.jst` and `.tpl` among them);
 * Angular `templateUrl` files are read by the run itself.
 */
const TEMPLATE_FILE = /\.(hbs|handlebars|mustache|ejs|jst|tpl|html?)$/i;
/**
 * A Handlebars/Mustache expression, an EJS tag, a form field's name, or an expression attribute (`ng-*`,
 * `data-ng-*`, `data-bind`, `x-*`, `v-*`): the text in them is scanned for names.
 */
const PLACES =
  /\{\{\{?([^}]*)\}\}|<%[=-]?([\s\S]*?)%>|(?<![\w-])name\s*=\s*(?:"([^"]*)"|'([^']*)')|(?<![\w-])(?:data-ng-|ng-|x-|v-)[\w:.-]+\s*=\s*(?:"([^"]*)"|'([^']*)')|(?<![\w-])data-bind\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const WORD = /[A-Za-z_$][\w$]*/g;

/** The names a run's steps rename (`from` < since ≤ `to`): fields, query parameters and string values. */
export function oldNames(map: ChangeMap, from: number, to: number): Set<string> {
  const names = new Set<string>();
  for (const change of map.changes) {
    if (!(from < change.since && change.since <= to)) continue;
    switch (change.kind) {
      case 'field.renamed':
      case 'query.renamed':
      case 'field.toMany':
        names.add(change.from);
        break;
      case 'value.renamed':
        for (const value of Object.keys(change.values)) names.add(value);
        break;
      default:
        break;
    }
  }
  return names;
}

/** The old names in the expressions and form field names of one template's text, by line. */
export function namesInTemplate(
  text: string,
  names: ReadonlySet<string>,
): { line: number; names: string[] }[] {
  const byLine = new Map<number, string[]>();
  for (const place of text.matchAll(PLACES)) {
    const inner = place.slice(1).find((g) => g !== undefined) ?? '';
    const line = text.slice(0, place.index).split('\n').length;
    for (const word of inner.matchAll(WORD)) {
      if (!names.has(word[0])) continue;
      const found = byLine.get(line) ?? [];
      if (!found.includes(word[0])) found.push(word[0]);
      byLine.set(line, found);
    }
  }
  return [...byLine].sort((a, b) => a[0] - b[0]).map(([line, found]) => ({ line, names: found }));
}

/** The unread templates under `paths` (skipping `read`, the files the run read) that hold old names, by line. */
export async function scanUnreadTemplates(
  paths: readonly string[],
  cwd: string,
  names: ReadonlySet<string>,
  read: readonly string[],
  /** Templates the run edited (AngularJS views): their text after the run is scanned, for the names left. */
  edited: ReadonlyMap<string, string> = new Map(),
): Promise<UnreadTemplateLine[]> {
  if (names.size === 0) return [];
  const files = await collectFiles(paths, cwd, (path) => TEMPLATE_FILE.test(path));
  const out: UnreadTemplateLine[] = [];
  for (const file of files) {
    if (read.includes(file)) continue;
    const text = edited.get(file) ?? (await readFile(file, 'utf8'));
    for (const hit of namesInTemplate(text, names))
      out.push({ file: relative(cwd, file) || file, line: hit.line, names: hit.names });
  }
  return out;
}

/**
 * The lines without the names the app keeps on purpose (an ember-data model's attributes whose new wire names its
 * serializer now maps: `{{item.recordName}}` reads the model, not the wire); a line left with none is dropped.
 */
export function withoutKept(
  lines: readonly UnreadTemplateLine[],
  kept: ReadonlySet<string>,
): UnreadTemplateLine[] {
  if (kept.size === 0) return [...lines];
  return lines
    .map((l) => ({ ...l, names: l.names.filter((n) => !kept.has(n)) }))
    .filter((l) => l.names.length > 0);
}
