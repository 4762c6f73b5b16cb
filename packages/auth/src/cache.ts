import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { AuthConfigError } from './errors.js';
import type { Tokens } from './tokens.js';

/** One cached login, keyed by issuer and client id. */
export interface CacheEntry {
  issuer: string;
  clientId: string;
  subject?: string;
  name?: string;
  sid?: string;
  tokens: Tokens;
}

interface CacheFile {
  version: 1;
  entries: Record<string, CacheEntry>;
}

/** `~/.config/compliance-migrate/tokens.json`, or `tokens.json` under `dir` when given. */
export function tokenCachePath(dir?: string): string {
  return join(dir ?? join(homedir(), '.config', 'compliance-migrate'), 'tokens.json');
}

const key = (issuer: string, clientId: string): string => `${issuer} ${clientId}`;

async function load(file: string): Promise<CacheFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, entries: {} };
    throw new AuthConfigError(`Cannot read the token cache ${file}.`);
  }
  try {
    const parsed = JSON.parse(text) as CacheFile;
    if (parsed && typeof parsed.entries === 'object') return parsed;
  } catch {
    // fall through
  }
  throw new AuthConfigError(`The token cache ${file} is not valid; delete it and log in again.`);
}

/** Reads the cached login for this issuer and client, if any. */
export async function readTokenCache(
  file: string,
  issuer: string,
  clientId: string,
): Promise<CacheEntry | undefined> {
  return (await load(file)).entries[key(issuer, clientId)];
}

/** Writes (atomically, mode 0600 in a 0700 directory) the login for this issuer and client. */
export async function writeTokenCache(file: string, entry: CacheEntry): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const data = await load(file);
  data.entries[key(entry.issuer, entry.clientId)] = entry;
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
  await chmod(temp, 0o600);
  await rename(temp, file);
}
