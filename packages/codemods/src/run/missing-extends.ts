import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { ts } from 'ts-morph';

/** A tsconfig `extends` naming a file that is not there: the project's types were read without it. */
export interface MissingExtends {
  /** The tsconfig whose `extends` names the missing file (absolute). */
  tsconfig: string;
  /** The missing file, as resolved (absolute), or the package specifier when it names a package. */
  missing: string;
  /** What generates it and how to run it, when known (`npx nuxt prepare` for a Nuxt app's `.nuxt/`). */
  generate?: { framework: string; command: string };
}

/**
 * Frameworks that generate the tsconfig their apps extend: the folder it lies in, the config file that says the app
 * is one of theirs, and the command that writes the folder.
 */
const GENERATORS: readonly { folder: string; config: RegExp; framework: string; command: string }[] = [
  { folder: '.nuxt', config: /^nuxt\.config\.[cm]?[jt]s$/, framework: 'Nuxt', command: 'npx nuxt prepare' },
  {
    folder: '.svelte-kit',
    config: /^svelte\.config\.[cm]?js$/,
    framework: 'SvelteKit',
    command: 'npx svelte-kit sync',
  },
];

/**
 * Every `extends` in the chain of `tsconfig` that names a file not on disk. Hand-written over `ts.readConfigFile`:
 * the compiler's own parse reports such a file (TS5083) without naming the config that extends it, and stops there.
 */
export function missingExtends(tsconfig: string, seen = new Set<string>()): MissingExtends[] {
  if (seen.has(tsconfig)) return [];
  seen.add(tsconfig);
  const read = ts.readConfigFile(tsconfig, ts.sys.readFile);
  const raw = (read.config as { extends?: unknown } | undefined)?.extends;
  const specifiers = (Array.isArray(raw) ? raw : [raw]).filter((s): s is string => typeof s === 'string');
  const out: MissingExtends[] = [];
  for (const specifier of specifiers) {
    const found = resolveExtends(tsconfig, specifier);
    if (found) {
      out.push(...missingExtends(found, seen));
      continue;
    }
    const relativePath = specifier.startsWith('.') || isAbsolute(specifier);
    const missing = relativePath ? resolve(dirname(tsconfig), specifier) : specifier;
    const generate = relativePath ? generatorOf(dirname(tsconfig), missing) : undefined;
    out.push({ tsconfig, missing, ...(generate ? { generate } : {}) });
  }
  return out;
}

/** The file an `extends` names, as the compiler looks for it (`.json` added, packages from node_modules), or undefined. */
function resolveExtends(tsconfig: string, specifier: string): string | undefined {
  if (specifier.startsWith('.') || isAbsolute(specifier)) {
    const path = resolve(dirname(tsconfig), specifier);
    for (const candidate of [path, `${path}.json`]) if (existsSync(candidate)) return candidate;
    return undefined;
  }
  const require = createRequire(tsconfig);
  for (const candidate of [specifier, `${specifier}.json`, join(specifier, 'tsconfig.json')]) {
    try {
      return require.resolve(candidate);
    } catch {
      // try the next form the compiler accepts
    }
  }
  return undefined;
}

/** The framework that generates `missing` for the app in `dir`: its folder is in the path and its config is in `dir`. */
function generatorOf(dir: string, missing: string): MissingExtends['generate'] {
  const segments = missing.split(/[\\/]/);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  const g = GENERATORS.find((g) => segments.includes(g.folder) && names.some((n) => g.config.test(n)));
  return g ? { framework: g.framework, command: g.command } : undefined;
}

/** The summary's note for a missing `extends`: which config, which file, and what to run before running again. */
export function missingExtendsNote(gap: MissingExtends, name: (path: string) => string): string {
  const head = `${name(gap.tsconfig)} extends ${name(gap.missing)}, which does not exist: the project's types were read without it (its path aliases, auto-imports and generated types), so reads that need them were not followed, and the type-check of the result cannot see what they would break`;
  return gap.generate
    ? `${head}; a ${gap.generate.framework} app generates it: run \`${gap.generate.command}\`, then run the codemod again`
    : `${head}; generate or install it, then run the codemod again`;
}
