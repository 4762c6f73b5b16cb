import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileBodyPlan, type BodyChange, type Direction } from '../../../src/engine/body-plan.js';
import { rewriteJson, rewriteWithTypeScript } from '../../../src/engine/json-rewriter.js';
import {
  rewriterMemoryBytes,
  rewriteWithWasm,
  useWasmRewriter,
} from '../../../src/engine/wasm/wasm-rewriter.js';
import { change } from '../../helpers.js';

const on = { endpoint: 'GET /categories', in: 'response' } as const;
const LONG = `a${'x'.repeat(70)}`;
const changes = {
  list: change('c.list', 5, { kind: 'field.renamed', ...on, at: '', from: 'records', to: 'data' }),
  name: change('c.name', 5, { kind: 'field.renamed', ...on, at: 'data[]', from: 'recordName', to: 'name' }),
  long: change('c.long', 5, { kind: 'field.renamed', ...on, at: 'data[]', from: LONG, to: 'longName' }),
  header: change('c.header', 5, {
    kind: 'value.renamed',
    ...on,
    at: 'data[].answers[]',
    field: 'headerId',
    values: { A: 'ALPHA', B: 'BETA' },
  }),
  users: change('c.users', 6, { kind: 'field.toMany', ...on, at: 'data[]', from: 'userId', to: 'userIds' }),
  added: change('c.added', 6, { kind: 'field.added', ...on, at: 'data[]', field: 'colour', default: 'none' }),
  meta: change('c.meta', 6, { kind: 'field.renamed', ...on, at: 'meta', from: 'count', to: 'total' }),
} as unknown as Record<string, BodyChange>;
const all = Object.values(changes);

function planOf(list: BodyChange[], direction: Direction) {
  const plan = compileBodyPlan(list, direction);
  if (!plan) throw new Error('empty plan');
  return plan;
}

/** The WebAssembly result, which must be there and equal the TypeScript rewriter's. */
function expectSame(text: string, list: BodyChange[], direction: Direction) {
  const plan = planOf(list, direction);
  const wasm = rewriteWithWasm(text, plan);
  expect(wasm, 'the WebAssembly rewriter handled it').toBeDefined();
  expect(wasm).toEqual(rewriteWithTypeScript(text, plan));
  return wasm!;
}

describe('WebAssembly rewriter', () => {
  it('renames keys at depth, values, wraps users and adds fields like the TypeScript rewriter', () => {
    const text = JSON.stringify({
      records: [
        { recordName: 'r1', userId: 7, answers: [{ headerId: 'A' }, { headerId: 'C' }], colourful: 1 },
        { userId: null, answers: [], recordName: 'r2' },
        {},
      ],
      meta: { count: 3 },
    });
    const out = expectSame(text, all, 'forward');
    expect(JSON.parse(out.body)).toEqual({
      data: [
        {
          name: 'r1',
          userIds: [7],
          answers: [{ headerId: 'ALPHA' }, { headerId: 'C' }],
          colourful: 1,
          colour: 'none',
        },
        { userIds: [], answers: [], name: 'r2', colour: 'none' },
        { colour: 'none' },
      ],
      meta: { total: 3 },
    });
    expect(out.applied).toEqual(['c.list', 'c.name', 'c.users', 'c.header', 'c.added', 'c.meta']);
  });

  it('takes the one user of a list back, and null for none', () => {
    const text = '{"data":[{"userIds":[5]},{"userIds":[]},{"userIds":null},{"name":"x"}]}';
    const out = expectSame(text, [changes.users!, changes.name!], 'backward');
    expect(out.body).toBe('{"data":[{"userId":5},{"userId":null},{"userId":null},{"recordName":"x"}]}');
  });

  it('keeps whitespace, and adds to objects that are empty or already have the field', () => {
    const text =
      '{ "records" : [ { } , {"colour":"red"} , { "recordName" : "a" ,\n\t"x": [1, {"y": -0.5e+3}] } ] }';
    const out = expectSame(text, all, 'forward');
    expect(out.body).toBe(
      '{ "data" : [ { "colour":"none"} , {"colour":"red"} , { "name" : "a" ,\n\t"x": [1, {"y": -0.5e+3}] ,"colour":"none"} ] }',
    );
  });

  it('reads text beyond ASCII as UTF-8 and gives it back unchanged', () => {
    const text = JSON.stringify({ records: [{ recordName: 'Ünïcödé 中文 🚒', note: 'é\u2028' }] });
    const out = expectSame(text, all, 'forward');
    expect(JSON.parse(out.body).data[0]).toEqual({
      name: 'Ünïcödé 中文 🚒',
      note: 'é\u2028',
      colour: 'none',
    });
  });

  it('matches names of 64 characters or more', () => {
    const out = expectSame(`{"records":[{"${LONG}":1}]}`, all, 'forward');
    expect(out.body).toBe('{"data":[{"longName":1,"colour":"none"}]}');
  });

  it('returns the very text it was given when nothing changes', () => {
    const text = '{"other":[{"recordName":1}]}';
    const out = expectSame(text, [changes.name!], 'forward');
    expect(out.body).toBe(text);
    expect(out.applied).toEqual([]);
  });

  it("follows rows that change their keys from one row to the next (each node remembers the last row's)", () => {
    // Same keys, another order, a name that only shares a prefix or a length, whitespace before the colon,
    // an escaped key, a long key, and a key in the place where the last row had another.
    const rows = [
      '{"recordName":"a","userId":1,"colour":"red"}',
      '{"recordName":"b","userId":2,"colour":"red"}',
      '{"userId":3,"recordName":"c"}',
      '{"recordNamex":"d","userIdx":4}',
      '{"recordNamf":"e","userIe":5}',
      '{"recordName" :"f","userId":6}',
      '{"recordName":"g","userId" : 7}',
      '{"record\\u004eame":"h"}',
      '{"recordName":"i","userId":8}',
      `{"${LONG}":9,"recordName":"j"}`,
      `{"${LONG}":10,"recordName":"k"}`,
      '{"colour":"blue","recordName":"l","userId":null}',
      '{"colour":"blue","recordName":"m","userId":[1]}',
    ];
    const text = `{"records":[${rows.join(',')}]}`;
    for (const direction of ['forward', 'backward'] as const) {
      const plan = planOf(all, direction);
      expect(rewriteJson(text, plan)).toEqual(rewriteWithTypeScript(text, plan));
    }
    const simple = `{"records":[${rows.filter((r) => !r.includes('\\u')).join(',')}]}`;
    const out = expectSame(simple, all, 'forward');
    expect(JSON.parse(out.body).data.map((r: Record<string, unknown>) => Object.keys(r)[0])).toEqual([
      'name',
      'name',
      'userIds',
      'recordNamex',
      'recordNamf',
      'name',
      'name',
      'name',
      'longName',
      'longName',
      'colour',
      'colour',
    ]);
  });

  it('forgets the rows of one body before the next (keys of the same length at the same places)', () => {
    const first = '{"records":[{"recordName":1},{"recordName":2}]}';
    const second = '{"records":[{"recordNamf":1},{"recordNamf":2}]}';
    expect(expectSame(first, [changes.list!, changes.name!], 'forward').body).toBe(
      '{"data":[{"name":1},{"name":2}]}',
    );
    expect(expectSame(second, [changes.list!, changes.name!], 'forward').body).toBe(
      '{"data":[{"recordNamf":1},{"recordNamf":2}]}',
    );
  });

  it('grows its memory for bodies of several megabytes, and for output larger than its input', () => {
    const many = JSON.stringify({ records: Array.from({ length: 40_000 }, () => ({})) });
    const out = expectSame(many, all, 'forward');
    expect(out.body.length).toBeGreaterThan(many.length * 5);
    const big = JSON.stringify({
      records: Array.from({ length: 30_000 }, (_, i) => ({ recordName: `n${i}` })),
    });
    expect(expectSame(big, all, 'forward').body.length).toBeGreaterThan(big.length);
  });

  it('gives back the memory a very large body needed, and goes on working', () => {
    const huge = JSON.stringify({
      records: Array.from({ length: 400_000 }, (_, i) => ({ recordName: `n${i}`, pad: 'x'.repeat(40) })),
    });
    expect(huge.length).toBeGreaterThan(24 << 20);
    const out = expectSame(huge, [changes.list!, changes.name!], 'forward');
    expect(out.body.startsWith('{"data":[{"name":"n0"')).toBe(true);
    expect(rewriterMemoryBytes()).toBe(0);
    expectSame('{"records":[{"recordName":"x"}]}', all, 'forward');
    expect(rewriterMemoryBytes()).toBeLessThan(1 << 20);
  });

  it('can be turned off, and the TypeScript rewriter then gives the same result', () => {
    const text = '{"records":[{"recordName":"a","userId":1}]}';
    const plan = planOf(all, 'forward');
    const withWasm = rewriteJson(text, plan);
    useWasmRewriter(false);
    try {
      expect(rewriteWithWasm(text, plan)).toBeUndefined();
      expect(rewriteJson(text, plan)).toEqual(withWasm);
    } finally {
      useWasmRewriter(true);
    }
    expect(rewriteWithWasm(text, plan)).toEqual(withWasm);
  });

  describe('leaves to the TypeScript rewriter', () => {
    const plan = planOf(all, 'forward');
    it.each([
      ['not JSON', '{"records":[{"recordName":01}]}'],
      ['a trailing comma', '{"records":[1,]}'],
      ['a fraction without digits', '{"x":1.}'],
      ['an exponent without digits', '{"x":1e}'],
      ['a cut-off literal', '{"x":tru}'],
      ['a cut-off body', '{"records":[{"recordName":"x"}'],
      ['text after the body', '{"records":[]} x'],
      ['an unterminated string', '{"records":"abc'],
      ['a NUL byte between tokens', '{"records":[]\u0000}'],
      ['an escaped key that may spell a name', '{"records":[{"record\\u004eame":"x"}]}'],
      ['an invalid escape in a key', '{"records":[{"a\\q":"x"}]}'],
      ['a long key with a raw control character', `{"records":[{"${'y'.repeat(70)}\t":1}]}`],
      ['an escaped value that may be renamed', '{"records":[{"answers":[{"headerId":"\\u0041"}]}]}'],
      ['an unexpected shape', '{"records":{"recordName":"x"}}'],
      ['text that is not well-formed UTF-16', '{"records":[{"recordName":"\ud800"}]}'],
    ])('%s', (_, text) => {
      expect(rewriteWithWasm(text, plan)).toBeUndefined();
    });

    it('a list of users that loses some', () => {
      expect(
        rewriteWithWasm('{"data":[{"userIds":[1,2]}]}', planOf([changes.users!], 'backward')),
      ).toBeUndefined();
    });

    it('plans that remove fields (always reported) or write names beyond plain ASCII', () => {
      expect(rewriteWithWasm('{"data":[{"colour":"x"}]}', planOf(all, 'backward'))).toBeUndefined();
      const accented = change('c.acc', 5, { kind: 'field.renamed', ...on, at: '', from: 'a', to: 'é' });
      expect(
        rewriteWithWasm('{"a":1}', planOf([accented as unknown as BodyChange], 'forward')),
      ).toBeUndefined();
    });
  });
});

describe('WebAssembly rewriter, properties', () => {
  const key = fc.constantFrom('records', 'data', 'recordName', 'name', 'userId', 'userIds', 'answers');
  const leaf = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
  );
  const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      leaf,
      fc.constant(null),
      fc.constantFrom('A', 'B', 'C'),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(
        fc.oneof(
          key,
          fc.constantFrom('headerId', 'colour', 'meta', 'count', 'record\\u004eame'),
          fc.string({ unit: 'binary' }),
        ),
        tie('value'),
        {
          maxKeys: 4,
        },
      ),
    ),
  })).value;
  // Bodies shaped like the plans (lists of records with the names they act on), and anything else beside.
  const recordKey = fc.constantFrom(
    'recordName',
    'name',
    'userId',
    'userIds',
    'answers',
    'colour',
    LONG,
    'x',
  );
  const answer = fc.dictionary(
    fc.constantFrom('headerId', 'value'),
    fc.oneof(fc.constantFrom('A', 'B', 'C'), leaf),
    { maxKeys: 2 },
  );
  const recordValue = fc.oneof(
    value,
    fc.array(answer, { maxLength: 3 }),
    fc.array(fc.integer(), { maxLength: 3 }),
  );
  const record = fc.dictionary(recordKey, recordValue, { maxKeys: 5 });
  const list = fc.array(fc.oneof({ weight: 5, arbitrary: record }, { weight: 1, arbitrary: value }), {
    maxLength: 4,
  });
  const body = fc.dictionary(
    fc.oneof(key, fc.constantFrom('meta', 'other')),
    fc.oneof(list, fc.dictionary(fc.constantFrom('count', 'total'), value, { maxKeys: 2 }), value),
    { maxKeys: 3 },
  );
  const setup = fc.record({
    picked: fc.subarray(all, { minLength: 1 }),
    direction: fc.constantFrom<Direction>('forward', 'backward'),
    indent: fc.constantFrom(undefined, 1, '\t'),
  });

  it('gives what the TypeScript rewriter gives, whenever it gives anything', () => {
    let handled = 0;
    fc.assert(
      fc.property(body, setup, (input, { picked, direction, indent }) => {
        const text = JSON.stringify(input, null, indent);
        const plan = compileBodyPlan(picked, direction)!;
        const wasm = rewriteWithWasm(text, plan);
        if (wasm === undefined) return;
        handled++;
        expect(wasm).toEqual(rewriteWithTypeScript(text, plan));
      }),
      { numRuns: 400 },
    );
    expect(handled).toBeGreaterThan(100);
  });

  it('reads numbers and literals by the grammar of JSON, as the TypeScript rewriter does', () => {
    const plan = planOf(all, 'forward');
    const token = fc.string({
      unit: fc.constantFrom(...'0123456789.eE+-truefalsn'),
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(token, fc.boolean(), (scalar, named) => {
        const text = `{"records":[{"${named ? 'recordName' : 'other'}":${scalar}}]}`;
        const typescript = rewriteWithTypeScript(text, plan);
        const wasm = rewriteWithWasm(text, plan);
        if (typescript.notes.length > 0) expect(wasm).toBeUndefined();
        else expect(wasm).toEqual(typescript);
      }),
      { numRuns: 2000 },
    );
  });

  it('never accepts text the TypeScript rewriter turns away (one character inserted or removed)', () => {
    const significant = fc.constantFrom(...'{}[]:,"\\ \t\n0123456789.eE+-tfnul\u0000x');
    fc.assert(
      fc.property(
        body,
        setup,
        fc.nat(),
        fc.boolean(),
        significant,
        (input, { picked, direction, indent }, at, remove, char) => {
          const valid = JSON.stringify(input, null, indent);
          const i = at % (valid.length + 1);
          const text = remove
            ? valid.slice(0, i) + valid.slice(i + 1)
            : valid.slice(0, i) + char + valid.slice(i);
          const plan = compileBodyPlan(picked, direction)!;
          const wasm = rewriteWithWasm(text, plan);
          if (wasm !== undefined) expect(wasm).toEqual(rewriteWithTypeScript(text, plan));
        },
      ),
      { numRuns: 1500 },
    );
  });
});
