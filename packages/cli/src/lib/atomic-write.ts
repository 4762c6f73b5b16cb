import { createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** A file written under a temporary name beside the target and renamed over it only on success. */
export interface AtomicFile {
  stream: WriteStream;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

/** Opens an atomic write to `target`. */
export function openAtomic(target: string): AtomicFile {
  const temp = join(dirname(target), `.${basename(target)}.${process.pid}.${Date.now()}.tmp`);
  const stream = createWriteStream(temp);
  return {
    stream,
    commit: () => rename(temp, target),
    abort: async () => {
      stream.destroy();
      await rm(temp, { force: true });
    },
  };
}

/** Writes `text` to `target` atomically: a reader sees the old file or the whole new one, never a part. */
export async function writeAtomic(target: string, text: string): Promise<void> {
  const file = openAtomic(target);
  try {
    await new Promise<void>((resolve, reject) => {
      file.stream.once('error', reject);
      file.stream.end(text, resolve);
    });
    await file.commit();
  } catch (error) {
    await file.abort();
    throw error;
  }
}
