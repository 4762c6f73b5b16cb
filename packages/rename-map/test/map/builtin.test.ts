import { describe, expect, it } from 'vitest';
import { builtinMap, createChangeMap, createTranslator, type Change } from '../../src/index.js';

const map = createChangeMap();
const endpointChanges = builtinMap().filter(
  (c): c is Extract<Change, { kind: 'endpoint.renamed' | 'endpoint.moved' }> =>
    c.kind === 'endpoint.renamed' || c.kind === 'endpoint.moved',
);
const pairs = endpointChanges.map((c) => `${c.from.method} ${c.from.path} -> ${c.to.method} ${c.to.path}`);

describe('built-in map', () => {
  it('renames every Record and Type endpoint of §4.1 to Category and Sub Category', () => {
    for (const [old, renamed] of [
      ['records', 'categories'],
      ['types', 'subcategories'],
    ]) {
      expect(pairs).toEqual(
        expect.arrayContaining([
          `GET /${old} -> GET /${renamed}`,
          `POST /${old} -> POST /${renamed}`,
          `PUT /${old}/{id} -> PUT /${renamed}/{id}`,
          `PUT /${old}/{id}/archive -> PUT /${renamed}/{id}/archive`,
          `PUT /${old}/{id}/restore -> PUT /${renamed}/{id}/restore`,
        ]),
      );
    }
  });

  it('moves notification profile create and update, the update taking its id from the body', () => {
    expect(pairs).toContain('POST /notificationProfiles/add -> POST /notificationProfiles');
    const moved = endpointChanges.find((c) => c.kind === 'endpoint.moved');
    expect(moved).toMatchObject({
      from: { method: 'PUT', path: '/notificationProfiles/update' },
      to: { method: 'PUT', path: '/notificationProfiles/{id}' },
      move: { bodyField: 'id', pathParam: 'id' },
    });
  });

  it('lower-cases the two item exports in v6 but not the non-compliance export', () => {
    const v6 = endpointChanges.filter((c) => c.since === 6).map((c) => `${c.from.path} -> ${c.to.path}`);
    expect(v6.sort()).toEqual([
      '/items/exportToExcel -> /items/exporttoexcel',
      '/profiles/items/exportToExcel -> /profiles/items/exporttoexcel',
    ]);
    const t = createTranslator(map, 5, 6);
    expect(t.request({ method: 'GET', path: '/nonCompliance/exportToExcel' }).path).toBe(
      '/nonCompliance/exportToExcel',
    );
    expect(t.request({ method: 'GET', path: '/items/exportToExcel' }).path).toBe('/items/exporttoexcel');
  });

  it('records the resource renames', () => {
    const resources = builtinMap().filter((c) => c.kind === 'resource.renamed');
    expect(
      resources.map((c) => c.kind === 'resource.renamed' && `${c.from.singular}->${c.to.singular}`),
    ).toEqual(['Record->Category', 'Type->Sub Category']);
  });

  it('marks every documented-but-unnamed change of §4.1 as a gap for its endpoint and version', () => {
    const gaps = builtinMap().filter((c) => c.kind === 'gap.unnamed');
    const keys = gaps.map((g) => g.kind === 'gap.unnamed' && `v${g.since} ${g.endpoint} ${g.what}`);
    for (const expected of [
      'v5 GET /profiles/simpleList query',
      'v5 GET /profiles/search response',
      'v5 GET /items/answer headerId',
      'v5 GET /itemHistories/{itemHistoryId}/answer headerId',
      'v5 POST /notificationProfiles request',
      'v6 GET /profiles/search query',
      'v6 POST /profiles/scheduled request',
      'v6 PUT /profiles/{id}/schedulesetting request',
      'v6 POST /hazards/complianceItem/bulk request',
      'v6 POST /hazards/complianceProfile request',
      'v6 GET /items/exporttoexcel query',
    ]) {
      expect(keys).toContain(expected);
    }
    expect(keys.filter((k) => k === 'v6 POST /profiles/scheduled request')).toHaveLength(2);
  });

  it('cites the spec for every entry and keeps ids unique', () => {
    const all = builtinMap();
    expect(all.every((c) => c.source?.startsWith('spec §'))).toBe(true);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
  });
});
