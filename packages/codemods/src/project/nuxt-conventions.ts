import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * What a Nuxt app's compiler learns from the `.nuxt/` folder that `nuxt prepare` generates and a repository does
 * not hold: the `~/` and `@/` aliases (`~~/`, `@@/` too) for the app's root, and the auto-imported exports of its
 * `composables/` and `utils/` folders (`useComplianceApi()` called with no import statement). Hand-written because
 * Nuxt's own resolver (`@nuxt/kit`) needs the whole app and its modules loaded.
 */
const CONFIGS = ['nuxt.config.ts', 'nuxt.config.js', 'nuxt.config.mjs'];
const AUTO_IMPORTED = /^(?:composables|utils)\/(?:[^/]+\.[cm]?[jt]s|[^/]+\/index\.[cm]?[jt]s)$/;

/** The folder holding the `nuxt.config` nearest above `file`, or undefined outside a Nuxt app. */
export function nuxtRootOf(file: string): string | undefined {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (CONFIGS.some((c) => existsSync(join(dir, c)))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** `~/composables/api` imported from a file of a Nuxt app → the path it names under the app's root. */
export function nuxtAliasTarget(specifier: string, from: string): string | undefined {
  const alias = /^(?:~~?|@@?)\/(.*)$/.exec(specifier);
  const root = alias && nuxtRootOf(from);
  return root ? join(root, alias[1]!) : undefined;
}

/** True when `file` is one Nuxt auto-imports the exports of (`composables/x.ts`, `utils/x/index.ts`). */
export function isAutoImported(file: string): boolean {
  const root = nuxtRootOf(file);
  return root !== undefined && AUTO_IMPORTED.test(relative(root, file).split('\\').join('/'));
}
