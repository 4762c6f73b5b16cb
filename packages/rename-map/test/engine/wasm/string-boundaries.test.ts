import { describe, expect, it } from 'vitest';
import { compileBodyPlan, type BodyChange } from '../../../src/engine/body-plan.js';
import { rewriteWithTypeScript } from '../../../src/engine/json-rewriter.js';
import { rewriteWithWasm } from '../../../src/engine/wasm/wasm-rewriter.js';
import { change } from '../../helpers.js';

// Where a string ends, wherever it lies against the rewriter's sixteen- and sixty-four-byte blocks: escaped
// quotes and runs of backslashes on either side of a block's edge, keys straddling it, strings holding the
// renamed key's text, bodies shorter than a block, and text that is not JSON (which must come back as it was).

const on = { endpoint: 'GET /categories', in: 'response' } as const;
const plan = compileBodyPlan(
  [
    change('c.name', 5, {
      kind: 'field.renamed',
      ...on,
      at: 'data[]',
      from: 'recordName',
      to: 'name',
    }) as unknown as BodyChange,
  ],
  'backward',
)!;

/** The WebAssembly rewriter's result, which must be there and equal the TypeScript rewriter's. */
function both(text: string) {
  const wasm = rewriteWithWasm(text, plan);
  const typescript = rewriteWithTypeScript(text, plan);
  expect(wasm, `the WebAssembly rewriter handled ${JSON.stringify(text)}`).toBeDefined();
  expect(wasm).toEqual(typescript);
  return wasm!.body;
}

/** A row whose first string value is `content` (raw JSON string content), placed `pad` bytes into the body. */
function body(pad: number, content: string, rows = 2): string {
  const row = (i: number) => `{"id":${i},"note":"${content}","name":"n${i}"}`;
  return `{"pad":"${'p'.repeat(pad)}","data":[${Array.from({ length: rows }, (_, i) => row(i)).join(',')}]}`;
}

/** The body as the rename should leave it: every row's `name` key as `recordName`. */
function renamed(text: string): string {
  return text.replaceAll('"name":"n', '"recordName":"n');
}

describe('WebAssembly rewriter: string ends at block boundaries', () => {
  const contents = [
    '\\"', // an escaped quote
    'a\\\\', // a string ending in an escaped backslash: the quote after it closes the string
    '\\\\\\"x', // three backslashes then a quote: escaped
    '\\\\\\\\', // four backslashes: the quote after them closes the string
    `${'\\\\'.repeat(20)}\\"${'\\\\'.repeat(13)}`, // long runs, crossing blocks
    '\\"name\\":\\"n0\\"', // the renamed key's text inside a string
    '\\u0022name\\u0022',
    'x'.repeat(70), // a long string without escapes
  ];
  for (const content of contents) {
    it(`finds the end of "${content.slice(0, 24)}" at every offset against a 64-byte block`, () => {
      for (let pad = 0; pad < 70; pad++) {
        const text = body(pad, content);
        expect(both(text)).toBe(renamed(text));
      }
    });
  }

  it('renames keys that straddle the end of a 16- and 64-byte block', () => {
    for (let pad = 0; pad < 70; pad++) {
      const text = body(pad, 'v', 3);
      expect(both(text)).toBe(renamed(text));
    }
  });

  it('leaves strings that hold the old key as they are', () => {
    const text = '{"data":[{"recordName":"x","name":"\\"name\\": not a key","tag":"name"}]}';
    const out = both(text);
    expect(JSON.parse(out)).toEqual({
      data: [{ recordName: '"name": not a key', tag: 'name' }],
    });
  });

  it('rewrites bodies shorter than a block', () => {
    expect(both('{"data":[{"name":"a"}]}')).toBe('{"data":[{"recordName":"a"}]}');
    expect(both('{"data":[]}')).toBe('{"data":[]}');
    expect(both('{"data":[{"name":""}]}')).toBe('{"data":[{"recordName":""}]}');
    expect(both('{"data":[{"name":"\\\\"}]}')).toBe('{"data":[{"recordName":"\\\\"}]}');
  });

  it('declines text that is not JSON, whatever its strings hold, so it comes back as it was', () => {
    const broken = [
      '{"data":[{"name":"a}]}', // a string left open
      '{"data":[{"name":"a\\"}]}', // closed by an escaped quote only
      '{"data":[{"name":"a\\\\\\"}]}',
      '{"data":[{"name\\":"a"}]}',
      '{"data":[{\\"name":"a"}]}', // a backslash outside strings
      '{"data":[{"name":"a""b"}]}',
      '{"data":[{"name":"a"}]}"',
      '"',
      '"\\"',
      `{"pad":"${'p'.repeat(50)}\\","data":[{"name":"a"}]}`,
    ];
    for (const text of broken) {
      expect(rewriteWithWasm(text, plan), text).toBeUndefined();
      const typescript = rewriteWithTypeScript(text, plan);
      expect(typescript.body, text).toBe(text);
      expect(typescript.notes.map((n) => n.code)).toContain('not-json');
    }
  });
});
