/** Text edits of an Angular template, in the offsets of the file that holds it. */
export interface TemplateEdit {
  start: number;
  end: number;
  text: string;
  changeId: string;
}

/** Start of the line holding `offset`. */
export function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The indentation of the line holding `offset`. */
export function indentAt(text: string, offset: number): string {
  return /^[ \t]*/.exec(text.slice(lineStartOf(text, offset)))![0];
}

/**
 * Removes `[start, end)` with its whole line(s) when nothing else is on them (the line break after it goes too), or
 * just the span otherwise.
 */
export function removeWithLines(text: string, start: number, end: number, changeId: string): TemplateEdit {
  const lineStart = lineStartOf(text, start);
  const newline = text.indexOf('\n', end);
  const lineEnd = newline < 0 ? text.length : newline;
  if (text.slice(lineStart, start).trim() === '' && text.slice(end, lineEnd).trim() === '') {
    // the blank line above goes too when the removed lines were a paragraph of their own
    const before = text.slice(0, lineStart);
    const blankAbove = /\n[ \t]*\n$/.test(before) && /^\n[ \t]*(\n|$)/.test(text.slice(lineEnd));
    const from = blankAbove ? before.replace(/[ \t]*\n$/, '').length : lineStart;
    return { start: from, end: Math.min(lineEnd + 1, text.length), text: '', changeId };
  }
  return { start, end, text: '', changeId };
}

/**
 * `@if (always) { body }` that can no longer be false: the block's opening and closing lines go and the body moves
 * left by the indentation it had inside the block, every other byte kept.
 */
export function unwrapBlock(
  text: string,
  open: { start: number; end: number },
  close: { start: number; end: number },
  changeId: string,
): TemplateEdit[] {
  const edits = [removeWithLines(text, open.start, open.end, changeId)];
  const bodyStart = edits[0]!.end > open.end ? edits[0]!.end : open.end;
  const closing = removeWithLines(text, close.start, close.end, changeId);
  const bodyEnd = closing.start < close.start ? closing.start : close.start;
  const outer = indentAt(text, open.start).length;
  const body = text.slice(bodyStart, bodyEnd);
  const inner = /^[ \t]*/.exec(body.split('\n').find((l) => l.trim() !== '') ?? '')![0].length;
  const shift = Math.max(0, inner - outer);
  if (shift > 0 && edits[0]!.end > open.end) {
    for (let at = bodyStart; at < bodyEnd;) {
      const lead = /^[ \t]*/.exec(text.slice(at, bodyEnd))![0].length;
      if (lead > 0) edits.push({ start: at, end: at + Math.min(lead, shift), text: '', changeId });
      const next = text.indexOf('\n', at);
      if (next < 0 || next >= bodyEnd) break;
      at = next + 1;
    }
  }
  edits.push(closing);
  return edits;
}
