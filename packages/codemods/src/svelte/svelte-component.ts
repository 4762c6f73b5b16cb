import type { ComponentParts } from '../sfc/component-parts.js';
import { scriptBindings } from '../sfc/script-bindings.js';
import { markupCode } from './markup-code.js';
import { markupLinks } from './markup-links.js';
import { svelteBlocks } from './svelte-blocks.js';

// `$selectedRecord`: a store read with `$` (a rune's name is not a binding of the script, so it never matches)
const STORE_READ = /(?<![\w$.])\$([A-Za-z_][\w$]*)/g;

/**
 * A Svelte component as the run reads it: its script blocks, and, with `lang="ts"`, its markup as code for the
 * type-aware pass (`markup-code.ts`). Throws with the file, line and column when Svelte's parser cannot read it.
 */
export function svelteComponent(source: string, file: string): ComponentParts {
  const blocks = svelteBlocks(source, file);
  return {
    kind: 'svelte',
    scripts: blocks.scripts,
    links: markupLinks(blocks.fragment),
    lang: blocks.lang,
    template: (script) => {
      if (blocks.lang !== 'ts') return undefined;
      const names = new Set(scriptBindings(script, false).names);
      const stores = new Set(
        [...source.matchAll(STORE_READ)].flatMap((m) => (names.has(m[1]!) ? [m[1]!] : [])),
      );
      return markupCode(blocks.fragment, source, script.length, [...stores]);
    },
  };
}
