import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CodemodError } from '../errors.js';

/**
 * The tsconfig `--project` names: a file, or a directory holding a `tsconfig.json` (as `tsc -p` takes both).
 * Throws `ERR_CODEMOD_PROJECT` naming what was looked for when there is none, before anything is read.
 */
export function projectConfig(cwd: string, given: string): string {
  const path = resolve(cwd, given);
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, 'tsconfig.json') : path;
  if (!existsSync(file)) {
    throw new CodemodError(
      'ERR_CODEMOD_PROJECT',
      `--project ${given}: ${file} does not exist; give a tsconfig.json, or the directory that holds one`,
    );
  }
  return file;
}
