import { templateLinks } from './template-links.js';
import type { ComponentParts } from './component-parts.js';
import { scriptBindings } from './script-bindings.js';
import { sfcBlocks } from './sfc-blocks.js';
import { templateCode } from './template-code.js';

/**
 * A Vue single-file component as the run reads it: its `<script>` blocks, and, with `lang="ts"` (or `tsx`), its
 * template's expressions as code (`template-code.ts`). Throws with the file, line and column on a parse error.
 */
export function vueComponent(source: string, file: string): ComponentParts {
  const blocks = sfcBlocks(source, file);
  const typed = blocks.lang === 'ts' || blocks.lang === 'tsx';
  return {
    kind: 'vue',
    scripts: blocks.scripts,
    lang: blocks.lang,
    template: (script) =>
      typed && blocks.template
        ? templateCode(blocks.template, source, script.length, scriptBindings(script, blocks.lang === 'tsx'))
        : undefined,
    links: blocks.template ? templateLinks(blocks.template) : [],
  };
}
