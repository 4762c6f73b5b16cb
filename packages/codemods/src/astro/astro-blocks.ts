import type { Range } from '../sfc/sfc-blocks.js';

/** What the codemod reads of an Astro component: its frontmatter and its template. */
export interface AstroBlocks {
  /** The frontmatter's code, between the `---` fences (absent in a component without one). */
  frontmatter: Range | undefined;
  /** Everything after the closing fence (the whole file without a frontmatter). */
  template: Range;
}

// the opening fence: the file's first line, after blank lines only (Astro's own rule)
const OPENING = /^(?:\uFEFF)?(?:[ \t]*\r?\n)*---[ \t]*\r?\n/;
// the closing fence: a line holding only `---`
const CLOSING = /^---[ \t]*$/m;

/** `.astro` files: Astro components and pages, whose frontmatter and template expressions the codemod reads. */
export function isAstroFile(file: string): boolean {
  return file.toLowerCase().endsWith('.astro');
}

/**
 * Splits an `.astro` file into its frontmatter (the TypeScript between the `---` fences at its top) and its template;
 * throws an Error naming the file and line when the frontmatter is never closed.
 */
export function astroBlocks(source: string, file: string): AstroBlocks {
  const opening = OPENING.exec(source);
  if (!opening) return { frontmatter: undefined, template: { start: 0, end: source.length } };
  const start = opening[0].length;
  const closing = CLOSING.exec(source.slice(start));
  if (!closing) {
    const line = source.slice(0, start).split('\n').length - 1;
    throw new Error(`${file}:${line}:1: the frontmatter's opening --- has no closing ---`);
  }
  const end = start + closing.index;
  return {
    frontmatter: { start, end },
    template: { start: end + closing[0].length, end: source.length },
  };
}
