import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createTranslator, ndjsonTransform, type LineProblem, type NdjsonProgress } from '../../src/index.js';
import { change, mapWith } from '../helpers.js';

const map = mapWith([
  change('v5.n.name', 5, {
    kind: 'field.renamed',
    endpoint: 'GET /categories',
    in: 'response',
    at: 'data[]',
    from: 'recordName',
    to: 'name',
  }),
  change('v5.n.list', 5, {
    kind: 'field.renamed',
    endpoint: 'GET /categories',
    in: 'response',
    from: 'records',
    to: 'data',
  }),
]);
const translator = createTranslator(map, 4, 5);
const translate = (line: string) => translator.response({ method: 'GET', path: '/records', body: line });

/** Runs `input` through the transform in chunks of `size` bytes; returns the output and what was reported. */
async function run(input: Buffer, size: number) {
  const problems: LineProblem[] = [];
  const progress: NdjsonProgress = { lines: 0, bytes: 0, problems: 0 };
  const chunks: Buffer[] = [];
  for (let at = 0; at < input.length; at += size) chunks.push(input.subarray(at, at + size));
  const output = await text(
    Readable.from(chunks).pipe(ndjsonTransform(translate, (p) => problems.push(p), progress)),
  );
  return { output, problems, progress };
}

const input = Buffer.from(
  [
    '{"records":[{"recordName":"Café ☕ 𝄞"}]}',
    'not json',
    '',
    '{"records":[{"recordName":"b"}]}\r',
    '{"records":[]}',
  ].join('\n'),
);
const expected = [
  '{"data":[{"name":"Café ☕ 𝄞"}]}',
  'not json',
  '',
  '{"data":[{"name":"b"}]}\r',
  '{"data":[]}',
].join('\n');

describe('ndjsonTransform', () => {
  it('translates each line, keeping blank lines, CRLF endings and a last line without a newline', async () => {
    const { output, problems, progress } = await run(input, input.length);
    expect(output).toBe(expected);
    expect(problems).toEqual([
      { line: 2, notes: [expect.objectContaining({ code: 'not-json' })], lossy: [] },
    ]);
    expect(progress).toEqual({ lines: 5, bytes: input.length, problems: 1 });
  });

  it('gives the same result wherever the chunks break: inside lines and inside multi-byte characters', async () => {
    for (const size of [1, 2, 3, 5, 7, 16, 33]) {
      const { output, problems } = await run(input, size);
      expect(output, `chunks of ${size} bytes`).toBe(expected);
      expect(problems.map((p) => p.line)).toEqual([2]);
    }
  });

  it('joins a line spread over many chunks once, in order', async () => {
    const long = `{"records":[${Array.from({ length: 2000 }, (_, i) => `{"recordName":"r${i}"}`).join(',')}]}`;
    const { output } = await run(Buffer.from(`${long}\n${long}\n`), 1000);
    const lines = output.split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!).data[1999]).toEqual({ name: 'r1999' });
    expect(lines[1]).toBe(lines[0]);
    expect(lines[2]).toBe('');
  });

  it('writes bytes that are not UTF-8 as the replacement character, as a UTF-8 decoder does', async () => {
    const bad = Buffer.concat([
      Buffer.from('{"records":[{"recordName":"'),
      Buffer.from([0xff]),
      Buffer.from('"}]}\n'),
    ]);
    const { output } = await run(bad, 4);
    expect(output).toBe('{"data":[{"name":"\uFFFD"}]}\n');
  });
});
