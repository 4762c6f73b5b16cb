import { fromOptions, type CallSite } from './call-site.js';
import type { AstNode } from './parser.js';

/**
 * What a call of a wrapper that passes one of its parameters on as fetch's options (`request(path, init)` doing
 * `fetch(url, { ...init, headers })`) says about its request through that argument: none is a GET; an object
 * literal gives its `method` (GET when it has none and spreads nothing) and its `body` (`JSON.stringify(x)` → x);
 * anything else shows nothing.
 */
export function initSite(init: AstNode | undefined): CallSite {
  if (!init) return { method: 'GET' };
  return fromOptions(init, 'GET');
}
