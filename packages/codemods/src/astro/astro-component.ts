import type { ComponentParts } from '../sfc/component-parts.js';
import { astroBlocks } from './astro-blocks.js';
import { astroTemplateCode } from './template-code.js';
import { templateExpressions } from './template-expressions.js';
import { astroTemplateLinks } from './template-links.js';

// `interface Props { … }` or `type Props = …` at the frontmatter's top level
const PROPS = /^(?:export\s+)?(?:interface\s+Props\b|type\s+Props\s*[=<])/m;

/**
 * An Astro component or page as the run reads it: its frontmatter (TypeScript, read as TSX as Astro's language tools
 * read it), and its template's expressions as code for the type-aware pass (`template-code.ts`). Throws with the file
 * and line when the frontmatter is not closed.
 */
export function astroComponent(source: string, file: string): ComponentParts {
  const blocks = astroBlocks(source, file);
  const frontmatter = blocks.frontmatter;
  return {
    kind: 'astro',
    scripts: frontmatter ? [frontmatter] : [],
    lang: 'tsx',
    template: (script) =>
      astroTemplateCode(
        templateExpressions(source, blocks.template),
        source,
        script.length,
        frontmatter !== undefined && PROPS.test(source.slice(frontmatter.start, frontmatter.end)),
      ),
    links: astroTemplateLinks(source, blocks.template),
  };
}
