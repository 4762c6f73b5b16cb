/**
 * An AngularJS expression's top-level parts: `value | filter:arg` split on `|` (not `||`), a filter on `:`, outside
 * strings and brackets. Offsets are in the host text.
 */

/** The parts of `source` from `start` to `end` between top-level `separator`s, each trimmed; empty ones kept. */
export function splitTopLevel(
  source: string,
  start: number,
  end: number,
  separator: '|' | ':',
): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let depth = 0;
  let quote: string | undefined;
  let from = start;
  const push = (to: number): void => {
    const part = source.slice(from, to);
    const lead = part.length - part.trimStart().length;
    out.push({ start: from + lead, end: from + lead + part.trim().length });
  };
  for (let i = start; i < end; i++) {
    const c = source[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === separator && depth === 0) {
      if (separator === '|' && (source[i + 1] === '|' || source[i - 1] === '|')) continue;
      push(i);
      from = i + 1;
    }
  }
  push(end);
  return out;
}
