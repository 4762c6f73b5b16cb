import { describe, expect, it } from 'vitest';
import { isPlaceholderBase } from '../../src/project/placeholder-base.js';

describe('placeholder bases', () => {
  it('an origin with no path on a host reserved for examples only parses a relative path', () => {
    for (const base of [
      'https://example.com',
      'https://example.com/',
      'http://example.org',
      'https://svc.example',
    ])
      expect(isPlaceholderBase(base), base).toBe(true);
  });

  it('a host of its own, a path, a query or a relative base is a real base', () => {
    for (const base of [
      'https://api.example.com',
      'https://example.com/api/v4',
      'https://example.com/?x=1',
      'https://compliance.acme-corp.example.net',
      '/api/v4',
      'not a url',
    ])
      expect(isPlaceholderBase(base), base).toBe(false);
  });
});
