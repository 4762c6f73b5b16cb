import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { versionBasePattern, type VersionBase } from './version-bases.js';

/** `import.meta.env.VITE_API_URL`, `process.env.API_URL`, `process.env['API_URL']`: a variable the code reads. */
const READ = /(?:import\.meta\.env|process\.env)(?:\.([A-Za-z_]\w*)|\[\s*['"]([A-Za-z_]\w*)['"]\s*\])/g;
/** `KEY=value`, `export KEY="value"` in a dotenv file. */
const ASSIGNMENT = /^\s*(?:export\s+)?([A-Za-z_]\w*)\s*=\s*(['"]?)(.*?)\2\s*(?:#.*)?$/;
const DOTENV = /^\.env(\.[\w.-]+)?$/;
const MAX_UP = 4;

/** `KEY: value` in YAML (serverless.yml's `environment`, a compose file's map form, an app.yaml's `env_variables`). */
const YAML_MAP = /^\s*(?:-\s+)?([A-Za-z_]\w*)\s*:\s*(['"]?)(.*?)\2\s*(?:#.*)?$/;
/** `- KEY=value` in YAML (a compose file's list form). */
const YAML_LIST = /^\s*-\s+(['"]?)([A-Za-z_]\w*)=(.*?)\1\s*(?:#.*)?$/;
/** `KEY = "value"` in TOML (wrangler.toml's or fly.toml's `[vars]`/`[env]`). */
const TOML = /^\s*([A-Za-z_]\w*)\s*=\s*(['"])(.*?)\2\s*(?:#.*)?$/;
/** A YAML or TOML file that can set a deployment's variables; lock files are not. */
const CONFIG = /^(?!.*lock)[\w.-]+\.(ya?ml|toml)$/i;
/** Config files larger than this are not read (generated data, not settings). */
const MAX_CONFIG_BYTES = 256 * 1024;

/** A variable set in a file: its name, its value and where the value starts (0-based line, 0-based column). */
interface Setting {
  key: string;
  value: string;
  line: number;
  column: number;
}

/**
 * Base URLs still naming the old version that the code reads from its environment: a variable the run's files read
 * (`import.meta.env.VITE_API_URL`) whose value ends in `/v<from>` in a dotenv file (`.env`, `.env.production`, …) or a
 * YAML or TOML file that sets variables (`serverless.yml`, `docker-compose.yml`, a Kubernetes manifest's `name:` /
 * `value:` pairs, `wrangler.toml`) beside the given paths or above them, up to the directory holding package.json.
 * The codemod does not change them (as with a base written in the code), so each is listed for a person rather than
 * missed silently.
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
  for (const { file, kind } of await settingFiles(paths.map((p) => resolve(cwd, p)))) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (kind !== 'dotenv' && text.length > MAX_CONFIG_BYTES) continue;
    for (const { key, value, line, column } of settingsOf(text, kind)) {
      if (!keys.has(key) || !base.test(value)) continue;
      const name = relative(cwd, file) || file;
      out.push({ file: name, line: line + 1, column: column + 1, text: `${key}=${value}` });
    }
  }
  return out;
}

/** The variables a file sets, by the syntax of its kind. */
function settingsOf(text: string, kind: 'dotenv' | 'yaml' | 'toml'): Setting[] {
  const out: Setting[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const found = settingOn(line, kind);
    if (found) out.push({ ...found, line: i, column: line.indexOf(found.value, found.after) });
    // a Kubernetes container's `- name: API_URL` with `value: https://…` on the next line
    const named = kind === 'yaml' ? /^\s*-?\s*name\s*:\s*(['"]?)([A-Za-z_]\w*)\1\s*$/.exec(line) : null;
    const next = named ? YAML_MAP.exec(lines[i + 1] ?? '') : null;
    if (named && next?.[1] === 'value') {
      const valueLine = lines[i + 1]!;
      const value = next[3] ?? '';
      out.push({
        key: named[2]!,
        value,
        line: i + 1,
        column: valueLine.indexOf(value, valueLine.indexOf(':')),
      });
    }
  });
  return out;
}

/** The variable set on one line, with the column its value is looked for from. */
function settingOn(
  line: string,
  kind: 'dotenv' | 'yaml' | 'toml',
): { key: string; value: string; after: number } | undefined {
  if (kind === 'dotenv') {
    const m = ASSIGNMENT.exec(line);
    return m ? { key: m[1]!, value: m[3] ?? '', after: line.indexOf('=') } : undefined;
  }
  if (kind === 'toml') {
    const m = TOML.exec(line);
    return m ? { key: m[1]!, value: m[3] ?? '', after: line.indexOf('=') } : undefined;
  }
  const list = YAML_LIST.exec(line);
  if (list) return { key: list[2]!, value: list[3] ?? '', after: line.indexOf('=') };
  const map = YAML_MAP.exec(line);
  return map ? { key: map[1]!, value: map[3] ?? '', after: line.indexOf(':') } : undefined;
}

/** The dotenv, YAML and TOML files in the given paths' directories and above them, up to the one holding package.json. */
async function settingFiles(
  paths: readonly string[],
): Promise<{ file: string; kind: 'dotenv' | 'yaml' | 'toml' }[]> {
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
  const files: { file: string; kind: 'dotenv' | 'yaml' | 'toml' }[] = [];
  for (const dir of dirs) {
    const names = await readdir(dir).catch((): string[] => []);
    for (const name of names.sort()) {
      const config = CONFIG.exec(name);
      if (DOTENV.test(name)) files.push({ file: join(dir, name), kind: 'dotenv' });
      else if (config)
        files.push({ file: join(dir, name), kind: config[1]!.toLowerCase() === 'toml' ? 'toml' : 'yaml' });
    }
  }
  return files;
}
