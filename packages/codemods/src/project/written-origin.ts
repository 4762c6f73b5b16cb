import { marker } from '../api/markers.js';
import type { AstNode } from '../transform/node-types.js';
import type { UrlExpression } from '../transform/url-expression.js';

/**
 * A URL that writes an absolute origin and then its first hole (`` `https://tickets.example.org${path}` ``): the
 * literal holding the origin, to be judged as a base like any other (this API's only when named or shown to be),
 * the hole after it, and whether it ends with a slash (callers then pass the path without one). Undefined when the
 * URL starts with a hole, or writes a relative prefix (`/portal${path}`), which says nothing about whose path it is.
 */
export function writtenOrigin(
  url: UrlExpression,
): { origin: AstNode; hole: AstNode; bare: boolean } | undefined {
  const [first] = url.gaps;
  const [hole] = url.holes;
  if (!first?.node || !hole) return undefined;
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i.test(first.text)) return undefined;
  if (!url.text.startsWith(first.text + marker(0))) return undefined;
  return { origin: first.node, hole, bare: first.text.endsWith('/') };
}
