import type { LeftSite } from '../transform/left-sites.js';
import type { Range } from '../sfc/sfc-blocks.js';
import { expressionCode } from './template-expressions.js';

// `href="/records"`, `href={`/records/${r.recordId}`}`, `action={…}`: where a link or a form goes
const LINK = /[\s{(](href|action)=("[^"]*"|'[^']*'|\{)/g;

/**
 * The values of an Astro template's link attributes (`<a href={`/records/${r.recordId}`}>`, `<form action="/api/…">`),
 * also inside its expressions: a template makes no request of this API, so a path there is the site's own page or
 * endpoint, left as it is and counted so by the closing scan.
 */
export function astroTemplateLinks(source: string, template: Range): LeftSite[] {
  const out: LeftSite[] = [];
  const text = source.slice(0, template.end);
  LINK.lastIndex = template.start;
  for (let m = LINK.exec(text); m; m = LINK.exec(text)) {
    const value = m.index + m[0].length - m[2]!.length;
    const why = `template link (${m[1]})`;
    if (m[2] !== '{') {
      out.push({ start: value + 1, end: value + m[2]!.length - 1, kind: 'own', why });
      continue;
    }
    const code = expressionCode(source, value, template.end);
    if (code && code.start < code.end) out.push({ start: code.start, end: code.end, kind: 'own', why });
  }
  return out;
}
