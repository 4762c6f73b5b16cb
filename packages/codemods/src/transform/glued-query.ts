import { marker } from '../api/markers.js';
import { unwrap } from '../project/file-facts.js';
import { localDeclarator } from './bindings.js';
import type { AstNode } from './node-types.js';
import type { UrlExpression } from './url-expression.js';

/**
 * `BASE_URL + '/items/search' + qs_(params)`, `` `${BASE}/items/search${toQuery(q)}` ``: a URL with no `?` written,
 * ending in a call glued to its last literal segment. The call renders the query (`'?' + …`), not a piece of the
 * path (`search123` names no endpoint), so the URL is read as the path with that hole for its query: the text
 * given back has a `?` before the hole, which the rewrite leaves out again (the URL never had one). A `const` of the
 * function holding such a call counts as the call (`const query = toQueryString({ … })`, then
 * `` `/items/exportToExcel${query}` ``). Undefined for any other URL.
 */
export function gluedQueryText(url: UrlExpression, parents: readonly AstNode[] = []): string | undefined {
  if (url.text.includes('?') || url.holes.length === 0) return undefined;
  const last = url.holes.length - 1;
  const hole = marker(last);
  if (!url.text.endsWith(hole)) return undefined;
  const before = url.text.slice(0, -hole.length);
  if (!/[A-Za-z0-9_-]$/.test(before)) return undefined;
  const held = unwrap(url.holes[last]);
  const value = held?.type === 'Identifier' ? heldCall(localDeclarator(held.name, parents)) : held;
  return value?.type === 'CallExpression' ? before + '?' + hole : undefined;
}

/** The call a `const` in the function holds (`const query = toQueryString(…)`). */
function heldCall(declarator: ReturnType<typeof localDeclarator>): AstNode | undefined {
  if (declarator === undefined || declarator === 'parameter' || declarator.kind !== 'const') return undefined;
  return unwrap(declarator.init);
}
