import { describe, expect, it } from 'vitest';
import { closest, editDistance } from '../../src/settings/closest.js';
import { describeUnknownKey, unknownKeys } from '../../src/settings/unknown-keys.js';

describe('closest', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('listen', 'listen')).toBe(0);
    expect(editDistance('lisen', 'listen')).toBe(1);
    expect(editDistance('listenn', 'listen')).toBe(1);
    expect(editDistance('lesten', 'listen')).toBe(1);
    expect(editDistance('litsen', 'listen')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('suggests the nearest key when it is close enough to be a typo, ignoring case, and nothing otherwise', () => {
    const keys = ['upstream', 'upstreamVersion', 'clientVersion', 'listen'];
    expect(closest('upstreamVerison', keys)).toBe('upstreamVersion');
    expect(closest('upstream_version', keys)).toBe('upstreamVersion');
    expect(closest('UPSTREAM', keys)).toBe('upstream');
    expect(closest('clientversion', keys)).toBe('clientVersion');
    expect(closest('port', keys)).toBeUndefined();
    expect(closest('colour', keys)).toBeUndefined();
  });
});

describe('unknownKeys', () => {
  const shape = { upstream: true, limits: { maxRequestBody: true, upstreamTimeout: true } } as const;

  it('names unknown keys at every level with the closest valid key, and leaves known ones alone', () => {
    expect(unknownKeys({ upstream: 'x', limits: { maxRequestBody: 1 } }, shape)).toEqual([]);
    const found = unknownKeys({ upstreem: 'x', limits: { upstreamTimout: 1, other: 2 } }, shape);
    expect(found).toEqual([
      { path: 'upstreem', suggestion: 'upstream', valid: ['upstream', 'limits'] },
      {
        path: 'limits.upstreamTimout',
        suggestion: 'limits.upstreamTimeout',
        valid: ['maxRequestBody', 'upstreamTimeout'],
      },
      { path: 'limits.other', suggestion: undefined, valid: ['maxRequestBody', 'upstreamTimeout'] },
    ]);
    expect(found.map(describeUnknownKey)).toEqual([
      'unknown setting "upstreem"; did you mean "upstream"? Valid here: upstream, limits.',
      'unknown setting "limits.upstreamTimout"; did you mean "limits.upstreamTimeout"? Valid here: maxRequestBody, upstreamTimeout.',
      'unknown setting "limits.other". Valid here: maxRequestBody, upstreamTimeout.',
    ]);
  });

  it('does not mistake inherited names for keys', () => {
    expect(
      unknownKeys(JSON.parse('{"constructor": 1, "toString": 2}') as Record<string, unknown>, shape),
    ).toHaveLength(2);
  });
});
