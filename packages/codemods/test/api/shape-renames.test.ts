import { describe, expect, it } from 'vitest';
import { marker } from '../../src/api/markers.js';
import { sharedPrefixRename } from '../../src/api/shape-renames.js';
import { migrateSmallProject, sandboxMap } from '../helpers.js';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

async function changes4to6() {
  return (await sandboxMap()).changes.filter((c) => c.since > 4 && c.since <= 6);
}

describe('a path with unread segments whose every endpoint renames the same prefix', () => {
  it('takes the renamed prefix: PUT /records/{…}/{…} may be archive or restore, both under /categories', async () => {
    const path = `/records/${marker(0)}/${marker(1)}`;
    const shared = sharedPrefixRename(await changes4to6(), 'PUT', path);
    expect(shared?.path).toBe(`/categories/${marker(0)}/${marker(1)}`);
    expect(shared?.ids.sort()).toEqual([
      'v5.endpoint.archive-records-to-categories',
      'v5.endpoint.restore-records-to-categories',
    ]);
  });

  it('is none when no renamed endpoint has the method and shape, or one of them moves', async () => {
    const changes = await changes4to6();
    expect(sharedPrefixRename(changes, 'GET', `/records/${marker(0)}/${marker(1)}`)).toBeUndefined();
    expect(
      sharedPrefixRename(changes, 'PUT', `/records/${marker(0)}/${marker(1)}/${marker(2)}`),
    ).toBeUndefined();
    // PUT /notificationProfiles/update moved its id into the path: not a prefix rename
    expect(sharedPrefixRename(changes, 'PUT', `/notificationProfiles/${marker(0)}`)).toBeUndefined();
  });

  it('rewrites a call written another way (a conditional inside the template) and leaves the segments', async () => {
    await migrateSmallProject(
      'shape-renames-',
      {
        'src/types.js': [
          'export function setTypeArchived(id, archived) {',
          "  return fetch(`/api/v4/types/${id}/${archived ? 'archive' : 'restore'}`, { method: 'PUT' });",
          '}',
          'export function readTypeThing(id, what) {',
          '  return fetch(`/api/v4/types/${id}/${what}`);',
          '}',
          '',
        ].join('\n'),
      },
      { from: 4, to: 6, typecheck: false },
      async (dir) => {
        const out = await readFile(join(dir, 'src/types.js'), 'utf8');
        expect(out).toContain(
          "fetch(`/api/v4/subcategories/${id}/${archived ? 'archive' : 'restore'}`, { method: 'PUT' })",
        );
        // a GET of that shape names no endpoint: left, with its TODO
        expect(out).toContain('fetch(`/api/v4/types/${id}/${what}`)');
        expect(out).toMatch(/TODO\(compliance-migrate\): \/types\/\{…\}\/\{…\} starts with \/types/);
      },
    );
  });
});
