import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { VersionPairs } from '../../src/lib/version-pair.js';

const overlay = new URL('../fixtures/overlay.yaml', import.meta.url).pathname;

describe('VersionPair.request', () => {
  it('gives a bodiless request the same translation each time, per method, path and query', async () => {
    const pair = new VersionPairs(await loadChangeMap([overlay]), 6).for(4);
    const first = pair.request('GET', '/records', 'pageSize=5', undefined);
    expect(first).toMatchObject({ path: '/categories', query: 'limit=5' });
    expect(pair.request('GET', '/records', 'pageSize=5', undefined)).toBe(first); // remembered
    expect(pair.request('GET', '/records', 'pageSize=9', undefined)).toMatchObject({ query: 'limit=9' });
    expect(pair.request('GET', '/records', '', undefined)).toMatchObject({ path: '/categories', query: '' });
    // A body is translated every time.
    const body = '{"recordName":"x"}';
    const withBody = pair.request('POST', '/records', '', body);
    expect(withBody.body).toBe('{"name":"x"}');
    expect(pair.request('POST', '/records', '', body)).not.toBe(withBody);
  });
});

describe('VersionPair.responseRoute', () => {
  it('comes with the request, so a remembered request needs no lookup for its response', async () => {
    const pairs = new VersionPairs(await loadChangeMap([overlay]), 6);
    const pair = pairs.for(4);
    const up = pair.request('GET', '/records', '', undefined);
    expect(up.response).toBe(pair.responseRoute('GET', '/categories'));
    expect(up.response.changes).toBe(true);
    expect(pair.request('GET', '/nonCompliance/search', '', undefined).response.changes).toBe(false);
    // Versions alike: nothing changes either way.
    const same = pairs.for(6).request('GET', '/categories', '', undefined);
    expect(same.response.changes).toBe(false);
    const body = Buffer.from('{"data":[{"name":"x"}]}');
    expect(same.response.bytes(body)!.body).toBe(body);
    expect(same.response.text('{"data":[]}').body).toBe('{"data":[]}');
  });
});
