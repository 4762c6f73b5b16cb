import { describe, expect, it } from 'vitest';
import { baseCandidates } from '../../src/api/url.js';

const rules = { apiHosts: [], basePaths: ['/api'] };

describe('baseCandidates', () => {
  it('offers a version prefix of the run (from … to) as a base', () => {
    expect(baseCandidates('/api/v4/records', rules, { from: 4, to: 6 })).toContainEqual({
      base: '/api/v4',
      path: '/records',
    });
    expect(baseCandidates('/v6/categories', rules, { from: 4, to: 6 })).toContainEqual({
      base: '/v6',
      path: '/categories',
    });
  });

  it("does not offer a version this API is not migrated from or to (another service's /v1/records)", () => {
    expect(baseCandidates('/v1/records', rules, { from: 4, to: 6 })).toEqual([
      { base: '', path: '/v1/records' },
    ]);
    expect(baseCandidates('/audit/v2/records', rules, { from: 4, to: 6 })).toEqual([
      { base: '', path: '/audit/v2/records' },
    ]);
  });

  it('keeps a base path the user gave, whatever version it names, and any version without a run', () => {
    expect(
      baseCandidates('/gw/v1/records', { apiHosts: [], basePaths: ['/gw/v1'] }, { from: 4, to: 6 }),
    ).toContainEqual({ base: '/gw/v1', path: '/records' });
    expect(baseCandidates('/v1/records', rules)).toContainEqual({ base: '/v1', path: '/records' });
  });
});
