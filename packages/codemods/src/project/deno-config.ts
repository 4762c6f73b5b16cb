import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { stripJsonComments } from './json-comments.js';

/** A Deno project's `deno.json` (or `deno.jsonc`), read as its compiler would resolve modules. */
export interface DenoConfig {
  /** The config file. */
  file: string;
  /**
   * The import map's entries that name files of the project, as tsconfig `paths` with absolute targets:
   * `"@/": "./src/"` is `"@/*": ["/abs/src/*"]`, `"@utils": "./src/utils/mod.ts"` stays exact. Entries mapping to
   * `jsr:`, `npm:` or URL specifiers are left out: they are packages, not the project's files.
   */
  paths: Record<string, string[]>;
  /** `compilerOptions.strict` as written (Deno's default is strict). */
  strict: boolean;
}

const NAMES = ['deno.json', 'deno.jsonc'];

/** The `deno.json` or `deno.jsonc` in `dir`, if there is one. */
export function denoConfigIn(dir: string): string | undefined {
  return NAMES.map((n) => join(dir, n)).find((f) => existsSync(f));
}

/**
 * The nearest Deno config at or above `dir`, when walking up meets it before any `tsconfig.json` (in the same
 * folder the tsconfig wins, as `nearestJsconfig` does for a jsconfig); the walk ends at the repository's root.
 */
export function nearestDenoConfig(dir: string): string | undefined {
  for (let d = resolve(dir); ; d = dirname(d)) {
    if (existsSync(join(d, 'tsconfig.json'))) return undefined;
    const found = denoConfigIn(d);
    if (found) return found;
    if (existsSync(join(d, '.git')) || dirname(d) === d) return undefined;
  }
}

/** Reads a Deno config's import map (inline `imports`, or the `importMap` file it names); undefined if unreadable. */
export function readDenoConfig(file: string): DenoConfig | undefined {
  const json = readJson(file) as
    { imports?: unknown; importMap?: unknown; compilerOptions?: { strict?: unknown } } | undefined;
  if (!json) return undefined;
  let imports = json.imports;
  let base = dirname(file);
  if (imports === undefined && typeof json.importMap === 'string') {
    const mapFile = resolve(base, json.importMap);
    imports = (readJson(mapFile) as { imports?: unknown } | undefined)?.imports;
    base = dirname(mapFile);
  }
  return {
    file,
    paths: importMapPaths(imports, base),
    strict: json.compilerOptions?.strict !== false,
  };
}

/** An import map's file entries as tsconfig `paths` (absolute targets); package and URL entries are skipped. */
export function importMapPaths(imports: unknown, base: string): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  if (!imports || typeof imports !== 'object') return paths;
  for (const [key, target] of Object.entries(imports as Record<string, unknown>)) {
    if (typeof target !== 'string' || !/^\.{1,2}\//.test(target)) continue;
    const prefix = key.endsWith('/') && target.endsWith('/');
    paths[prefix ? key + '*' : key] = [resolve(base, target) + (prefix ? '/*' : '')];
  }
  return paths;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(stripJsonComments(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}
