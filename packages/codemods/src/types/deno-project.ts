import { Project, ts } from 'ts-morph';
import type { DenoConfig } from '../project/deno-config.js';

/**
 * A ts-morph project for a Deno project (a `deno.json`, no tsconfig), loaded as `deno check` resolves its modules:
 * the import map's file entries as `paths`, `.ts` extensions in specifiers, bundler-style resolution (a bare
 * `zod` the map sends to `npm:zod` is found in `node_modules` when it is there). Deno's own globals and `jsr:`
 * packages are unknown to tsc: the errors about them are the input's as much as the result's, so the type-check
 * of the result, which counts only the errors the input did not have, still tells what the run broke.
 */
export function denoProject(config: DenoConfig): Project {
  return new Project({
    compilerOptions: {
      allowJs: true,
      allowImportingTsExtensions: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ESNext,
      noEmit: true,
      skipLibCheck: true,
      strict: config.strict,
      paths: config.paths,
    },
  });
}
