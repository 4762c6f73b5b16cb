import { lineMap } from './remaining-scan.js';

/**
 * Each line of `before` (1-based) to the line of `after` it became: the inverse of `lineMap`, so a place found in
 * the text a run read can be named where a person finds it in the text the run wrote (below the TODO comments
 * inserted above it). Lines with no counterpart (removed) are absent.
 */
export function writtenLines(before: string, after: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const [a, b] of lineMap(before, after)) if (!out.has(b)) out.set(b, a);
  return out;
}

/**
 * A TODO's line in the written text, as `writtenLine`, when the comments the run inserted above it moved it there;
 * `line` and `column` stay where the run read it, like every other position in the report.
 */
export function withWrittenLine<T extends { line: number }>(
  todo: T,
  lines: ReadonlyMap<number, number> | undefined,
): T & { writtenLine?: number } {
  const line = lines?.get(todo.line);
  return line === undefined || line === todo.line ? todo : { ...todo, writtenLine: line };
}
