import type { AST } from 'svelte/compiler';
import type { LeftSite } from '../transform/left-sites.js';

/** Attributes holding where a link goes: `<a href>`, `<link href>`, `<area href>`. */
const LINK_ATTRIBUTES = new Set(['href']);

/**
 * The values of a Svelte component's link attributes (`<a href="/records/{r.recordId}">`): markup makes no request,
 * so a path there is the app's own page (a SvelteKit route), left as it is and counted so by the closing scan.
 */
export function markupLinks(fragment: AST.Fragment): LeftSite[] {
  const out: LeftSite[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== 'object' || value === null || !('type' in value)) return;
    if (isAttribute(value) && LINK_ATTRIBUTES.has(value.name) && value.value !== true) {
      const parts = Array.isArray(value.value) ? value.value : [value.value];
      const first = parts[0];
      const last = parts[parts.length - 1];
      if (first && last)
        out.push({ start: first.start, end: last.end, kind: 'own', why: `markup link (${value.name})` });
      return;
    }
    // elements' attributes and children, and every block's branches (`{#if}`, `{#each}`, `{#await}`, snippets)
    for (const [key, child] of Object.entries(value))
      if (key !== 'metadata' && key !== 'parent') visit(child);
  };
  visit(fragment.nodes);
  return out;
}

function isAttribute(node: object): node is AST.Attribute {
  return 'type' in node && node.type === 'Attribute';
}
