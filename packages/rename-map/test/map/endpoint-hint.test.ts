import { describe, expect, it } from 'vitest';
import { createChangeMap } from '../../src/map/change-map.js';
import { unknownEndpointHint } from '../../src/map/endpoint-hint.js';

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
