import { Transform, type TransformCallback } from 'node:stream';
import type { Loss, Note } from '../result.js';

/** A line whose translation lost data or left something untouched, with its 1-based number. */
export interface LineProblem {
  line: number;
  notes: Note[];
  lossy: Loss[];
}

/** Progress counters, updated as lines go through. */
export interface NdjsonProgress {
  lines: number;
  bytes: number;
  problems: number;
}

/**
 * A stream that translates NDJSON line by line, holding no more than the line at hand: each goes through
 * `translate`, and a line with any note or loss is reported to `onProblem` with its number (a line that fails
 * comes out unchanged).
 */
export function ndjsonTransform(
  translate: (line: string) => { body: string; notes: Note[]; lossy?: Loss[] },
  onProblem: (problem: LineProblem) => void,
  progress: NdjsonProgress = { lines: 0, bytes: 0, problems: 0 },
): Transform {
  // The start of a line the chunks so far have not ended, as the pieces it came in (joined once, at its end).
  let pending: Buffer[] = [];
  const handle = (line: string, out: string[]): void => {
    progress.lines++;
    const ending = line.endsWith('\r') ? '\r' : '';
    const content = ending ? line.slice(0, -1) : line;
    if (content.trim() === '') {
      out.push(line);
      return;
    }
    const outcome = translate(content);
    if (outcome.notes.length > 0 || (outcome.lossy !== undefined && outcome.lossy.length > 0)) {
      progress.problems++;
      onProblem({ line: progress.lines, notes: outcome.notes, lossy: outcome.lossy ?? [] });
    }
    out.push(outcome.body + ending);
  };
  // Lines are split on the newline byte, which never occurs inside a multi-byte UTF-8 character, and each is
  // decoded on its own: a string of its own, which the translator reads faster than a slice of a larger one.
  const finishLine = (chunk: Buffer, end: number): string => {
    if (pending.length === 0) return chunk.toString('utf8', 0, end);
    pending.push(chunk.subarray(0, end));
    const line = Buffer.concat(pending).toString('utf8');
    pending = [];
    return line;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      progress.bytes += chunk.length;
      const out: string[] = [];
      let newline = chunk.indexOf(NEWLINE);
      if (newline >= 0) {
        handle(finishLine(chunk, newline), out);
        out.push('\n');
        let start = newline + 1;
        while ((newline = chunk.indexOf(NEWLINE, start)) >= 0) {
          handle(chunk.toString('utf8', start, newline), out);
          out.push('\n');
          start = newline + 1;
        }
        if (start < chunk.length) pending.push(chunk.subarray(start));
      } else if (chunk.length > 0) {
        pending.push(chunk);
      }
      callback(null, out.join(''));
    },
    flush(callback: TransformCallback) {
      const out: string[] = [];
      if (pending.length > 0) handle(Buffer.concat(pending).toString('utf8'), out);
      pending = [];
      callback(null, out.join(''));
    },
  });
}

const NEWLINE = 10;
