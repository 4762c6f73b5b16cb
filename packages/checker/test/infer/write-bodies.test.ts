import { describe, expect, it } from 'vitest';
import { mutated, readRows } from '../../src/infer/write-bodies.js';

describe('write bodies built from reads (map infer --allow-writes)', () => {
  it('takes the rows of a list, under a key or bare, without the record’s own id', () => {
    const page = { total: 2, data: [{ recordId: 1, recordName: 'Fire', typeId: 4 }, { recordId: 2 }] };
    expect(readRows(page, 'records')).toEqual([{ recordName: 'Fire', typeId: 4 }, {}]);
    expect(readRows([{ id: 3, label: 'x' }, 'not a row'], 'notificationProfiles')).toEqual([{ label: 'x' }]);
  });

  it('takes an item read’s answer, or its one wrapping object', () => {
    expect(readRows({ profileId: 7, title: 'Walk', setup: { freq: 'WEEKLY' } }, 'profiles')).toEqual([
      { title: 'Walk', setup: { freq: 'WEEKLY' } },
    ]);
    expect(readRows({ data: { id: 7, title: 'Walk' } }, 'profiles')).toEqual([{ title: 'Walk' }]);
    expect(readRows('text', 'profiles')).toEqual([]);
  });

  it('changes one field so that a version taking it answers differently, or leaves it out', () => {
    const body: Record<string, unknown> = { t: 'a', n: 2, f: true, o: { x: 1 }, l: [1], z: null };
    for (const key of Object.keys(body)) mutated(body, key);
    expect(body).toEqual({ t: 'a (probe)', n: 3, f: false });
  });
});
