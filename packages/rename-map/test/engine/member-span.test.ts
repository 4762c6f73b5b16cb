import { describe, expect, it } from 'vitest';
import { findMember, nestsDeeperThan } from '../../src/engine/member-span.js';

describe('findMember', () => {
  it('takes a member out wherever it is, keeping every other byte', () => {
    expect(findMember('{"id":1,"a":1.0000000000000001}', 'id')).toEqual({
      value: '1',
      without: '{"a":1.0000000000000001}',
    });
    expect(findMember('{ "a" : 1E400 , "id" : "x" }', 'id')).toEqual({
      value: '"x"',
      without: '{ "a" : 1E400 }',
    });
    expect(findMember('{"a":1,"id":2,"b":[]}', 'id')?.without).toBe('{"a":1,"b":[]}');
    expect(findMember('{"id":12345678901234567890}', 'id')).toEqual({
      value: '12345678901234567890',
      without: '{}',
    });
    expect(findMember('{"\\u0069d":3}', 'id')?.value).toBe('3');
  });

  it('returns undefined when absent and throws on text that is not one object or names the key twice', () => {
    expect(findMember('{"a":1}', 'id')).toBeUndefined();
    expect(() => findMember('[1]', 'id')).toThrow();
    expect(() => findMember('{"id":1', 'id')).toThrow();
    expect(() => findMember('{"id":1} x', 'id')).toThrow();
    expect(() => findMember('{"id":1,"id":2}', 'id')).toThrow(/twice/);
  });

  it('measures nesting without recursion, ignoring brackets in strings', () => {
    const deep = '['.repeat(6000) + ']'.repeat(6000);
    expect(nestsDeeperThan(deep, 256)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[\\"[[["}', 2)).toBe(false);
  });
});
