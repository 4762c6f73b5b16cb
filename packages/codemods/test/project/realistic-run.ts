import { cp, readdir, readFile, symlink } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { runCodemod, type CodemodOptions, type CodemodReport } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';
import { scoreFile, sumScores, type Score } from './edit-score.js';

/** The realistic client: one project written three times, v4 by its authors, v5 and v6 migrated by hand. */
export const realisticDir = join(repoRoot, 'fixtures/clients/realistic');
export const sandboxOverlay = join(repoRoot, 'fixtures/maps/sandbox.yaml');

/** Every file under `dir`, relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(relative(dir, join(entry.parentPath, entry.name)));
  }
  return out.sort();
}

/**
 * Copies the project of one version into a fresh directory, with the libraries it uses (axios, ky, React Query, …,
 * the codemods package's dev dependencies) linked in as its node_modules, as in a real checkout after `npm install`.
 */
export async function stageVersion(
  version: number,
  root = realisticDir,
): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const staged = await tempDir('realistic-');
  await cp(join(root, `v${version}`), staged.dir, { recursive: true });
  await symlink(join(repoRoot, 'packages/codemods/node_modules'), join(staged.dir, 'node_modules'), 'dir');
  return staged;
}

/** Runs the codemod over a staged project, as a user would: the sandbox overlay, writing in place. */
export async function migrate(
  dir: string,
  from: number,
  to: number,
  extra: Partial<CodemodOptions> = {},
): Promise<CodemodReport> {
  return runCodemod({
    paths: [join(dir, 'src')],
    from,
    to,
    map: await loadChangeMap([sandboxOverlay]),
    allowDirty: true,
    cwd: dir,
    ...extra,
  });
}

/**
 * Scores a migrated directory against the hand-made migration of version `to`, file by file (under `folders`,
 * but not under `skip`: a generated client the user regenerates from the new version's document).
 */
export async function scoreAgainst(
  dir: string,
  from: number,
  to: number,
  root = realisticDir,
  folders: readonly string[] = ['src'],
  skip: readonly string[] = [],
): Promise<{ total: Score; files: Map<string, Score> }> {
  const files = new Map<string, Score>();
  for (const folder of folders) {
    for (const name of await filesUnder(join(root, `v${from}`, folder))) {
      if (!/\.(ts|tsx|mts|cts|js|jsx|cjs|mjs|vue|svelte|astro|html|hbs|json)$/.test(name)) continue;
      const file = join(folder, name);
      if (skip.some((s) => file === s || file.startsWith(`${s}/`))) continue;
      const input = await readFile(join(root, `v${from}`, file), 'utf8');
      const ideal = await readFile(join(root, `v${to}`, file), 'utf8');
      const actual = await readFile(join(dir, file), 'utf8');
      files.set(folder === 'src' ? name : file, scoreFile(input, ideal, actual, name));
    }
  }
  return { total: sumScores([...files.values()]), files };
}
