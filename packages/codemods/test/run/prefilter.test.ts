import { describe, expect, it } from 'vitest';
import { ApiIndex } from '../../src/api/api-index.js';
import { remainingPattern } from '../../src/run/prefilter.js';
import { testMap } from '../helpers.js';

/**
 * The closing scan's pattern of old paths: a path written in a regular expression, its slashes escaped as a test's
 * `toMatch(/\/notificationProfiles\/add$/)` writes them, is the same old path as the string.
 */
const index = new ApiIndex(await testMap(), 4, 6, { apiHosts: [], basePaths: ['/api'] });
const hits = (text: string): string[] => [...text.matchAll(remainingPattern(index)!)].map((m) => m[0]);

describe('the pattern of old paths left', () => {
  it('finds a moved path written with escaped slashes, as in a string', () => {
    expect(hits(String.raw`expect(url).toMatch(/\/notificationProfiles\/update$/)`)).toEqual([
      String.raw`/notificationProfiles\/update`,
    ]);
    expect(hits("fetch('/notificationProfiles/add', init)")).toEqual(['/notificationProfiles/add']);
  });

  it('still needs the whole path: a longer segment or another word is not an old path', () => {
    expect(hits(String.raw`toMatch(/\/notificationProfiles\/addresses$/)`)).toEqual([]);
    expect(hits(String.raw`toMatch(/\/notificationProfiles\/9$/)`)).toEqual([]);
    expect(hits("navigate('./records-archive')")).toEqual([]);
  });
});
