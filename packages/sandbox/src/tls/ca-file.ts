import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A written CA certificate and how to remove it again. */
export interface CaFile {
  path: string;
  /** Removes the file when the sandbox made its place (a temporary folder); a path given is left. */
  remove(): Promise<void>;
}

/** Writes the CA certificate to `path`, or to a fresh temporary folder when no path is given. */
export async function writeCaFile(pem: string, path?: string): Promise<CaFile> {
  if (path) {
    await writeFile(path, pem, { mode: 0o644 });
    return { path, remove: async () => undefined };
  }
  const dir = await mkdtemp(join(tmpdir(), 'compliance-migrate-sandbox-ca-'));
  const file = join(dir, 'sandbox-ca.pem');
  await writeFile(file, pem, { mode: 0o644 });
  return { path: file, remove: () => rm(dir, { recursive: true, force: true }) };
}
