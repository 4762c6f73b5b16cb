import { describe, expect, it } from 'vitest';
import { fill, holderAt, idOf, sent } from '../../src/infer/write-records.js';

describe('records of the write probes (map infer --allow-writes)', () => {
  it('finds a created record’s own id at the top or under one wrapping object', () => {
    expect(idOf({ orchardId: 12, name: 'North' }, 'orchards')).toBe('12');
    expect(idOf({ data: { id: 'a-7', name: 'North' } }, 'orchards')).toBe('a-7');
    // another record's id is not this one's
    expect(idOf({ gardenerId: 3 }, 'orchards')).toBeUndefined();
    expect(idOf([{ id: 1 }], 'orchards')).toBeUndefined();
  });

  it('fills a path template’s parameter, encoded', () => {
    expect(fill('/orchards/{orchardId}/trees', 'a b')).toBe('/orchards/a%20b/trees');
    expect(fill('/orchards', undefined)).toBe('/orchards');
  });

  it('reaches the object at a dotted place, and nothing through a list or a value', () => {
    const body = { setup: { plan: { every: 2 } }, rows: [{ a: 1 }], n: 1 };
    expect(holderAt(body, '')).toBe(body);
    expect(holderAt(body, 'setup.plan')).toEqual({ every: 2 });
    expect(holderAt(body, 'rows')).toBeUndefined();
    expect(holderAt(body, 'n.x')).toBeUndefined();
  });

  it('dates a write’s answers by the record an update was sent to, or the one each create made', () => {
    const created = sent(
      'POST',
      '/orchards',
      [
        { status: 201, body: { id: 5 } },
        { status: 201, body: { id: 6 } },
      ],
      undefined,
    );
    expect(created.ids).toEqual(['5', '6']);
    const updated = sent(
      'PUT',
      '/orchards/9',
      [
        { status: 200, body: { id: 9 } },
        { status: 200, body: {} },
      ],
      '9',
    );
    expect(updated).toEqual({
      method: 'PUT',
      path: '/orchards/9',
      answers: [{ id: 9 }, {}],
      ids: ['9', '9'],
    });
  });
});
