import { execFile } from 'node:child_process';
import { realpath, stat } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/**
 * Files with uncommitted changes (modified, staged or untracked) under the given paths, each asked of the
 * git work tree that holds it; paths outside any work tree (or without git) count as clean.
 */
export async function uncommittedChanges(paths: readonly string[], cwd: string): Promise<string[]> {
  const dirty: string[] = [];
  for (const given of paths) {
    const absolute = await real(resolve(cwd, given));
    const isDirectory = (await stat(absolute).catch(() => undefined))?.isDirectory() ?? false;
    const dir = isDirectory ? absolute : dirname(absolute);
    const target = isDirectory ? '.' : basename(absolute);
    try {
      const { stdout: inside } = await exec('git', ['rev-parse', '--is-inside-work-tree'], { cwd: dir });
      if (inside.trim() !== 'true') continue;
      const { stdout } = await exec('git', ['status', '--porcelain', '--', target], {
        cwd: dir,
        maxBuffer: 64 * 1024 * 1024,
      });
      for (const line of stdout.split('\n')) if (line.trim() !== '') dirty.push(line.slice(3));
    } catch {
      // not a work tree, or no git: nothing to protect
    }
  }
  return dirty;
}

/** The given paths that no git work tree holds (or all of them, without git): a rewrite there cannot be undone. */
export async function outsideWorkTree(paths: readonly string[], cwd: string): Promise<string[]> {
  const outside: string[] = [];
  for (const given of paths) {
    const absolute = await real(resolve(cwd, given));
    const isDirectory = (await stat(absolute).catch(() => undefined))?.isDirectory() ?? false;
    try {
      const { stdout } = await exec('git', ['rev-parse', '--is-inside-work-tree'], {
        cwd: isDirectory ? absolute : dirname(absolute),
      });
      if (stdout.trim() !== 'true') outside.push(given);
    } catch {
      outside.push(given);
    }
  }
  return outside;
}

/** The path with its symbolic links resolved (a link is written through, so its target's work tree is asked). */
function real(path: string): Promise<string> {
  return realpath(path).catch(() => path);
}
