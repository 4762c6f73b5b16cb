import type * as SvelteCompiler from 'svelte/compiler';
import type { AST } from 'svelte/compiler';
import { lazyModule } from '../sfc/lazy-module.js';
import type { Range } from '../sfc/sfc-blocks.js';
import { lineColumn } from '../transform/edits.js';

/** Svelte's compiler, loaded on the first `.svelte` file: a run without Svelte components does not load it. */
const svelteCompiler = lazyModule<typeof SvelteCompiler>('svelte/compiler');

/** What the codemod reads of a Svelte component: its `<script>` blocks and its markup. */
export interface SvelteBlocks {
  /** The contents of `<script>` and `<script module>`, in file order. */
  scripts: Range[];
  /** `ts` with `lang="ts"` on a script block, `js` otherwise. */
  lang: 'ts' | 'js';
  /** The markup (everything but the script and style blocks), offsets into the whole `.svelte` text. */
  fragment: AST.Fragment;
}

/** `.svelte` files: Svelte components, whose script blocks and markup the codemod reads. */
export function isSvelteFile(file: string): boolean {
  return file.toLowerCase().endsWith('.svelte');
}

/**
 * Parses a `.svelte` file with Svelte's own parser (`parse(source, { modern: true })`, as the Svelte language tools
 * do), which gives each script block's and markup expression's offsets in the file; throws an Error naming the file,
 * line and column of a parse error.
 */
export function svelteBlocks(source: string, file: string): SvelteBlocks {
  let root: AST.Root;
  try {
    root = svelteCompiler().parse(source, { modern: true, filename: file });
  } catch (error) {
    const at = errorOffset(error);
    const position =
      at === undefined ? '' : `:${lineColumn(source, at).line}:${lineColumn(source, at).column}`;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${file}${position}: ${message}`, { cause: error });
  }
  const blocks = [root.module, root.instance].flatMap((b) => (b ? [b] : []));
  blocks.sort((a, b) => a.start - b.start);
  const typed = blocks.some((b) => b.attributes.some((a) => a.name === 'lang' && attributeText(a) === 'ts'));
  return {
    scripts: blocks.map((b) => contentRange(b, source)),
    lang: typed ? 'ts' : 'js',
    fragment: root.fragment,
  };
}

/** The text between `<script …>` and `</script>`. */
function contentRange(block: AST.Script, source: string): Range {
  const open = source.indexOf('>', block.start) + 1;
  const close = source.lastIndexOf('</script', block.end);
  return { start: open, end: close < open ? open : close };
}

/** A static attribute's text (`lang="ts"` → `ts`). */
function attributeText(attribute: AST.Attribute): string | undefined {
  const value = attribute.value;
  if (value === true) return undefined;
  const parts = Array.isArray(value) ? value : [value];
  return parts.every((p) => p.type === 'Text') ? parts.map((p) => p.data).join('') : undefined;
}

/** Where a Svelte `CompileError` points (its `position`), if it says. */
function errorOffset(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('position' in error)) return undefined;
  const position = error.position;
  return Array.isArray(position) && typeof position[0] === 'number' ? position[0] : undefined;
}
