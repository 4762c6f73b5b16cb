import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A `filter` of a removed field that was always false keeps everything and goes; a member that then only copies
 * what the spread before it holds (`data: page.data` after `...page`) goes with it, also among other members. The
 * look-alikes: a spread between the two (it may set `data`), and the app's own rows with a field of the same name.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/api.ts': [
    'export interface ProfileRow { profileId: number; isDeleted: boolean }',
    'export interface Page<T> { data: T[]; page: number }',
    'export async function searchProfiles(): Promise<Page<ProfileRow>> {',
    "  const res = await fetch('/api/profiles/search');",
    '  return (await res.json()) as Page<ProfileRow>;',
    '}',
    '',
  ].join('\n'),
  'src/loader.ts': [
    "import { searchProfiles } from './api';",
    'interface Mine { id: number; isDeleted: boolean }',
    'export async function load(q: string, extra: { page: number }, mine: { data: Mine[] }) {',
    '  const page = await searchProfiles();',
    '  const inline = { ...page, data: page.data.filter((p) => !p.isDeleted), q };',
    '  const last = { q, ...page, data: page.data.filter((p) => !p.isDeleted) };',
    '  const lines = {',
    '    ...page,',
    '    data: page.data.filter((p) => !p.isDeleted),',
    '    q,',
    '  };',
    '  const between = { ...page, ...extra, data: page.data.filter((p) => !p.isDeleted) };',
    '  const own = { ...mine, data: mine.data.filter((m) => !m.isDeleted), q };',
    '  return { inline, last, lines, between, own };',
    '}',
    '',
  ].join('\n'),
};

describe('a member copying its spread once a filter that kept everything is gone', () => {
  it('is removed inline, as the last member and on its own line; left after another spread and on own rows', () =>
    migrateSmallProject('spread-copy-', files, { from: 4, to: 6 }, async (dir) => {
      const loader = await readFile(join(dir, 'src/loader.ts'), 'utf8');
      expect(loader).toContain('  const inline = { ...page, q };\n');
      expect(loader).toContain('  const last = { q, ...page };\n');
      expect(loader).toContain('  const lines = {\n    ...page,\n    q,\n  };\n');
      expect(loader).toContain('  const between = { ...page, ...extra, data: page.data };\n');
      expect(loader).toContain(
        '  const own = { ...mine, data: mine.data.filter((m) => !m.isDeleted), q };\n',
      );
    }));
});
