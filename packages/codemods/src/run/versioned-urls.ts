import { quotedStrings, versionBasePattern, type VersionBase } from './version-bases.js';

/** The method before a URL in a key naming a request (`"GET /api/v4/categories"`). */
const REQUEST_KEY = /^(?:GET|POST|PUT|PATCH|DELETE|HEAD) (?=\/)/;

/**
 * Endpoint URLs written whole under the old version's segment (`'/api/v4/categories?typeId=3'`,
 * `` `https://api.example.com/v4/items/${id}` ``), with 1-based line and column: their path is migrated but their
 * version segment is left, as a base's is (the spec does not say how a version is selected), so the summary lists
 * each for a person rather than leave a half-migrated URL silent. A base ending in the segment and an end-to-end
 * glob are `version-bases.ts`'s.
 */
export function versionedUrls(file: string, text: string, from: number): VersionBase[] {
  const endpoint = new RegExp(`^(?:[a-z][a-z0-9+.-]*:)?(?://[^/\\s]+)?(?:/[\\w.-]+)*/v${from}/[\\w.$-]`, 'i');
  const base = versionBasePattern(from);
  const out: VersionBase[] = [];
  for (const { content: written, line, column } of quotedStrings(text)) {
    // a test's stub keyed by its request (`"GET /api/v4/categories"`): the URL after the method
    const content = written.replace(REQUEST_KEY, '');
    if (!endpoint.test(content) || base.test(content)) continue;
    out.push({ file, line, column, text: content.slice(0, 80) });
  }
  return out;
}
