import { describe, expect, it } from 'vitest';
import { JsonScanner, JsonSyntaxError } from '../../src/engine/json-scanner.js';

/** Where the value at the start of `text` ends, by the scanner. */
const endOf = (text: string) => new JsonScanner(text).skip(0);

describe('JsonScanner', () => {
  it('finds the end of every kind of value without building it', () => {
    for (const value of [
      '"a\\"b\\\\"',
      '0',
      '-0.5e+10',
      '123',
      'true',
      'false',
      'null',
      '[]',
      '{}',
      '[ 1 , [ true , { "k" : "v" } ] ]',
      '{"a":{"b":[1,2,{"c":null}]},"d":"}"}',
    ]) {
      expect(endOf(`${value} tail`), value).toBe(value.length);
    }
  });

  it('rejects what JSON does not allow, wherever it sits', () => {
    for (const text of [
      '[1 2]',
      '{"a" 1}',
      '{"a":}',
      '[1,]',
      '{,}',
      '1.',
      '-',
      '+1',
      'nul',
      'nulL',
      'tru',
      'trUe',
      'fals',
      'falsy',
      '[t]',
      '"open',
      '[[]',
      '{"a":1]',
    ]) {
      expect(() => new JsonScanner(text).skip(0), text).toThrow(JsonSyntaxError);
    }
  });

  it('ends a number where the grammar does: `01` is 0, then a stray 1 for the caller to reject', () => {
    expect(endOf('01')).toBe(1);
  });

  it('skips nesting of any depth without using the call stack', () => {
    const deep = `${'[{"a":'.repeat(20_000)}1${'}]'.repeat(20_000)}`;
    expect(endOf(deep)).toBe(deep.length);
  });
});
