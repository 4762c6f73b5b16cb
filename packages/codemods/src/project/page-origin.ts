import { textOfMember } from './file-facts.js';
import type { AstNode } from '../transform/node-types.js';

/**
 * The page's own location in a browser, or the URL of the request a server handler answers (Next.js middleware's
 * `new URL('/login', request.url)`): a URL built on it is the app's, not one under a base of a service.
 */
const PAGE_ORIGINS = new Set([
  'location.origin',
  'location.href',
  'window.location.origin',
  'window.location.href',
  'document.location.origin',
  'document.location.href',
  'document.baseURI',
  'globalThis.location.origin',
  'self.location.origin',
  'request.url',
  'request.nextUrl',
  'req.url',
  'req.nextUrl',
]);

/**
 * Whether a `new URL(path, base)` base is the page's own location (`location.origin`, `window.location.href`,
 * `document.baseURI`) or the handled request's (`request.url`): the URL is then the app's, read like a relative
 * path written alone (by where it goes).
 */
export function isPageOrigin(base: AstNode | undefined): boolean {
  const chain = base ? textOfMember(base) : undefined;
  return chain !== undefined && PAGE_ORIGINS.has(chain.replace(/\?\./g, '.'));
}
