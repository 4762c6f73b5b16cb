import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { stripJsonComments } from '../project/module-resolver.js';

/**
 * The solution config of the monorepo a package's tsconfig belongs to: the nearest `tsconfig.json` above the
 * package that reaches it through its `references` (transitively) along with other projects; the package's own
 * tsconfig when there is none. Run on one package (`codemod packages/jobs`), the type-aware pass then loads the
 * whole monorepo, so a rename of a model the package declares reaches the sibling packages that read it.
 */
export function enclosingSolution(tsconfig: string): string {
  const own = resolve(tsconfig);
  for (let d = dirname(dirname(own)); ; d = dirname(d)) {
    const candidate = join(d, 'tsconfig.json');
    if (existsSync(candidate)) {
      const reached = referencedConfigs(candidate);
      return reached.has(own) && reached.size > 2 ? candidate : own;
    }
    if (dirname(d) === d) return own;
  }
}

/** A tsconfig and every tsconfig its `references` reach, transitively (at most 64). */
function referencedConfigs(root: string): Set<string> {
  const seen = new Set<string>();
  const visit = (config: string): void => {
    if (seen.has(config) || seen.size > 64 || !existsSync(config)) return;
    seen.add(config);
    let json: { references?: { path?: unknown }[] };
    try {
      json = JSON.parse(stripJsonComments(readFileSync(config, 'utf8'))) as typeof json;
    } catch {
      return;
    }
    for (const reference of json.references ?? []) {
      if (typeof reference.path !== 'string') continue;
      const target = resolve(dirname(config), reference.path);
      visit(target.endsWith('.json') ? target : join(target, 'tsconfig.json'));
    }
  };
  visit(resolve(root));
  return seen;
}
