import type * as t from '@babel/types';
import type { CallSite } from './call-site.js';
import { calleeName, type AstNode } from './node-types.js';

/** wretch's request verbs (`.get()`, `.post(body)`), ending the chain that `.url(path)` starts, and their methods. */
const VERBS: Readonly<Record<string, string>> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
  head: 'HEAD',
  opts: 'OPTIONS',
};
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
/** wretch's settings between `.url()` and the verb that neither send data nor change the path. */
const SETTINGS = new Set([
  'auth',
  'headers',
  'accept',
  'content',
  'options',
  'signal',
  'catcher',
  'catcherFallback',
  'errorType',
  'resolve',
  'defer',
  'middlewares',
  'setTimeout',
]);

/**
 * wretch's request chain from `.url(path)` (`api.url('/items').query(q).json(body).post().json<T>()`): the verb's
 * method, its `.query()` object and the body given to `.json()`, `.body()`, `.formData()`, `.formUrl()` or to the
 * verb itself. `call` is the `.url(path)` call and `outer` its ancestors, innermost last. Undefined when no verb
 * follows (an instance kept for later, another library's `url()`), or a second `.url()` appends to the path.
 */
export function wretchChain(call: AstNode, outer: readonly AstNode[]): CallSite | undefined {
  return wretchRequest(call, outer)?.site;
}

/** The verb's call of wretch's chain from `.url(path)` (see `wretchChain`), its ancestors, and what it sends. */
export function wretchRequest(
  call: AstNode,
  outer: readonly AstNode[],
): { site: CallSite; verb: t.CallExpression; parents: AstNode[] } | undefined {
  let body: AstNode | undefined;
  let query: AstNode | undefined;
  let current = call;
  for (let i = outer.length - 1; i >= 1; i -= 2) {
    const member = outer[i];
    const next = outer[i - 1];
    if (member?.type !== 'MemberExpression' || member.object !== current) return undefined;
    if (next?.type !== 'CallExpression' || next.callee !== member) return undefined;
    const name = calleeName(member);
    const arg = next.arguments[0];
    const method = name === undefined ? undefined : VERBS[name];
    if (method) {
      const sent = WITH_BODY.has(method) && arg ? arg : body;
      const site = { method, ...(sent ? { body: sent } : {}), ...(query ? { query } : {}) };
      return { site, verb: next, parents: outer.slice(0, i - 1) };
    }
    if (name === 'query' && arg) query = arg;
    else if ((name === 'json' || name === 'body' || name === 'formData' || name === 'formUrl') && arg)
      body = arg;
    else if (name === undefined || !SETTINGS.has(name)) return undefined;
    current = next;
  }
  return undefined;
}

/**
 * wretch's verbs given the URL themselves: `api.get(url)`, `api.delete(url)`, and `api.post(body, url)`,
 * `api.put(body, url)`, `api.patch(body, url)` (body first). The method, and the body of the latter; undefined when
 * `url` is not the verb's URL argument.
 */
export function wretchVerbSite(url: AstNode, call: AstNode | undefined): CallSite | undefined {
  if (call?.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return undefined;
  const name = calleeName(call.callee);
  const method = name === undefined ? undefined : VERBS[name];
  const [first, second] = call.arguments;
  if (!method || !WITH_BODY.has(method) || call.arguments.length !== 2 || second !== url) return undefined;
  return first ? { method, body: first } : { method };
}

/** The URL argument of a wretch verb call (`api.get(url)`, `api.post(body, url)`) and its method, if it has one. */
export function wretchVerbUrl(call: t.CallExpression): { url: AstNode; method: string } | undefined {
  const name = calleeName(call.callee);
  const method = name === undefined ? undefined : VERBS[name];
  if (!method || call.callee.type !== 'MemberExpression') return undefined;
  const url = WITH_BODY.has(method) ? call.arguments[1] : call.arguments[0];
  return url && url.type !== 'SpreadElement' && url.type !== 'ArgumentPlaceholder'
    ? { url, method }
    : undefined;
}
