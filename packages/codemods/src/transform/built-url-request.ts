import type * as t from '@babel/types';
import { walk } from './ast-walk.js';
import { argsOf, METHOD_NAMES } from './call-site.js';
import { builtUrl } from './built-url.js';
import { calleeName, identifierName, type AstNode } from './node-types.js';

/** The call a URL object built from a path is sent with, and the argument that gives it (`url`, `url.toString()`). */
export interface BuiltUrlRequest {
  node: t.CallExpression;
  parents: AstNode[];
  argument: AstNode;
}

/** Functions that send a request given its URL first (and clients' `get`/`post`/… methods, `METHOD_NAMES`). */
const SENDERS = new Set(['fetch', '$fetch', 'ofetch', 'ky', 'got', 'request', 'axios']);

/** Whether a call sends a request (`fetch(url, init)`, `http.get(url)`), not a helper that reads the URL. */
function isSender(call: t.CallExpression): boolean {
  const name = calleeName(call.callee);
  return name !== undefined && (SENDERS.has(name) || METHOD_NAMES[name.toLowerCase()] !== undefined);
}

/** Readings of a URL object as the text a request takes: `url.toString()`, `url.href`, `String(url)`. */
function readsUrl(argument: AstNode, name: string): boolean {
  if (identifierName(argument) === name) return true;
  if (argument.type === 'MemberExpression' && !argument.computed)
    return identifierName(argument.object) === name && identifierName(argument.property) === 'href';
  if (argument.type !== 'CallExpression') return false;
  const callee = argument.callee;
  if (callee.type === 'Identifier') return callee.name === 'String' && readsUrl(argsOf(argument)[0]!, name);
  return (
    callee.type === 'MemberExpression' &&
    identifierName(callee.object) === name &&
    identifierName(callee.property) === 'toString'
  );
}

/**
 * The one request a URL object built from a path (`const url = new URL(\`${base}/types\`)`) is sent with later in
 * its block (`fetch(url, { headers })`): the call whose method, body and response are this endpoint's. Undefined when
 * the object is sent by no such call (`toPathString(url)` of a generated client only reads it), or by more than one.
 */
export function builtUrlRequest(url: AstNode, parents: readonly AstNode[]): BuiltUrlRequest | undefined {
  const built = builtUrl(url, parents);
  if (!built) return undefined;
  const at = parents.indexOf(built.block);
  if (at < 0) return undefined;
  const found: BuiltUrlRequest[] = [];
  walk(built.block, parents.slice(0, at) as AstNode[], (node, inner) => {
    if (node.type !== 'CallExpression' || !isSender(node)) return true;
    const first = argsOf(node)[0];
    if (first && readsUrl(first, built.name)) found.push({ node, parents: [...inner], argument: first });
    return true;
  });
  return found.length === 1 ? found[0] : undefined;
}
