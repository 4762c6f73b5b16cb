import { accessSync, constants, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError } from '../usage-error.js';

/** The value that names stdout where an option takes it (`--json -`, `--output -`). */
export const STDOUT = '-';

/** The file an output option names, or undefined for stdout (the option absent, or `-`). */
export function fileOrStdout(path: string | undefined): string | undefined {
  return path === STDOUT ? undefined : path;
}

/**
 * For `.check()`: fails naming the option when the file `--name` gives could not be written (its folder missing,
 * not a folder or not writable, or the path a folder), so a long run is never lost at its end for want of a path.
 */
export function writablePath(name: string, path: string | undefined): true {
  if (path === undefined || path === STDOUT) return true;
  // yargs reads `--out` with no value, and `--out -` (the `-` taken for a positional), as an empty string
  if (path === '') {
    throw new UsageError(
      `--${name} needs a file name${name === 'json' ? ' (or `--json=-` for stdout)' : ''}; none was given.`,
    );
  }
  const folder = dirname(resolve(path));
  const folderStat = statSync(folder, { throwIfNoEntry: false });
  if (!folderStat?.isDirectory()) {
    throw new UsageError(
      `--${name} ${path}: the folder ${folder} does not exist; create it first or choose another path.`,
    );
  }
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) {
    throw new UsageError(`--${name} ${path} is a folder; give a file name inside it.`);
  }
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    throw new UsageError(`--${name} ${path}: the folder ${folder} is not writable; choose another path.`);
  }
  return true;
}
