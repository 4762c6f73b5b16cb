import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { nuxtAliasTarget } from './nuxt-conventions.js';
import { denoConfigIn, readDenoConfig } from './deno-config.js';
import { stripJsonComments } from './json-comments.js';

export { stripJsonComments };

/** A tsconfig's module resolution settings: `baseUrl` and `paths`, with `extends` followed. */
interface PathSettings {
  baseUrl: string | undefined;
  paths: Record<string, string[]>;
  /** Directory `paths` entries are relative to when there is no `baseUrl` (the tsconfig's own). */
  pathsBase: string;
}

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs'];

/**
 * Resolves import specifiers to files of the project, as its compiler would for the cases client code uses:
 * relative specifiers (with or without extension, `index` files, `.js` written for `.ts`) and tsconfig
 * `paths` aliases (`@/models`), read from the nearest tsconfig.json above the importing file, or a Deno project's
 * import map (`deno.json` `imports`, `"@/": "./src/"`) where a `deno.json` comes first.
 */
export class ModuleResolver {
  private readonly settings = new Map<string, PathSettings | undefined>();

  /** `known`: the files a specifier may name (the run's files, or any file on disk). */
  constructor(private readonly known: Pick<ReadonlySet<string>, 'has'>) {}

  /** The file `specifier` imported from `from` refers to, when it is one of the project's files. */
  resolve(specifier: string, from: string): string | undefined {
    return this.lookUp(specifier, from, (base) => this.file(base));
  }

  /**
   * The JSON file a `.json` specifier imported from `from` names (`./__fixtures__/records.json`, or through a
   * `paths` alias), when it exists: JSON modules are not among the files the run parses.
   */
  resolveJson(specifier: string, from: string): string | undefined {
    if (!specifier.endsWith('.json')) return undefined;
    return this.lookUp(specifier, from, (base) => (existsSync(base) ? base : undefined));
  }

  private lookUp(
    specifier: string,
    from: string,
    file: (base: string) => string | undefined,
  ): string | undefined {
    if (specifier.startsWith('.')) return file(resolve(dirname(from), specifier));
    const config = this.configFor(dirname(from));
    if (!config) {
      const nuxt = nuxtAliasTarget(specifier, from);
      return nuxt === undefined ? undefined : file(nuxt);
    }
    for (const [pattern, targets] of Object.entries(config.paths)) {
      const star = pattern.indexOf('*');
      const prefix = star < 0 ? pattern : pattern.slice(0, star);
      const suffix = star < 0 ? '' : pattern.slice(star + 1);
      const matches =
        star < 0
          ? specifier === pattern
          : specifier.startsWith(prefix) &&
            specifier.endsWith(suffix) &&
            specifier.length >= prefix.length + suffix.length;
      if (!matches) continue;
      const captured = star < 0 ? '' : specifier.slice(prefix.length, specifier.length - suffix.length);
      for (const target of targets) {
        const found = file(resolve(config.baseUrl ?? config.pathsBase, target.replace('*', captured)));
        if (found) return found;
      }
    }
    if (config.baseUrl) return file(resolve(config.baseUrl, specifier));
    const nuxt = nuxtAliasTarget(specifier, from);
    return nuxt === undefined ? undefined : file(nuxt);
  }

  private file(base: string): string | undefined {
    const stripped = base.replace(/\.(m|c)?js$/, '');
    for (const candidate of [
      base,
      ...EXTENSIONS.map((e) => stripped + e),
      ...EXTENSIONS.map((e) => join(base, 'index' + e)),
    ]) {
      if (this.known.has(candidate)) return candidate;
    }
    return undefined;
  }

  private configFor(dir: string): PathSettings | undefined {
    if (this.settings.has(dir)) return this.settings.get(dir);
    const file = join(dir, 'tsconfig.json');
    let found: PathSettings | undefined;
    const deno = existsSync(file) ? undefined : denoConfigIn(dir);
    if (existsSync(file)) found = readPathSettings(file, 0);
    else if (deno) found = denoPathSettings(deno);
    else {
      const parent = dirname(dir);
      found = parent === dir ? undefined : this.configFor(parent);
    }
    this.settings.set(dir, found);
    return found;
  }
}

/** A Deno project's import map as path settings (its targets are absolute: no base needed). */
function denoPathSettings(file: string): PathSettings | undefined {
  const config = readDenoConfig(file);
  return config && { baseUrl: undefined, paths: config.paths, pathsBase: dirname(file) };
}

function readPathSettings(file: string, depth: number): PathSettings | undefined {
  let json: {
    extends?: string | string[];
    compilerOptions?: { baseUrl?: string; paths?: Record<string, string[]> };
  };
  try {
    json = JSON.parse(stripJsonComments(readFileSync(file, 'utf8'))) as typeof json;
  } catch {
    return undefined;
  }
  const dir = dirname(file);
  let inherited: PathSettings | undefined;
  const parents = typeof json.extends === 'string' ? [json.extends] : (json.extends ?? []);
  for (const parent of parents) {
    if (depth > 8 || !parent.startsWith('.')) continue;
    const path = resolve(dir, parent.endsWith('.json') ? parent : parent + '.json');
    if (existsSync(path)) inherited = readPathSettings(path, depth + 1) ?? inherited;
  }
  const options = json.compilerOptions ?? {};
  return {
    baseUrl: options.baseUrl !== undefined ? resolve(dir, options.baseUrl) : inherited?.baseUrl,
    paths: options.paths ?? inherited?.paths ?? {},
    pathsBase: options.paths ? dir : (inherited?.pathsBase ?? dir),
  };
}
