import { marker } from '../api/markers.js';
import { unwrap } from '../project/file-facts.js';
import type { UrlExpression } from './url-expression.js';

/**
 * `BASE_URL + '/items/search' + qs_(params)`, `` `${BASE}/items/search${toQuery(q)}` ``: a URL with no `?` written,
 * ending in a call glued to its last literal segment. The call renders the query (`'?' + …`), not a piece of the
 * path (`search123` names no endpoint), so the URL is read as the path with that hole for its query: the text
 * given back has a `?` before the hole, which the rewrite leaves out again (the URL never had one). Undefined for
 * any other URL.
 */
export function gluedQueryText(url: UrlExpression): string | undefined {
  if (url.text.includes('?') || url.holes.length === 0) return undefined;
  const last = url.holes.length - 1;
  const hole = marker(last);
  if (!url.text.endsWith(hole)) return undefined;
  const before = url.text.slice(0, -hole.length);
  if (!/[A-Za-z0-9_-]$/.test(before)) return undefined;
  return unwrap(url.holes[last])?.type === 'CallExpression' ? before + '?' + hole : undefined;
}
