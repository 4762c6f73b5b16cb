import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/**
 * Files with uncommitted changes (modified, staged or untracked) under the given paths, or undefined when
 * the paths are not in a git work tree (or git is missing).
 */
export async function uncommittedChanges(
  paths: readonly string[],
  cwd: string,
): Promise<string[] | undefined> {
  try {
    const { stdout: inside } = await exec('git', ['rev-parse', '--is-inside-work-tree'], { cwd });
    if (inside.trim() !== 'true') return undefined;
    const { stdout } = await exec('git', ['status', '--porcelain', '--', ...paths], {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => line.slice(3));
  } catch {
    return undefined;
  }
}
