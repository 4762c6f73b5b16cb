import { describe, expect, it } from 'vitest';
import { createChangeMap } from '../../src/map/change-map.js';
import { endpointSuggester, unknownEndpointHint } from '../../src/map/endpoint-hint.js';

describe('unknownEndpointHint', () => {
  const map = createChangeMap();

  it('is undefined for an endpoint of that version, templates matching concrete ids', () => {
    expect(unknownEndpointHint(map, 'GET /records', 4)).toBeUndefined();
    expect(unknownEndpointHint(map, 'GET /items/12/answer', 5)).toBeUndefined();
  });

  it('names the nearest endpoint of a misspelt one, and the version name of another version’s', () => {
    expect(unknownEndpointHint(map, 'GET /record', 4)).toMatch(
      /^GET \/record does not exist in v4; did you mean GET \/records\?/,
    );
    expect(unknownEndpointHint(map, 'GET /records', 6)).toMatch(
      /^GET \/records does not exist in v6: it is the v\d name of GET \/categories/,
    );
  });
});

describe('endpointSuggester', () => {
  const suggest = endpointSuggester(createChangeMap());

  it('names the endpoint a misspelt request meant, its ids read as any id', () => {
    expect(suggest('GET /recrods', 4)).toBe('GET /records');
    expect(suggest('GET /items/4711/answr', 5)).toBe('GET /items/{itemid}/answer');
  });

  it('says nothing of a known endpoint, nor of a path far from every one (the service’s own)', () => {
    expect(suggest('GET /items/12/answer', 5)).toBeUndefined();
    expect(suggest('GET /warehouse/pallets', 4)).toBeUndefined();
    expect(suggest('DELETE /records', 4)).toBeUndefined();
  });
});
