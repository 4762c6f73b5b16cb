import { randomBytes } from 'node:crypto';
import { chmod, readFile, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { WriteRefusedError } from './write-refused.js';

/**
 * Writes a file atomically: a temporary file next to the real file (a symbolic link is written through, and stays a
 * link), then a rename over it. With `expected` (the text the run read), a file that now holds anything else, or
 * one no one may write (no write bit, `chmod a-w`), is left as it is: a `WriteRefusedError` says why.
 */
export async function writeAtomic(file: string, text: string, expected?: string): Promise<void> {
  const real = await realpath(file).catch(() => file);
  const info = await stat(real).catch(() => undefined);
  if (expected !== undefined && info) {
    if ((info.mode & 0o222) === 0)
      throw new WriteRefusedError(
        'ERR_CODEMOD_READ_ONLY',
        'the file is read-only (no write permission): left as it is; make it writable (chmod u+w) and run again to migrate it',
      );
    if ((await readFile(real, 'utf8')) !== expected)
      throw new WriteRefusedError(
        'ERR_CODEMOD_CHANGED_ON_DISK',
        'the file changed on disk while the codemod ran (an editor or another tool wrote it): left as it is, with that change; commit it and run again to migrate it',
      );
  }
  const temp = join(dirname(real), `.${basename(real)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temp, text, { flag: 'wx' });
    if (info !== undefined) await chmod(temp, info.mode & 0o7777);
    await rename(temp, real);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}
