import type * as t from '@babel/types';
import { walk } from './ast-walk.js';
import { calleeName, isFunction, isIdentifier, type AstNode } from './node-types.js';

/** `@effect/platform`'s request module, and its combinator putting a base before each request's URL. */
const REQUEST_MODULE = 'HttpClientRequest';
const PREPEND = 'prependUrl';
/** Names a request is built or sent by with its URL first (`HttpClientRequest.get(url)`, `client.get(url)`). */
const VERBS = new Set(['get', 'post', 'put', 'patch', 'del', 'delete', 'head', 'options']);

/**
 * The base an Effect client puts before the requests of the function that makes it: for a URL given first to a
 * verb (`HttpClientRequest.get('/records')`, `client.post('/records')`) in a function that also calls
 * `HttpClientRequest.prependUrl(base)` (`client.pipe(HttpClient.mapRequest(HttpClientRequest.prependUrl(baseUrl)))`),
 * that `base`, judged as any base. Undefined when no enclosing function prepends one.
 */
export function prependedBase(url: AstNode, parents: readonly AstNode[]): AstNode | undefined {
  const call = parents[parents.length - 1];
  if (call?.type !== 'CallExpression' || call.arguments[0] !== url) return undefined;
  const name = calleeName(call.callee);
  if (call.callee.type !== 'MemberExpression' || name === undefined || !VERBS.has(name)) return undefined;
  for (let i = parents.length - 2; i >= 0; i--) {
    const scope = parents[i];
    if (!scope || !isFunction(scope)) continue;
    const base = prependIn(scope);
    if (base) return base;
  }
  return undefined;
}

/** The argument of the first `HttpClientRequest.prependUrl(base)` in a function. */
function prependIn(scope: AstNode): AstNode | undefined {
  let found: AstNode | undefined;
  walk(scope, [], (node) => {
    if (found) return false;
    if (node.type === 'CallExpression' && isPrepend(node.callee) && node.arguments[0])
      found = node.arguments[0];
    return found === undefined;
  });
  return found;
}

function isPrepend(callee: t.Node): boolean {
  return (
    callee.type === 'MemberExpression' &&
    isIdentifier(callee.object) &&
    callee.object.name === REQUEST_MODULE &&
    calleeName(callee) === PREPEND
  );
}
