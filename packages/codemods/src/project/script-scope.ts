import type { FileFacts } from './file-facts.js';

/**
 * Script files: TypeScript's and the browser's files with no module syntax, whose top-level declarations share one
 * global scope (a Google Apps Script project's `Api.ts` declares `apiGet_`, its `Records.ts` calls it with no
 * import; plain `<script>` files). A file is a module when it imports or exports anything, or uses CommonJS
 * (`require(…)`, `module.exports`, `exports.x`), as TypeScript decides for JavaScript files; `.mjs`, `.cjs`, `.mts`,
 * `.cts`, and the Vue, Svelte and Astro components' virtual modules always are.
 */
const MODULE_SYNTAX =
  /^[ \t]*(?:import[\s{*'"]|export[\s{*]|import\s+\w+\s*=\s*require\b)|\brequire\s*\(|\bmodule\.exports\b|^[ \t]*exports\.\w/m;
const ALWAYS_MODULES = /\.(?:mjs|cjs|mts|cts)$|\.(?:vue|svelte|astro)\.[jt]sx?$/;

/** True when a file's text makes it a script: its top-level names are every other script's globals. */
export function isScriptSource(file: string, source: string): boolean {
  return !ALWAYS_MODULES.test(file) && !MODULE_SYNTAX.test(source);
}

/**
 * The other script files of a run when a kept file is a script: any of them may declare the wrapper, base URL or
 * types it uses, or call the functions it declares, with no import to show it.
 */
export function scriptNeighbours(sources: ReadonlyMap<string, string>, kept: ReadonlySet<string>): string[] {
  const isScript = (file: string): boolean => isScriptSource(file, sources.get(file) ?? '');
  if (![...kept].some(isScript)) return [];
  return [...sources.keys()].filter((file) => !kept.has(file) && isScript(file));
}

/**
 * The top-level names the project's script files declare, each with the file declaring it. A name two scripts
 * declare is left out (the last would win at run time, the codemod does not guess).
 */
export function scriptGlobals(files: Iterable<FileFacts>): Map<string, FileFacts> {
  const found = new Map<string, FileFacts | undefined>();
  for (const facts of files) {
    if (!isScriptFacts(facts)) continue;
    for (const name of facts.locals.keys()) found.set(name, found.has(name) ? undefined : facts);
  }
  const result = new Map<string, FileFacts>();
  for (const [name, facts] of found) if (facts) result.set(name, facts);
  return result;
}

/** True for a parsed script file (see {@link isScriptSource}). */
export function isScriptFacts(facts: FileFacts): boolean {
  let script = scripts.get(facts);
  if (script === undefined) scripts.set(facts, (script = isScriptSource(facts.file, facts.source)));
  return script;
}
const scripts = new WeakMap<FileFacts, boolean>();
