import { marker } from '../api/markers.js';
import type { AstNode } from '../transform/node-types.js';
import type { UrlExpression } from '../transform/url-expression.js';

/**
 * A URL that writes a relative base path of this API and then its first hole (`` `/api/v4${path}` ``, a base path
 * naming a version, or `` `/api/compliance/${path}` `` when a forwarding catch-all route serves `/api/compliance`;
 * `isApiBase` says which): the literal holding it, the hole after it, and whether it ends with a slash (callers then
 * pass the path without one). Undefined for any other relative prefix (`/portal${path}`, `/api${path}`, where the
 * app's own routes live too), which says nothing about whose path it is, and for an absolute one
 * (`written-origin.ts`).
 */
export function writtenBasePath(
  url: UrlExpression,
  isApiBase: (written: string) => boolean,
): { base: AstNode; hole: AstNode; bare: boolean } | undefined {
  const [first] = url.gaps;
  const [hole] = url.holes;
  if (!first?.node || !hole) return undefined;
  if (!/^\/(?!\/)[^?#\s]*$/.test(first.text)) return undefined;
  if (!url.text.startsWith(first.text + marker(0))) return undefined;
  if (!isApiBase(first.text)) return undefined;
  return { base: first.node, hole, bare: first.text.endsWith('/') };
}
