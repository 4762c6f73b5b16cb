import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched } from '../helpers.js';

/**
 * A Nuxt app's composables, called with no import statement (Nuxt auto-imports `composables/` and `utils/`): the
 * client a composable returns is followed to its calls. The control calls this API's client through
 * `useComplianceApi()`; the look-alike calls another service's client, built the same way in another composable,
 * with a path this API also has: followed, it is that service's, and nothing in it changes.
 */
const declared =
  'declare const $fetch: { create(o: { baseURL: string }): (p: string, o?: object) => Promise<unknown> };';
const files: Record<string, string> = {
  'src/nuxt.config.ts': 'export default {};\n',
  'src/composables/useComplianceApi.ts': [
    declared,
    'export function useComplianceApi() {',
    "  return $fetch.create({ baseURL: 'https://compliance.example.com/api' });",
    '}',
    'export const profiles = () => useComplianceApi()(`/notificationProfiles/add`, { method: "POST" });',
    '',
  ].join('\n'),
  'src/composables/useMaps.ts': [
    declared,
    "export default () => $fetch.create({ baseURL: 'https://maps.example.org/v2' });",
    '',
  ].join('\n'),
  'src/pages/records.ts': [
    'const api = useComplianceApi();',
    "export const created = api('/records', { method: 'POST', body: { recordName: 'Fire safety' } });",
    '',
  ].join('\n'),
  'src/pages/maps.ts': [
    'const maps = useMaps();',
    "export const pinned = maps('/records', { method: 'POST', body: { recordName: 'kept' } });",
    '',
  ].join('\n'),
};

describe("a Nuxt app's auto-imported composables", () => {
  it('follows a composable called without import to the client it returns; another service is left', () =>
    expectLookAlikesUntouched(
      'auto-imports-',
      files,
      ['src/pages/maps.ts'],
      { from: 4, to: 6 },
      async (dir) => {
        const page = await readFile(join(dir, 'src/pages/records.ts'), 'utf8');
        expect(page).toContain(
          "api('/categories', { method: 'POST', body: { categoryName: 'Fire safety' } })",
        );
      },
    ));
});
