import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';

const SOURCE = [
  'export interface ProfileRow { profileId: number; assignedUserId: number | null }',
  '// a wrapper whose base is written into its template: not one the codemod reads as a request',
  'async function getJson<T>(path: string): Promise<T> {',
  '  const res = await fetch(`/portal${path}`);',
  '  return (await res.json()) as T;',
  '}',
  'export async function owners(): Promise<(number | null)[]> {',
  "  const page = await getJson<{ data: ProfileRow[] }>('/profiles/search?searchText=fire');",
  '  return page.data.map((p) => p.assignedUserId);',
  '}',
  'export async function forms(): Promise<unknown> {',
  "  return getJson('/items/mytestforms');",
  '}',
  '',
].join('\n');

describe('an API path given to a call the codemod cannot read as a request', () => {
  it('is rewritten with a TODO naming what the endpoint renames, so the call is never left half migrated', async () => {
    const { dir, cleanup } = await tempDir('unread-call-');
    try {
      await mkdir(join(dir, 'src'));
      await writeFile(join(dir, 'src/api.ts'), SOURCE);
      const report = await runCodemod({
        paths: [join(dir, 'src')],
        from: 5,
        to: 6,
        map: await loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]),
        cwd: dir,
        allowDirty: true,
        types: false,
      });
      const text = await readFile(join(dir, 'src/api.ts'), 'utf8');
      expect(text).toContain(
        "  // TODO(compliance-migrate): this endpoint has renamed query parameters (searchText → keyword), response fields or values (data[].assignedUserId → assignedUserIds, data[].isDeleted removed); getJson(…) is not a request the codemod can read: check the query and body it sends and the code reading its response — see sandbox.yaml (change v6.sandbox.profiles-search.assigned-users)\n  const page = await getJson<{ data: ProfileRow[] }>('/profiles/search?keyword=fire');",
      );
      // an endpoint with nothing renamed in v6 needs no TODO
      expect(text).toContain("  return getJson('/items/mytestforms');");
      expect(report.todos).toHaveLength(1);
    } finally {
      await cleanup();
    }
  });
});
