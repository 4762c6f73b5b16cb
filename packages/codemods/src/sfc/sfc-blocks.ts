import type * as CompilerSfc from '@vue/compiler-sfc';
import type { SFCDescriptor } from '@vue/compiler-sfc';
import { lineColumn } from '../transform/edits.js';
import { lazyModule } from './lazy-module.js';

/** Vue's SFC compiler, loaded on the first `.vue` file: a run without components does not load it (nor its Babel). */
const sfcCompiler = lazyModule<typeof CompilerSfc>('@vue/compiler-sfc');

/** A range of offsets in a file's text, `end` excluded. */
export interface Range {
  start: number;
  end: number;
}

/** The template's tree as `@vue/compiler-sfc` parses it (offsets into the whole `.vue` text). */
export type TemplateRoot = NonNullable<NonNullable<SFCDescriptor['template']>['ast']>;

/** What the codemod reads of a Vue single-file component: its script blocks and its template. */
export interface SfcBlocks {
  /** The contents of `<script>` and `<script setup>`, in file order. */
  scripts: Range[];
  /** The language of the script blocks (`lang="ts"`, `tsx`, `jsx`; none is JavaScript). */
  lang: 'ts' | 'tsx' | 'js' | 'jsx';
  template: TemplateRoot | undefined;
}

/** `.vue` files: single-file components, whose script blocks and template the codemod reads. */
export function isSfcFile(file: string): boolean {
  return file.toLowerCase().endsWith('.vue');
}

/**
 * Splits a `.vue` file into its blocks with `@vue/compiler-sfc`'s own parser (the one Vite's plugin uses), which
 * gives each block's offsets in the file; throws an Error naming the file, line and column of a parse error.
 */
export function sfcBlocks(source: string, file: string): SfcBlocks {
  const { descriptor, errors } = sfcCompiler().parse(source, {
    filename: file,
    sourceMap: false,
    ignoreEmpty: false,
  });
  const [error] = errors;
  if (error) {
    const at = 'loc' in error && error.loc ? lineColumn(source, error.loc.start.offset) : undefined;
    throw new Error(`${file}${at ? `:${at.line}:${at.column}` : ''}: ${error.message}`);
  }
  const blocks = [descriptor.script, descriptor.scriptSetup].flatMap((b) => (b ? [b] : []));
  blocks.sort((a, b) => a.loc.start.offset - b.loc.start.offset);
  const langs = new Set(blocks.map((b) => b.lang ?? 'js'));
  const lang = langs.has('tsx') ? 'tsx' : langs.has('ts') ? 'ts' : langs.has('jsx') ? 'jsx' : 'js';
  return {
    scripts: blocks.map((b) => ({ start: b.loc.start.offset, end: b.loc.end.offset })),
    lang,
    template: descriptor.template?.ast ?? undefined,
  };
}

/** The text with every character outside `ranges` made a space (line breaks kept): same offsets, lines and columns. */
export function blankOutside(source: string, ranges: readonly Range[]): string {
  let out = '';
  let at = 0;
  for (const range of ranges) {
    out += source.slice(at, range.start).replace(/[^\r\n]/g, ' ') + source.slice(range.start, range.end);
    at = range.end;
  }
  return out + source.slice(at).replace(/[^\r\n]/g, ' ');
}
