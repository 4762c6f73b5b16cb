import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { Note } from '../result.js';

/** A line the translator passed through untouched, with its 1-based number. */
export interface LineProblem {
  line: number;
  notes: Note[];
}

/** Progress counters, updated as lines go through. */
export interface NdjsonProgress {
  lines: number;
  bytes: number;
  problems: number;
}

/**
 * A stream that translates NDJSON line by line, in constant memory: each line goes through `translate`,
 * and a line that fails comes out unchanged and is reported to `onProblem` with its number.
 */
export function ndjsonTransform(
  translate: (line: string) => { body: string; notes: Note[] },
  onProblem: (problem: LineProblem) => void,
  progress: NdjsonProgress = { lines: 0, bytes: 0, problems: 0 },
): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  const handle = (line: string, push: (text: string) => void): void => {
    progress.lines++;
    const ending = line.endsWith('\r') ? '\r' : '';
    const content = ending ? line.slice(0, -1) : line;
    if (content.trim() === '') {
      push(line);
      return;
    }
    const outcome = translate(content);
    const failed = outcome.notes.filter((n) => n.code === 'not-json' || n.code === 'unexpected-shape');
    if (failed.length > 0) {
      progress.problems++;
      onProblem({ line: progress.lines, notes: failed });
    }
    push(outcome.body + ending);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      progress.bytes += chunk.length;
      const text = pending + decoder.write(chunk);
      const lines = text.split('\n');
      pending = lines.pop() ?? '';
      const out: string[] = [];
      for (const line of lines) handle(line, (t) => out.push(t + '\n'));
      callback(null, out.join(''));
    },
    flush(callback: TransformCallback) {
      const rest = pending + decoder.end();
      const out: string[] = [];
      if (rest !== '') handle(rest, (t) => out.push(t));
      callback(null, out.join(''));
    },
  });
}
