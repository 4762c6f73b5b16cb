import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The `jsconfig.json` of a JavaScript project, when walking up from `from` meets one before any `tsconfig.json`
 * (in the same folder the tsconfig wins, as in editors); undefined otherwise, and the tsconfig search applies.
 * The walk ends at the repository's root (a folder holding `.git`): a jsconfig above the checkout is not its.
 */
export function nearestJsconfig(from: string): string | undefined {
  const start = resolve(from);
  let dir = existsSync(start) && statSync(start).isDirectory() ? start : dirname(start);
  for (;;) {
    if (existsSync(join(dir, 'tsconfig.json'))) return undefined;
    const jsconfig = join(dir, 'jsconfig.json');
    if (existsSync(jsconfig)) return jsconfig;
    if (existsSync(join(dir, '.git')) || dirname(dir) === dir) return undefined;
    dir = dirname(dir);
  }
}
