import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundlerTsconfig, migrateInstalledProject } from './installed-project.js';

/**
 * An io-ts entry whose field became a list (`types/schema-entry.ts`): `t.union([t.null, t.number])`, the nullable
 * written null first, becomes `t.array(t.number)` (an empty list says "none"). Written unlike the fp-ts trial: the profile search row, a Promise-returning wrapper that decodes with
 * `codec.is`, the path written as a string. A read of the field takes the list's first element, with the TODO every
 * such read gets.
 */
const files: Record<string, string> = {
  'tsconfig.json': bundlerTsconfig,
  'src/profiles.ts': [
    "import * as t from 'io-ts';",
    "const API = 'https://compliance.example.com/api/v4';",
    'async function getJson<C extends t.Mixed>(codec: C, url: string): Promise<t.TypeOf<C>> {',
    '  const body: unknown = await (await fetch(API + url)).json();',
    "  if (!codec.is(body)) throw new Error('unexpected body');",
    '  return body;',
    '}',
    'const Row = t.type({ profileId: t.number, assignedUserId: t.union([t.null, t.number]) });',
    'const Page = t.type({ data: t.array(Row) });',
    'export const assignees = async () =>',
    "  (await getJson(Page, '/profiles/search?page=1')).data.map((row) => row.assignedUserId);",
    "export const forms = () => getJson(t.unknown, '/items/mytestforms');",
    '',
  ].join('\n'),
};

describe('an io-ts entry whose field became a list', () => {
  it('becomes t.array of its non-null type, with its reads renamed', async () => {
    await migrateInstalledProject('io-ts-list-entry-', files, async (dir, report, again) => {
      const text = await readFile(join(dir, 'src/profiles.ts'), 'utf8');
      expect(text).toContain('t.type({ profileId: t.number, assignedUserIds: t.array(t.number) })');
      expect(text).toContain('.data.map((row) => row.assignedUserIds[0])');
      expect(report.typeErrors).toEqual([]);
      expect((await again()).summary.changed).toBe(0);
    });
  }, 120_000);
});
