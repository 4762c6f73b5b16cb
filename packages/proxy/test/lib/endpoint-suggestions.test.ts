import { createChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { EndpointSuggestions } from '../../src/lib/endpoint-suggestions.js';

describe('EndpointSuggestions', () => {
  const map = createChangeMap();

  it('names the endpoint a misspelt request meant, and nothing for a known or far one', () => {
    const suggestions = new EndpointSuggestions(map);
    expect(suggestions.meant('GET', '/recrods', 4)).toBe('GET /records');
    expect(suggestions.meant('GET', '/records', 4)).toBeUndefined();
    expect(suggestions.meant('GET', '/warehouse/pallets', 4)).toBeUndefined();
    expect(
      suggestions.meant('GET', `/recrods${'x'.repeat(300)}`, 4),
      'a long path is not searched',
    ).toBeUndefined();
  });

  it('rations new searches on its clock, and answers a request it has seen without one', () => {
    let now = 0;
    const suggestions = new EndpointSuggestions(map, { perSecond: 2, cacheSize: 2, now: () => now });
    expect(suggestions.meant('GET', '/recrods', 4)).toBe('GET /records');
    expect(suggestions.meant('GET', '/categoris', 6)).toBe('GET /categories');
    expect(suggestions.meant('GET', '/tyeps', 4), 'the ration is spent').toBeUndefined();
    expect(suggestions.meant('GET', '/categoris', 6), 'seen: no search needed').toBe('GET /categories');
    expect(suggestions.meant('GET', '/pallets/1', 4), 'the ration is spent').toBeUndefined();
    now += 500; // half a second: one search more
    expect(suggestions.meant('GET', '/tyeps', 4)).toBe('GET /types');
    expect(suggestions.meant('GET', '/recrods', 4), 'the oldest answer made room').toBeUndefined();
    now += 10_000;
    expect(suggestions.meant('GET', '/pallets/1', 4)).toBeUndefined();
    expect(suggestions.meant('GET', '/itmes/7/answer', 4)).toBe('GET /items/{itemid}/answer');
    expect(
      suggestions.meant('GET', '/pallets/2', 4),
      'another id of a path seen, the ration spent',
    ).toBeUndefined();
    expect(suggestions.meant('GET', '/itmes/8/answer', 4), 'another id: the answer known').toBe(
      'GET /items/{itemid}/answer',
    );
  });
});
