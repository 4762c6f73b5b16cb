import type { NodeTypes, TemplateChildNode } from '@vue/compiler-core';
import type { LeftSite } from '../transform/left-sites.js';
import type { TemplateRoot } from './sfc-blocks.js';

// as `@vue/compiler-core` numbers them (its enum is a type here: importing it would load Vue's compiler)
const ELEMENT: NodeTypes.ELEMENT = 1;
const ATTRIBUTE: NodeTypes.ATTRIBUTE = 6;
const DIRECTIVE: NodeTypes.DIRECTIVE = 7;
/** Attributes holding where a link goes: `<RouterLink :to>`, `<NuxtLink to>`, `<a href>`. */
const LINK_ATTRIBUTES = new Set(['to', 'href']);

/**
 * The values of a component template's link attributes (`<RouterLink :to="`/records/${r.recordId}`">`,
 * `<a href="/records">`): a template makes no request, so a path there is the app's own page, left as it is.
 */
export function templateLinks(root: TemplateRoot): LeftSite[] {
  const out: LeftSite[] = [];
  const visit = (node: TemplateChildNode): void => {
    if (node.type !== ELEMENT) return;
    for (const prop of node.props) {
      if (prop.type === ATTRIBUTE && LINK_ATTRIBUTES.has(prop.name) && prop.value) {
        const { start, end } = prop.value.loc;
        out.push({
          start: start.offset,
          end: end.offset,
          kind: 'own',
          why: `template link (<${node.tag} ${prop.name}>)`,
        });
      }
      if (prop.type !== DIRECTIVE || prop.name !== 'bind' || !prop.exp) continue;
      const arg = prop.arg?.type === 4 ? prop.arg.content : undefined;
      if (!arg || !LINK_ATTRIBUTES.has(arg)) continue;
      const { start, end } = prop.exp.loc;
      out.push({
        start: start.offset,
        end: end.offset,
        kind: 'own',
        why: `template link (<${node.tag} :${arg}>)`,
      });
    }
    for (const child of node.children) visit(child);
  };
  for (const child of root.children) visit(child);
  return out;
}
