import { describe, expect, it } from 'vitest';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { ApiIndex } from '../../src/index.js';

// the built-in map alone: the endpoints the spec names, no overlay
const index = new ApiIndex(await loadChangeMap([]), 4, 6, { apiHosts: [], basePaths: ['/api'] });

describe('a URL whose method the code does not show', () => {
  it('is read as the endpoint its literal segments name, not as another method with a parameter there', () => {
    const scheduled = index.resolve('/profiles/scheduled', undefined);
    expect(scheduled.kind).toBe('endpoint');
    if (scheduled.kind !== 'endpoint') return;
    expect(scheduled.gaps.map((g) => g.endpoint)).toContain('POST /profiles/scheduled');
    expect(scheduled.gaps.map((g) => g.endpoint)).not.toContain('GET /profiles/{profileId}');
  });

  it('is still read as GET when the parameter is an expression', () => {
    const one = index.resolve('/profiles/\uE0000\uE000', undefined);
    expect(one.kind).toBe('endpoint');
    if (one.kind !== 'endpoint') return;
    expect(one.gaps.map((g) => g.endpoint)).toContain('GET /profiles/{profileId}');
  });
});
