import type { LeftSite } from '../transform/left-sites.js';
import type { TemplateCode } from './generated-code.js';
import type { Range } from './sfc-blocks.js';

/** What the run reads of a component file (a Vue single-file component, a Svelte component, an Astro component). */
export interface ComponentParts {
  kind: 'vue' | 'svelte' | 'astro';
  /** The contents of its script blocks, in file order. */
  scripts: Range[];
  /** The language of the script blocks (none is JavaScript). */
  lang: 'ts' | 'tsx' | 'js' | 'jsx';
  /**
   * Its template's expressions as code to put after `script` (the script blocks, everything else blanked), for the
   * type-aware pass; undefined when the template is not read (a component whose script is JavaScript).
   */
  template(script: string): TemplateCode | undefined;
  /** Its template's link attributes (`<RouterLink :to>`, `<a href>`): the app's own pages, for the closing scan. */
  links: LeftSite[];
}
