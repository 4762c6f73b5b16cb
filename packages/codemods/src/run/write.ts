import { randomBytes } from 'node:crypto';
import { chmod, readFile, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { WriteRefusedError } from './write-refused.js';

/**
 * Why a file the run read as `expected` must not be written now: it holds something else (an editor saved it), or no
 * one may write it (no write bit, `chmod a-w`); undefined when it may be written (or is not there).
 */
export async function writeRefusal(file: string, expected: string): Promise<WriteRefusedError | undefined> {
  const real = await realpath(file).catch(() => file);
  const info = await stat(real).catch(() => undefined);
  if (!info) return undefined;
  if ((info.mode & 0o222) === 0)
    return new WriteRefusedError(
      'ERR_CODEMOD_READ_ONLY',
      'the file is read-only (no write permission): left as it is; make it writable (chmod u+w) and run again to migrate it',
    );
  if ((await readFile(real, 'utf8')) !== expected)
    return new WriteRefusedError(
      'ERR_CODEMOD_CHANGED_ON_DISK',
      'the file changed on disk while the codemod ran (an editor or another tool wrote it): left as it is, with that change; commit it and run again to migrate it',
    );
  return undefined;
}

/**
 * Writes a file atomically: a temporary file next to the real file (a symbolic link is written through, and stays a
 * link), then a rename over it. With `expected` (the text the run read), a file `writeRefusal` refuses is left as
 * it is, and its `WriteRefusedError` thrown.
 */
export async function writeAtomic(file: string, text: string, expected?: string): Promise<void> {
  if (expected !== undefined) {
    const refused = await writeRefusal(file, expected);
    if (refused) throw refused;
  }
  const real = await realpath(file).catch(() => file);
  const mode = (await stat(real).catch(() => undefined))?.mode;
  const temp = join(dirname(real), `.${basename(real)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temp, text, { flag: 'wx' });
    if (mode !== undefined) await chmod(temp, mode & 0o7777);
    await rename(temp, real);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}
