import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { runCodemod, type CodemodReport } from '../../src/index.js';
import { repoRoot, sandboxMap, tempDir, writeFiles } from '../helpers.js';

/**
 * Like `migrateSmallProject`, with the codemods package's dev dependencies linked in as the project's
 * `node_modules` (the real `@ts-rest/core` and `zod`, as an installed project resolves them); `dry` runs once more.
 */
export async function migrateInstalledProject(
  prefix: string,
  files: Readonly<Record<string, string>>,
  check: (dir: string, report: CodemodReport, again: () => Promise<CodemodReport>) => Promise<void>,
): Promise<void> {
  const { dir, cleanup } = await tempDir(prefix);
  try {
    await writeFiles(dir, files);
    await symlink(join(repoRoot, 'packages/codemods/node_modules'), join(dir, 'node_modules'), 'dir');
    const options = {
      paths: [join(dir, 'src')],
      from: 4,
      to: 6,
      map: await sandboxMap(),
      allowDirty: true,
      cwd: dir,
    };
    const report = await runCodemod(options);
    await check(dir, report, () => runCodemod({ ...options, dry: true }));
  } finally {
    await cleanup();
  }
}

/** A strict tsconfig of a bundler-resolved TypeScript project over `src`. */
export const bundlerTsconfig = JSON.stringify({
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    lib: ['ES2022', 'DOM'],
    skipLibCheck: true,
    types: [],
  },
  include: ['src'],
});
