import { Emitter, type TemplateCode } from '../sfc/generated-code.js';
import type { TemplateExpression } from './template-expressions.js';

/**
 * An Astro template's expressions written out as TSX after the frontmatter (`base` is the generated text's offset in
 * the virtual file), in a function at the module's top level where the frontmatter's bindings are in scope: each
 * expression copied verbatim as a statement, `(records.map((r) => <td>{r.recordName}</td>));`, one that is an element's
 * whole content as that element in a template string (`` `<td>${p.assignedUserId}</td>`; ``). `Astro` is declared
 * as the language tools declare it, `AstroGlobal` of the component's `Props` when the frontmatter declares them, so
 * `const { record } = Astro.props` has its type. The pass's renames inside copied text map back to the template.
 */
export function astroTemplateCode(
  expressions: readonly TemplateExpression[],
  source: string,
  base: number,
  props: boolean,
): TemplateCode {
  const out = new Emitter(source, base);
  out.raw(`
// compliance-migrate: the Astro global and the template, for the type-aware pass (never written)
export {};
declare const Astro: Readonly<import('astro').AstroGlobal${props ? '<Props>' : ''}>;
declare const Fragment: any;
function __cmTemplate() {
`);
  for (const { code, open, content } of expressions) {
    if (code.start === code.end) continue;
    if (!content) {
      out.statementRange(open, code.start, code.end);
      continue;
    }
    // an element's whole content (`<td>{p.assignedUserId}</td>`): written as HTML in a template string, where the
    // pass knows an element's content from a sentence's
    out.line(open);
    out.raw(`\`<${content}>\${`);
    out.copyRange(code.start, code.end);
    out.raw(`}</${content}>\`;\n`);
  }
  out.raw('}\n');
  return out.code();
}
