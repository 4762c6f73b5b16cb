import { randomBytes } from 'node:crypto';
import { chmod, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Writes a file atomically: a temporary file in the same directory, then a rename over the original. */
export async function writeAtomic(file: string, text: string): Promise<void> {
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const mode = (await stat(file).catch(() => undefined))?.mode;
    await writeFile(temp, text, { flag: 'wx' });
    if (mode !== undefined) await chmod(temp, mode & 0o7777);
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}
