import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched } from '../helpers.js';

/**
 * A client instance called as a function (`const api = $fetch.create({ baseURL }); api(path, { method, body })`):
 * its calls are this API's requests, their method and body read from fetch's options. The look-alike is another
 * service's client built and called the same way, with a path this API also has (`/records`): nothing changes.
 */
const files: Record<string, string> = {
  'src/client.ts': [
    'declare const $fetch: { create(o: { baseURL: string }): (p: string, o?: object) => Promise<unknown> };',
    "export const api = $fetch.create({ baseURL: 'https://compliance.example.com/api' });",
    '',
  ].join('\n'),
  'src/save.ts': [
    "import { api } from './client';",
    'export function save(id: number, recordIds: number[]) {',
    "  return api('/notificationProfiles/update', { method: 'PUT', body: { id, recordIds, name: 'n' } });",
    '}',
    "export const created = api('/records', { method: 'POST', body: { recordName: 'Fire safety' } });",
    '',
  ].join('\n'),
  // another service's client, built the same way: its `/records` are that service's
  'src/maps-client.ts': [
    'declare const $fetch: { create(o: { baseURL: string }): (p: string, o?: object) => Promise<unknown> };',
    "const maps = $fetch.create({ baseURL: 'https://maps.example.org/v2' });",
    "export const saved = maps('/records', { method: 'POST', body: { recordName: 'kept' } });",
    '',
  ].join('\n'),
};

describe('a client instance called as a function ($fetch.create, ky, axios instances)', () => {
  it('migrates its calls with their method and body; the same client of another service is left', () =>
    expectLookAlikesUntouched(
      'callable-client-',
      files,
      ['src/maps-client.ts'],
      { from: 4, to: 6 },
      async (dir) => {
        const saved = await readFile(join(dir, 'src/save.ts'), 'utf8');
        expect(saved).toContain(
          "api('/categories', { method: 'POST', body: { categoryName: 'Fire safety' } })",
        );
        expect(saved).toContain(
          "api(`/notificationProfiles/${id}`, { method: 'PUT', body: { categoryIds: recordIds, name: 'n' } })",
        );
      },
    ));
});
