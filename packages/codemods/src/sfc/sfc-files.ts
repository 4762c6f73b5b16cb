import { astroComponent } from '../astro/astro-component.js';
import { isAstroFile } from '../astro/astro-blocks.js';
import { applyEdits, lineColumn, type TextEdit } from '../transform/edits.js';
import { foldConditionals } from '../svelte/conditional-fold.js';
import { isSvelteFile } from '../svelte/svelte-blocks.js';
import { svelteComponent } from '../svelte/svelte-component.js';
import type { ComponentParts } from './component-parts.js';
import type { TemplateCode } from './generated-code.js';
import { blankOutside, type Range } from './sfc-blocks.js';
import { vueComponent } from './vue-component.js';
import type { LeftSite } from '../transform/left-sites.js';

const TODO_LINE = /^([ \t]*)\/\/ (TODO\(compliance-migrate\):.*)\n$/;

/** A component file as the run sees it: a virtual TypeScript file holding its script blocks at their own offsets. */
interface SfcView {
  file: string;
  kind: ComponentParts['kind'];
  source: string;
  /** The script blocks, every other character a space: what the project and syntax passes read. */
  script: string;
  /** The script, then the template's expressions as code: what the type-aware pass reads. */
  typeText: string;
  scripts: Range[];
  template: TemplateCode | undefined;
  /** The template's link attributes (`<RouterLink :to>`): the app's own pages, for the closing scan. */
  links: LeftSite[];
  /** Edits on the component's text. */
  edits: TextEdit[];
  /** The run's edits on the type text, sorted. */
  typeEdits: TextEdit[];
  /** Template ranges syntax-pass edits may change (a component's reads of the store's rows). */
  allowed: Range[];
  /** Generated lines of the template whose statement was folded away (a Svelte `{#if}` become constant). */
  folded: Set<number>;
}

/**
 * The run's component files: Vue single-file components (`vue-component.ts`) and Svelte components
 * (`../svelte/`). Each is read as a virtual `X.vue.ts` (`.vue.js`, `.vue.tsx`, `X.svelte.ts`) file whose script
 * blocks sit at their offsets in the component's text, everything else blanked, so the passes treat them as any
 * module; the type-aware pass also reads the template's expressions. Edits come back to the component's text at the
 * same offsets (a template expression's through where it was copied from), and every byte outside the edited ranges
 * is kept; a TODO in the template is an HTML comment above the element.
 */
export class SfcFiles {
  private readonly views = new Map<string, SfcView>();

  /** The number of components read. */
  get size(): number {
    return this.views.size;
  }

  /** The number of components of one kind read. */
  count(kind: ComponentParts['kind']): number {
    return [...this.views.values()].filter((v) => v.kind === kind).length;
  }

  /** Reads a component file: its virtual path and script text. Throws with file, line and column on a parse error. */
  open(file: string, source: string): { virtual: string; text: string } {
    const parts = isSvelteFile(file)
      ? svelteComponent(source, file)
      : isAstroFile(file)
        ? astroComponent(source, file)
        : vueComponent(source, file);
    const script = blankOutside(source, parts.scripts);
    const virtual = `${file}.${parts.lang}`;
    const template = parts.template(script);
    this.views.set(virtual, {
      file,
      kind: parts.kind,
      source,
      script,
      typeText: script + (template?.text ?? ''),
      scripts: parts.scripts,
      template,
      links: parts.links,
      edits: [],
      typeEdits: [],
      folded: new Set(),
      allowed: [],
    });
    return { virtual, text: script };
  }

  /** The component's template links (`<RouterLink :to>`, `<a href>`), offsets in the component's text. */
  links(path: string): readonly LeftSite[] {
    return this.views.get(path)?.links ?? [];
  }

  has(path: string): boolean {
    return this.views.has(path);
  }

  /** The component file a virtual path stands for (the path itself for other files). */
  realPath(path: string): string {
    return this.views.get(path)?.file ?? path;
  }

  /** The texts the type-aware pass reads: a component's script with its template's expressions. */
  typeTexts(texts: ReadonlyMap<string, string>): Map<string, string> {
    return new Map([...texts].map(([file, text]) => [file, this.views.get(file)?.typeText ?? text]));
  }

  /** A Vue component's text and script (blanked outside its blocks), by its virtual path. */
  component(path: string): { file: string; source: string; script: string } | undefined {
    const view = this.views.get(path);
    return view?.kind === 'vue' ? { file: view.file, source: view.source, script: view.script } : undefined;
  }

  /** Lets syntax-pass edits on these ranges of the component's template through (`run/store-readers.ts`). */
  allowTemplateEdits(path: string, ranges: readonly Range[]): void {
    this.views.get(path)?.allowed.push(...ranges);
  }

  /** The component's text before the run. */
  source(path: string): string {
    return this.views.get(path)!.source;
  }

  /** Takes a component's edits (offsets in its type text) onto the component's text; those the template cannot take go. */
  setEdits(path: string, edits: readonly TextEdit[]): void {
    const view = this.views.get(path);
    if (!view) return;
    view.typeEdits = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
    const mapped: TextEdit[] = [];
    const todos: { at: number; text: string }[] = [];
    for (const edit of view.typeEdits) {
      const todo = TODO_LINE.exec(edit.text);
      const range = toSource(view, edit.start, edit.end);
      if (range && !(todo && !inScript(view, range.start))) mapped.push({ ...range, text: edit.text });
      else if (todo && edit.start === edit.end) todos.push({ at: edit.start, text: todo[2]! });
    }
    // a Svelte `{#if}` whose test became a constant: its tags go (their TODO with them)
    const { edits: folded, folded: lines } = foldConditionals(
      view.source,
      view.template?.conditionals ?? [],
      mapped,
    );
    view.edits = folded;
    view.folded = lines;
    for (const todo of todos) if (!lines.has(todo.at)) this.todo(view, todo.at, todo.text);
  }

  /** True when a TODO at this line and column of the type text is on a template statement folded away. */
  settled(path: string, at: { line: number; column: number }): boolean {
    const view = this.views.get(path);
    if (!view || view.folded.size === 0) return false;
    const offset = offsetOf(view.typeText, at.line, at.column);
    return view.folded.has(view.typeText.lastIndexOf('\n', offset - 1) + 1);
  }

  /** Puts a TODO at the statement of a compiler error (`anchor` in the migrated type text). */
  addTodo(path: string, migratedAnchor: number, text: string): void {
    const view = this.views.get(path);
    if (view) this.todo(view, originalOffset(view, migratedAnchor), text);
  }

  /** A line and column in a component's type text, before or after the run, as a line and column of the component file. */
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

  /** The component's text after the run. */
  output(path: string): string {
    const view = this.views.get(path)!;
    return applyEdits(view.source, view.edits).text;
  }

  private todo(view: SfcView, offset: number, text: string): void {
    const at = inScript(view, offset) ? offset : nearestLine(view, offset);
    const lineStart = view.source.lastIndexOf('\n', at - 1) + 1;
    const original = /^[ \t]*/.exec(view.source.slice(lineStart))![0];
    // a line the run takes one level out (an unwrapped `{#if}`'s content): the comment goes with it
    const cut = view.edits.find(
      (e) => e.text === '' && lineStart <= e.start && e.start < e.end && e.end <= lineStart + original.length,
    );
    const indent = cut
      ? original.slice(0, cut.start - lineStart) + original.slice(cut.end - lineStart)
      : original;
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

/** A range of the type text as a range of the component's text: inside a script block, or inside a copied expression. */
function toSource(view: SfcView, start: number, end: number): Range | undefined {
  if (end <= view.script.length)
    return [...view.scripts, ...view.allowed].some((r) => r.start <= start && end <= r.end)
      ? { start, end }
      : undefined;
  for (const s of view.template?.segments ?? []) {
    if (s.gen <= start && end <= s.gen + s.length)
      return { start: s.src + start - s.gen, end: s.src + end - s.gen };
  }
  return undefined;
}

/** The component's offset of the element or interpolation a generated offset belongs to. */
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
