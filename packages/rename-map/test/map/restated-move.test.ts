import { describe, expect, it } from 'vitest';
import { createTranslator, MapConflictError } from '../../src/index.js';
import { change, mapWith } from '../helpers.js';

/** An overlay's statement of the update's move, with the tenant's own body field. */
const restated = (id: string, bodyField: string) =>
  change(id, 5, {
    kind: 'endpoint.moved',
    from: { method: 'PUT', path: '/notificationProfiles/update' },
    to: { method: 'PUT', path: '/notificationProfiles/{id}' },
    move: { bodyField, pathParam: 'id' },
  });

describe('an overlay restating a built-in endpoint move', () => {
  it('takes the built-in entry’s place, so the id travels under the tenant’s body field both ways', () => {
    const map = mapWith([restated('v5.tenant.update-id', 'profileKey')]);
    const moves = map.changes.filter((c) => c.kind === 'endpoint.moved');
    expect(moves.map((c) => c.id)).toEqual(['v5.tenant.update-id']);

    const forward = createTranslator(map, 4, 5).request({
      method: 'PUT',
      path: '/notificationProfiles/update',
      body: '{"profileKey":12,"name":"x"}',
    });
    expect(forward).toMatchObject({ path: '/notificationProfiles/12', body: '{"name":"x"}' });
    const backward = createTranslator(map, 5, 4).request({
      method: 'PUT',
      path: '/notificationProfiles/12',
      body: '{"name":"x"}',
    });
    expect(JSON.parse(backward.body!)).toEqual({ profileKey: 12, name: 'x' });
  });

  it('still conflicts with another overlay that restates it too', () => {
    expect(() =>
      mapWith([restated('v5.tenant.update-id', 'profileKey'), restated('v5.other.update-id', 'key')]),
    ).toThrow(MapConflictError);
  });
});
