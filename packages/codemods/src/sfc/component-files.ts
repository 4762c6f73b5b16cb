import { isAstroFile } from '../astro/astro-blocks.js';
import { isSvelteFile } from '../svelte/svelte-blocks.js';
import { isSfcFile } from './sfc-blocks.js';

// Kept apart from `sfc-files.ts`: file discovery (also the jscodeshift runner's) needs the test alone, and must not
// load what reading a component needs (ts-morph, which jscodeshift's babel hook cannot compile).

/** Component files the run reads as modules: Vue single-file components, Svelte components, Astro components. */
export function isComponentFile(file: string): boolean {
  return isSfcFile(file) || isSvelteFile(file) || isAstroFile(file);
}
