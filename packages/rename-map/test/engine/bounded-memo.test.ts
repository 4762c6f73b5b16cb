import { describe, expect, it } from 'vitest';
import { BoundedMemo } from '../../src/engine/bounded-memo.js';

describe('BoundedMemo', () => {
  it('computes a key once, undefined included', () => {
    const memo = new BoundedMemo<number | undefined>(8);
    let calls = 0;
    const compute = (value: number | undefined) => () => (calls++, value);
    expect(memo.get('a', compute(1))).toBe(1);
    expect(memo.get('a', compute(2))).toBe(1);
    expect(memo.get('none', compute(undefined))).toBeUndefined();
    expect(memo.get('none', compute(3))).toBeUndefined();
    expect(calls).toBe(2);
  });

  it('empties itself when full, so keys with ids in them cannot grow it without bound', () => {
    const memo = new BoundedMemo<string>(2);
    memo.get('a', () => 'a');
    memo.get('b', () => 'b');
    memo.get('c', () => 'c'); // full: forgets a and b
    expect(memo.get('a', () => 'again')).toBe('again');
    expect(memo.get('c', () => 'not again')).toBe('c'); // kept since the last emptying
  });
});
