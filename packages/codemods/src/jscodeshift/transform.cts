/**
 * The jscodeshift transform as a CommonJS module, for `npx jscodeshift -t …/dist/jscodeshift/transform.cjs`.
 * jscodeshift `require`s a transform through @babel/register (its default `--babel`), which would recompile this
 * package's ES modules and their dependencies to CommonJS and fail on them; so this file loads the ES module
 * transform with the native `import()`, which babel's require hook does not see. `new Function` keeps that
 * `import()` out of babel's reach (babel turns a literal `import()` into `require`).
 */
// a CommonJS module under verbatimModuleSyntax imports with `import … = require`
// eslint-disable-next-line @typescript-eslint/no-require-imports
import url = require('node:url');
import type { FileInfo } from './transformer.js';

type Transformer = (file: FileInfo, api: unknown, options: Record<string, unknown>) => Promise<string>;

// a native import() babel cannot rewrite (see above)
const nativeImport = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<{ default: Transformer }>;
let loaded: Promise<{ default: Transformer }> | undefined;

/** Loads the ES module transform once, and runs it on the file. */
function transformer(file: FileInfo, api: unknown, options: Record<string, unknown>): Promise<string> {
  loaded ??= nativeImport(new URL('./transformer.js', url.pathToFileURL(__filename)).href);
  return loaded.then((module) => module.default(file, api, options));
}
transformer.parser = 'tsx';

export = transformer;
