import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { ApiIndex } from '../../src/api/api-index.js';
import { marker } from '../../src/api/markers.js';

const index = new ApiIndex(await loadChangeMap([]), 4, 6, { apiHosts: [], basePaths: ['/api'] });

/** What an endpoint's resolution says the path gives its parameters (`api/api-index.ts`, `params`). */
describe('the path parameters of a resolution (api/api-index.ts)', () => {
  it('gives the expression that fills a parameter, or the literal segment that does', () => {
    const item = index.resolve(`/items/${marker(0)}`, 'GET');
    expect(item.kind === 'endpoint' && item.params).toEqual([marker(0)]);
    // `/profiles/scheduled` read as GET /profiles/{profileId}: a literal fills the parameter
    const scheduled = index.resolve('/profiles/scheduled', 'GET');
    expect(scheduled.kind === 'endpoint' && scheduled.params).toEqual(['scheduled']);
    const search = index.resolve('/profiles/search', 'GET');
    expect(search.kind === 'endpoint' && search.params).toEqual([]);
  });
});
