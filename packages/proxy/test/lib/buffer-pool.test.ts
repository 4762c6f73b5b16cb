import { describe, expect, it } from 'vitest';
import { BufferPool } from '../../src/lib/buffer-pool.js';

describe('BufferPool', () => {
  it('hands out the start of a slab, and the same slab again once it is given back', () => {
    const pool = new BufferPool(1024, 2);
    const first = pool.take(100);
    expect(first.length).toBe(100);
    const second = pool.take(200);
    expect(second.buffer).not.toBe(first.buffer); // the first is still in use
    pool.give(first);
    expect(pool.take(300).buffer).toBe(first.buffer);
  });

  it('gives bodies larger than a slab a buffer of their own, and keeps nothing it did not hand out', () => {
    const pool = new BufferPool(1024, 2);
    const big = pool.take(5000);
    expect(big.length).toBe(5000);
    pool.give(big);
    pool.give(Buffer.alloc(1024));
    expect(pool.take(10).buffer).not.toBe(big.buffer);
  });

  it('keeps at most maxFree idle slabs', () => {
    const pool = new BufferPool(1024, 1);
    const a = pool.take(1);
    const b = pool.take(1);
    pool.give(a);
    pool.give(b); // over the limit: dropped
    expect(pool.take(1).buffer).toBe(a.buffer);
    expect(pool.take(1).buffer).not.toBe(b.buffer);
  });
});
