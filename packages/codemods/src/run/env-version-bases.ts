import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { versionBasePattern, type VersionBase } from './version-bases.js';

/** `import.meta.env.VITE_API_URL`, `process.env.API_URL`, `process.env['API_URL']`: a variable the code reads. */
const READ = /(?:import\.meta\.env|process\.env)(?:\.([A-Za-z_]\w*)|\[\s*['"]([A-Za-z_]\w*)['"]\s*\])/g;
/** `KEY=value`, `export KEY="value"` in a dotenv file. */
const ASSIGNMENT = /^\s*(?:export\s+)?([A-Za-z_]\w*)\s*=\s*(['"]?)(.*?)\2\s*(?:#.*)?$/;
const DOTENV = /^\.env(\.[\w.-]+)?$/;
const MAX_UP = 4;

/**
 * Base URLs still naming the old version that the code reads from its environment: a variable the run's files read
 * (`import.meta.env.VITE_API_URL`) whose value in a dotenv file (`.env`, `.env.production`, … beside the given paths
 * or above them, up to the directory holding package.json) ends in `/v<from>`. The codemod does not change them
 * (as with a base written in the code), so each is listed for a person rather than missed silently.
 */
export async function envVersionBases(
  paths: readonly string[],
  texts: Iterable<string>,
  from: number,
  cwd: string,
): Promise<VersionBase[]> {
  const keys = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(READ)) keys.add(m[1] ?? m[2] ?? '');
  if (keys.size === 0) return [];
  const base = versionBasePattern(from);
  const out: VersionBase[] = [];
  for (const file of await dotenvFiles(paths.map((p) => resolve(cwd, p)))) {
    const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n');
    lines.forEach((line, i) => {
      const m = ASSIGNMENT.exec(line);
      const value = m?.[3] ?? '';
      if (!m || !keys.has(m[1] ?? '') || !base.test(value)) return;
      const name = relative(cwd, file) || file;
      out.push({ file: name, line: i + 1, column: line.indexOf(value) + 1, text: `${m[1]}=${value}` });
    });
  }
  return out;
}

/** The dotenv files in the given paths' directories and above them, up to the one holding package.json. */
async function dotenvFiles(paths: readonly string[]): Promise<string[]> {
  const dirs = new Set<string>();
  for (const path of paths) {
    const info = await stat(path).catch(() => undefined);
    let dir = info?.isDirectory() ? path : dirname(path);
    for (let i = 0; i <= MAX_UP; i++) {
      dirs.add(dir);
      const names = await readdir(dir).catch((): string[] => []);
      if (names.includes('package.json') || dirname(dir) === dir) break;
      dir = dirname(dir);
    }
  }
  const files: string[] = [];
  for (const dir of dirs) {
    const names = await readdir(dir).catch((): string[] => []);
    for (const name of names.sort()) if (DOTENV.test(name)) files.push(join(dir, name));
  }
  return files;
}
