/** A replacement of `source.slice(start, end)`; inserts have start === end. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** Applies non-overlapping edits; an edit overlapping an earlier-starting one is dropped and returned. */
export function applyEdits(
  source: string,
  edits: readonly TextEdit[],
): { text: string; dropped: TextEdit[] } {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const dropped: TextEdit[] = [];
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) {
      dropped.push(edit);
      continue;
    }
    out += source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return { text: out + source.slice(at), dropped };
}

/** The edits with each one made twice (one literal sent by two calls, rewritten at each) kept once. */
export function distinctEdits<T extends TextEdit & { changeId: string }>(edits: readonly T[]): T[] {
  const seen = new Set<string>();
  return edits.filter((e) => {
    const key = `${e.start} ${e.end} ${e.changeId} ${e.text}`;
    if (e.start >= 0 && seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** 1-based line and column of an offset. */
export function lineColumn(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
