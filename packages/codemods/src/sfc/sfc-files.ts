import { applyEdits, lineColumn, type TextEdit } from '../transform/edits.js';
import { blankOutside, sfcBlocks, type Range } from './sfc-blocks.js';
import { scriptBindings } from './script-bindings.js';
import { templateCode, type TemplateCode } from './template-code.js';
import { templateLinks } from './template-links.js';
import type { LeftSite } from '../transform/left-sites.js';

const TODO_LINE = /^([ \t]*)\/\/ (TODO\(compliance-migrate\):.*)\n$/;

/** A `.vue` file as the run sees it: a virtual TypeScript file holding its script blocks at their own offsets. */
interface SfcView {
  file: string;
  source: string;
  /** The script blocks, every other character a space: what the project and syntax passes read. */
  script: string;
  /** The script, then the template's expressions as code: what the type-aware pass reads. */
  typeText: string;
  scripts: Range[];
  template: TemplateCode | undefined;
  /** The template's link attributes (`<RouterLink :to>`): the app's own pages, for the closing scan. */
  links: LeftSite[];
  /** Edits on the `.vue` text. */
  edits: TextEdit[];
  /** The run's edits on the type text, sorted. */
  typeEdits: TextEdit[];
}

/**
 * The run's Vue single-file components. Each is read as a virtual `X.vue.ts` (`.vue.js`, `.vue.tsx`) file whose
 * script blocks sit at their offsets in the `.vue` text, everything else blanked, so the passes treat them as any
 * module; the type-aware pass also reads the template's expressions (`template-code.ts`). Edits come back to the
 * `.vue` text at the same offsets (a template expression's through where it was copied from), and every byte
 * outside the edited ranges is kept; a TODO in the template is an HTML comment above the element.
 */
export class SfcFiles {
  private readonly views = new Map<string, SfcView>();

  /** The number of components read. */
  get size(): number {
    return this.views.size;
  }

  /** Reads a `.vue` file: its virtual path and script text. Throws with file, line and column on a parse error. */
  open(file: string, source: string): { virtual: string; text: string } {
    const blocks = sfcBlocks(source, file);
    const script = blankOutside(source, blocks.scripts);
    const virtual = `${file}.${blocks.lang}`;
    const typed = blocks.lang === 'ts' || blocks.lang === 'tsx';
    const template =
      typed && blocks.template
        ? templateCode(blocks.template, source, script.length, scriptBindings(script, blocks.lang === 'tsx'))
        : undefined;
    this.views.set(virtual, {
      file,
      source,
      script,
      typeText: script + (template?.text ?? ''),
      scripts: blocks.scripts,
      template,
      links: blocks.template ? templateLinks(blocks.template) : [],
      edits: [],
      typeEdits: [],
    });
    return { virtual, text: script };
  }

  /** The component's template links (`<RouterLink :to>`, `<a href>`), offsets in the `.vue` text. */
  links(path: string): readonly LeftSite[] {
    return this.views.get(path)?.links ?? [];
  }

  has(path: string): boolean {
    return this.views.has(path);
  }

  /** The `.vue` file a virtual path stands for (the path itself for other files). */
  realPath(path: string): string {
    return this.views.get(path)?.file ?? path;
  }

  /** The texts the type-aware pass reads: a component's script with its template's expressions. */
  typeTexts(texts: ReadonlyMap<string, string>): Map<string, string> {
    return new Map([...texts].map(([file, text]) => [file, this.views.get(file)?.typeText ?? text]));
  }

  /** The `.vue` text before the run. */
  source(path: string): string {
    return this.views.get(path)!.source;
  }

  /** Takes a component's edits (offsets in its type text) onto the `.vue` text; those the template cannot take go. */
  setEdits(path: string, edits: readonly TextEdit[]): void {
    const view = this.views.get(path);
    if (!view) return;
    view.edits = [];
    view.typeEdits = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
    for (const edit of view.typeEdits) {
      const todo = TODO_LINE.exec(edit.text);
      const mapped = toSource(view, edit.start, edit.end);
      if (mapped && !(todo && !inScript(view, mapped.start))) view.edits.push({ ...mapped, text: edit.text });
      else if (todo && edit.start === edit.end) this.todo(view, edit.start, todo[2]!);
    }
  }

  /** Puts a TODO at the statement of a compiler error (`anchor` in the migrated type text). */
  addTodo(path: string, migratedAnchor: number, text: string): void {
    const view = this.views.get(path);
    if (view) this.todo(view, originalOffset(view, migratedAnchor), text);
  }

  /** A line and column in a component's type text, before or after the run, as a line and column of the `.vue` file. */
  position(
    path: string,
    at: { line: number; column: number },
    migrated?: string,
  ): { line: number; column: number } {
    const view = this.views.get(path);
    if (!view) return at;
    const text = migrated ?? view.typeText;
    let offset = offsetOf(text, at.line, at.column);
    if (migrated !== undefined) offset = originalOffset(view, offset);
    return lineColumn(view.source, toSource(view, offset, offset)?.start ?? nearestLine(view, offset));
  }

  /** The `.vue` text after the run. */
  output(path: string): string {
    const view = this.views.get(path)!;
    return applyEdits(view.source, view.edits).text;
  }

  private todo(view: SfcView, offset: number, text: string): void {
    const at = inScript(view, offset) ? offset : nearestLine(view, offset);
    const lineStart = view.source.lastIndexOf('\n', at - 1) + 1;
    const indent = /^[ \t]*/.exec(view.source.slice(lineStart))![0];
    const comment = inScript(view, offset)
      ? `${indent}// ${text}\n`
      : `${indent}<!-- ${text.replaceAll('--', '- -')} -->\n`;
    const above = view.source.slice(0, lineStart).split('\n').slice(-6).join('\n');
    const body = comment.trim();
    if (above.includes(body) || view.edits.some((e) => e.start === lineStart && e.text === comment)) return;
    view.edits.push({ start: lineStart, end: lineStart, text: comment });
  }
}

function inScript(view: SfcView, offset: number): boolean {
  return view.scripts.some((r) => r.start <= offset && offset <= r.end);
}

/** A range of the type text as a range of the `.vue` text: inside a script block, or inside a copied expression. */
function toSource(view: SfcView, start: number, end: number): Range | undefined {
  if (end <= view.script.length)
    return view.scripts.some((r) => r.start <= start && end <= r.end) ? { start, end } : undefined;
  for (const s of view.template?.segments ?? []) {
    if (s.gen <= start && end <= s.gen + s.length)
      return { start: s.src + start - s.gen, end: s.src + end - s.gen };
  }
  return undefined;
}

/** The `.vue` offset of the element or interpolation a generated offset belongs to. */
function nearestLine(view: SfcView, offset: number): number {
  const lines = view.template?.lines ?? [];
  let best = lines[0]?.src ?? 0;
  for (const line of lines) if (line.gen <= offset) best = line.src;
  // an insert at a line's start belongs to the line it is put above
  const exact = lines.find((l) => l.gen >= offset);
  return exact && exact.gen === offset ? exact.src : best;
}

/** An offset of the migrated type text as an offset of the type text before the run. */
function originalOffset(view: SfcView, offset: number): number {
  let shift = 0;
  for (const e of view.typeEdits) {
    const start = e.start + shift;
    if (start >= offset) break;
    if (offset < start + e.text.length) return e.start;
    shift += e.text.length - (e.end - e.start);
  }
  return offset - shift;
}

function offsetOf(text: string, line: number, column: number): number {
  let at = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', at);
    if (next < 0) break;
    at = next + 1;
  }
  return at + column - 1;
}
