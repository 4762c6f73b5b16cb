import { describe, expect, it } from 'vitest';
import { baseCandidates, foreignVersion } from '../../src/api/url.js';
import { migrateSmallProject } from '../helpers.js';

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

describe('foreignVersion', () => {
  it("names a leading version segment outside the run's versions, another service's", () => {
    expect(foreignVersion('/v1/records', rules, { from: 4, to: 6 })).toBe('v1');
    expect(foreignVersion('/audit/v2/records', rules, { from: 4, to: 6 })).toBe('v2');
  });

  it("names none for the run's own versions, a path without one, or one the user's base path covers", () => {
    expect(foreignVersion('/api/v4/records', rules, { from: 4, to: 6 })).toBeUndefined();
    expect(foreignVersion('/records/v1', rules, { from: 4, to: 6 })).toBeUndefined();
    expect(foreignVersion('/records', rules, { from: 4, to: 6 })).toBeUndefined();
    expect(
      foreignVersion('/gw/v1/records', { apiHosts: [], basePaths: ['/gw/v1'] }, { from: 4, to: 6 }),
    ).toBeUndefined();
  });
});

describe("the closing scan on another service's /v1 paths", () => {
  it('counts them judged, not to look at, while an old path no pass read is still to look at', () =>
    migrateSmallProject(
      'foreign-version-',
      {
        'src/audit.ts': [
          'export const post = (kind: string) =>',
          "  fetch(`/audit/v1/records?source=${kind}`, { method: 'POST' });",
          '',
        ].join('\n'),
        'src/notes.ts': "// GET /records lists them\nexport const note = 'see the docs';\n",
      },
      { from: 4, to: 6, types: false },
      async (_dir, report) => {
        const left = report.remaining.map((r) => [r.file, r.left, r.why ?? '']);
        expect(left).toContainEqual([
          'src/audit.ts',
          'own',
          "another service's (its version segment v1 is none of this run's)",
        ]);
        expect(left.filter(([, how]) => how === 'look').map(([file]) => file)).toEqual(['src/notes.ts']);
      },
    ));
});
