import type { Conditional } from '../sfc/generated-code.js';
import { applyEdits, type TextEdit } from '../transform/edits.js';

const ALWAYS = new Set(['true', '!false']);
const NEVER = new Set(['false', '!true']);

/**
 * `{#if !p.isDeleted}…{/if}` once the pass has made its test a constant (`!false`: the field is gone, and was always
 * false): the block's tags go and the branch the constant takes stays, one indentation level out, as a person
 * would write it; the other branch goes. `edits` are the pass's edits on the component's text; returns them with the
 * fold's, and the generated lines of the folded tests (their TODOs, "simplify the code around it", are done).
 * A test the code wrote as a constant (`{#if true}`, no edit in it) is left as it is.
 */
export function foldConditionals(
  source: string,
  conditionals: readonly Conditional[],
  edits: readonly TextEdit[],
): { edits: TextEdit[]; folded: Set<number> } {
  let out = [...edits];
  const folded = new Set<number>();
  for (const block of conditionals) {
    const inTest = out.filter((e) => block.test.start <= e.start && e.end <= block.test.end);
    if (inTest.length === 0) continue;
    const shifted = inTest.map((e) => ({
      ...e,
      start: e.start - block.test.start,
      end: e.end - block.test.start,
    }));
    const test = applyEdits(source.slice(block.test.start, block.test.end), shifted)
      .text.replace(/\s+/g, '')
      .replace(/^\((.*)\)$/, '$1');
    const always = ALWAYS.has(test);
    if (!always && !NEVER.has(test)) continue;
    const kept = always
      ? { start: block.open.end, end: (block.otherwise ?? block.close).start }
      : block.otherwise
        ? { start: block.otherwise.end, end: block.close.start }
        : undefined;
    const removed = kept
      ? [
          wholeLines(source, { start: block.open.start, end: kept.start }),
          wholeLines(source, { start: kept.end, end: block.close.end }),
        ]
      : [wholeLines(source, { start: block.open.start, end: block.close.end })];
    // the block's other edits stay where its kept branch is; those in what goes, go
    if (out.some((e) => overlapsAny(e, removed) && !inTest.includes(e))) continue;
    out = out.filter((e) => !inTest.includes(e));
    out.push(...removed.map((r) => ({ ...r, text: '' })));
    if (kept) out.push(...dedent(source, kept, indentOf(source, block.open.start), out));
    folded.add(block.gen);
  }
  return { edits: out, folded };
}

/** `range` with the rest of its first and last lines when those hold only whitespace besides it. */
function wholeLines(source: string, range: { start: number; end: number }): { start: number; end: number } {
  const lineStart = source.lastIndexOf('\n', range.start - 1) + 1;
  const newline = source.indexOf('\n', range.end);
  const lineEnd = newline < 0 ? source.length : newline;
  const before = source.slice(lineStart, range.start);
  const after = source.slice(range.end, lineEnd);
  if (before.trim() !== '' || after.trim() !== '') return range;
  return { start: lineStart, end: newline < 0 ? lineEnd : newline + 1 };
}

/** The whitespace before `at` on its line, if only whitespace is there. */
function indentOf(source: string, at: number): string {
  const lineStart = source.lastIndexOf('\n', at - 1) + 1;
  const before = source.slice(lineStart, at);
  return before.trim() === '' ? before : '';
}

/** Deletions that take the kept lines one level out, to the block's own indentation (none that would touch `edits`). */
function dedent(
  source: string,
  kept: { start: number; end: number },
  outer: string,
  edits: readonly TextEdit[],
): TextEdit[] {
  const starts: number[] = [];
  for (let i = source.indexOf('\n', kept.start); i >= 0 && i + 1 < kept.end; i = source.indexOf('\n', i + 1))
    starts.push(i + 1);
  const lineEnd = (s: number): number => Math.min(source.indexOf('\n', s) >>> 0, kept.end);
  const lines = starts.filter((s) => source.slice(s, lineEnd(s)).trim() !== '');
  const depths = lines.map((s) => /^[ \t]*/.exec(source.slice(s))![0].length);
  const step = Math.min(...depths) - outer.length;
  if (!Number.isFinite(step) || step <= 0) return [];
  const out: TextEdit[] = [];
  for (const s of lines) {
    const cut = { start: s + outer.length, end: s + outer.length + step, text: '' };
    if (!edits.some((e) => e.start < cut.end && cut.start < e.end)) out.push(cut);
  }
  return out;
}

function overlapsAny(edit: TextEdit, ranges: readonly { start: number; end: number }[]): boolean {
  return ranges.some((r) => edit.start < r.end && r.start < edit.end);
}
