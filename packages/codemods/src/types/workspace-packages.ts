import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { ts } from 'ts-morph';

/** A package of the monorepo: its name, directory, `exports` (or `types`/`main`) and the tsconfig that builds it. */
interface WorkspacePackage {
  name: string;
  dir: string;
  manifest: { exports?: unknown; types?: unknown; main?: unknown };
  options: ts.CompilerOptions;
}

/**
 * Resolves an import of another package of the monorepo (`@acme/client`, `@acme/client/models`) to that package's
 * source, through its package.json `exports` and its tsconfig's `outDir` → `rootDir`, when the compiler cannot: a
 * pnpm workspace link to a package not built yet (`exports` names `./dist/index.js`, which does not exist). The
 * packages are those of the referenced tsconfigs that have a package.json beside them.
 */
export class WorkspacePackages {
  private readonly packages: WorkspacePackage[] = [];

  constructor(
    configs: readonly { path: string; parsed: ts.ParsedCommandLine }[],
    private readonly sources: ReadonlySet<string>,
  ) {
    for (const { path, parsed } of configs) {
      const dir = dirname(path);
      const file = join(dir, 'package.json');
      if (!existsSync(file)) continue;
      try {
        const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
        if (typeof json !== 'object' || json === null) continue;
        const name: unknown = Reflect.get(json, 'name');
        const manifest = {
          exports: Reflect.get(json, 'exports'),
          types: Reflect.get(json, 'types'),
          main: Reflect.get(json, 'main'),
        };
        if (typeof name === 'string') this.packages.push({ name, dir, manifest, options: parsed.options });
      } catch {
        // a package.json that does not parse names no package
      }
    }
  }

  /** The source file `specifier` names in a package of the monorepo, or undefined. */
  resolve(specifier: string): string | undefined {
    for (const pkg of this.packages) {
      if (specifier !== pkg.name && !specifier.startsWith(pkg.name + '/')) continue;
      const subpath = '.' + specifier.slice(pkg.name.length);
      const target = entryOf(pkg.manifest, subpath);
      return target === undefined ? undefined : this.source(pkg, resolve(pkg.dir, target));
    }
    return undefined;
  }

  /** `dist/models.d.ts` or `dist/models.js` (outDir) → `src/models.ts` (rootDir), when that is a source. */
  private source(pkg: WorkspacePackage, target: string): string | undefined {
    const stem = target.replace(/(\.d)?\.(m|c)?(ts|js)x?$/, '');
    const { outDir, rootDir = pkg.dir } = pkg.options;
    const mapped =
      outDir && stem.startsWith(resolve(outDir) + sep)
        ? join(resolve(rootDir), relative(resolve(outDir), stem))
        : stem;
    for (const ext of ['.ts', '.tsx', '.mts', '.cts'])
      if (this.sources.has(mapped + ext)) return mapped + ext;
    return undefined;
  }
}

/** The file a package.json gives for a subpath: `exports` (conditions: types, import, default, …), else types/main. */
function entryOf(manifest: WorkspacePackage['manifest'], subpath: string): string | undefined {
  const { exports } = manifest;
  if (exports === undefined) {
    if (subpath !== '.') return subpath;
    const main = manifest.types ?? manifest.main;
    return typeof main === 'string' ? main : 'index.js';
  }
  if (typeof exports === 'string') return subpath === '.' ? exports : undefined;
  if (typeof exports !== 'object' || exports === null) return undefined;
  const keys = Object.keys(exports);
  const entry = keys.some((k) => k.startsWith('.'))
    ? Reflect.get(exports, subpath)
    : subpath === '.'
      ? exports
      : undefined;
  return conditionTarget(entry);
}

/** The first file of a conditions object, preferring types, then source, import and default; or the string. */
function conditionTarget(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (typeof entry !== 'object' || entry === null) return undefined;
  for (const key of ['types', 'source', 'import', 'default', ...Object.keys(entry)]) {
    const found = conditionTarget(Reflect.get(entry, key));
    if (found) return found;
  }
  return undefined;
}
