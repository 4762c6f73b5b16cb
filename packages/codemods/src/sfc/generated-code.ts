/**
 * Code generated from a component's template for the type-aware pass, remembering where each copied piece came
 * from; shared by the Vue (`template-code.ts`) and Svelte (`../svelte/markup-code.ts`) readers.
 */

/** A stretch of generated code copied from the component's text: `length` characters at `gen` came from `src`. */
export interface Segment {
  gen: number;
  src: number;
  length: number;
}

/** A generated line, and the place in the component's text before which a comment about it goes. */
export interface GeneratedLine {
  gen: number;
  src: number;
}

/** A range of offsets in a component's text, `end` excluded. */
interface Span {
  start: number;
  end: number;
}

/**
 * A conditional block of the markup (Svelte's `{#if test}…{:else}…{/if}`) whose test the pass may fold to a
 * constant: its generated line, the test, and its tags in the component's text.
 */
export interface Conditional {
  /** Where the `if (test) {` line starts in the generated code. */
  gen: number;
  test: Span;
  /** `{#if test}`, `{:else}` (absent without one), `{/if}`. */
  open: Span;
  otherwise: Span | undefined;
  close: Span;
}

/** The template's expressions as TypeScript, for the type-aware pass, with where each piece came from. */
export interface TemplateCode {
  text: string;
  segments: Segment[];
  lines: GeneratedLine[];
  /** Conditional blocks whose tags can go once their test is a constant (Svelte's `{#if}`). */
  conditionals?: Conditional[];
}

/** Builds the generated text (which starts at offset `base` of the virtual file), remembering what was copied. */
export class Emitter {
  text = '';
  readonly segments: Segment[] = [];
  readonly lines: GeneratedLine[] = [];
  readonly conditionals: Conditional[] = [];

  constructor(
    readonly source: string,
    private readonly base: number,
  ) {}

  raw(text: string): void {
    this.text += text;
  }

  /** A line about the element or expression at `src` starts here; its offset in the generated code. */
  line(src: number): number {
    const gen = this.base + this.text.length;
    this.lines.push({ gen, src });
    return gen;
  }

  /** `(expression);` on a line of its own, about the element at `at`. */
  statementRange(at: number, start: number, end: number): void {
    this.line(at);
    this.raw('(');
    this.copyRange(start, end);
    this.raw(');\n');
  }

  copyRange(start: number, end: number): void {
    this.segments.push({ gen: this.base + this.text.length, src: start, length: end - start });
    this.text += this.source.slice(start, end);
  }

  /** The generated code. */
  code(): TemplateCode {
    return {
      text: this.text,
      segments: this.segments,
      lines: this.lines,
      ...(this.conditionals.length > 0 ? { conditionals: this.conditionals } : {}),
    };
  }
}
