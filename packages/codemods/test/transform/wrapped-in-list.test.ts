import { describe, expect, it } from 'vitest';
import { wrappedInList } from '../../src/transform/wrapped-in-list.js';

describe('a value written under a field that became a list', () => {
  it('is wrapped whole, or in the branch that is not absent', () => {
    expect(wrappedInList('userId')).toBe('[userId]');
    expect(wrappedInList('a ? b : undefined', { test: 'a', whenTrue: 'b', whenFalse: 'undefined' })).toBe(
      'a ? [b] : undefined',
    );
    // null is the empty list (the field's type is a list now, and the proxy translates null so)
    expect(
      wrappedInList('x == null ? null : +x', { test: 'x == null', whenTrue: 'null', whenFalse: '+x' }),
    ).toBe('x == null ? [] : [+x]');
    expect(
      wrappedInList('id ? Number(id) : null', { test: 'id', whenTrue: 'Number(id)', whenFalse: 'null' }),
    ).toBe('id ? [Number(id)] : []');
    // both present, or both absent: the value as a whole
    expect(wrappedInList('a ? b : c', { test: 'a', whenTrue: 'b', whenFalse: 'c' })).toBe('[a ? b : c]');
  });

  it('sends no list holding null for a name defaulted to absent: null is the empty list, undefined stays', () => {
    expect(wrappedInList('assignee ?? null')).toBe('assignee != null ? [assignee] : []');
    expect(wrappedInList('form.owner?.id ?? undefined')).toBe(
      'form.owner?.id != null ? [form.owner?.id] : undefined',
    );
    // a call is not evaluated twice, and a present default is a value: the whole is wrapped
    expect(wrappedInList('pick() ?? null')).toBe('[pick() ?? null]');
    expect(wrappedInList('assignee ?? me')).toBe('[assignee ?? me]');
  });

  it('writes an absent value alone as no list member: null as the empty list, undefined kept', () => {
    expect(wrappedInList('null')).toBe('[]');
    expect(wrappedInList(' undefined ')).toBe(' undefined ');
    expect(wrappedInList('void 0')).toBe('void 0');
    // a name that may hold null is a value: wrapped whole
    expect(wrappedInList('nobody')).toBe('[nobody]');
  });
});
