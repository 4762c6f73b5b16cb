import type * as t from '@babel/types';
import { calleeName, type AstNode } from './node-types.js';
import { wretchRequest, wretchVerbUrl } from './wretch-chain.js';

/** What wretch's chain reads its response as, at the call that ends it. */
export interface WretchRead {
  /** `.json()` (the parsed body, or given to `callback`), or `.res()` (fetch's `Response`). */
  reads: 'body' | 'response';
  call: t.CallExpression;
  /** The call's ancestors, its direct parent last. */
  parents: AstNode[];
  /** `.json((body) => …)`: the function the body is given to. */
  callback?: AstNode;
}

/**
 * The call that ends wretch's chain from `.url(path)` (`call`, with ancestors `parents`) after its verb:
 * `.json()`/`.json(cb)` resolving to the body, `.res()` to the response. Undefined for any other chain, or one
 * ending in `.text()`, `.blob()`, … (not read as JSON here).
 */
export function wretchRead(call: AstNode, parents: readonly AstNode[]): WretchRead | undefined {
  // `api.get(url).json(cb)`: the verb is the call itself
  const request =
    wretchRequest(call, parents) ??
    (call.type === 'CallExpression' && wretchVerbUrl(call)
      ? { verb: call, parents: [...parents] }
      : undefined);
  if (!request) return undefined;
  const { verb, parents: above } = request;
  const member = above[above.length - 1];
  const read = above[above.length - 2];
  if (member?.type !== 'MemberExpression' || member.object !== verb) return undefined;
  if (read?.type !== 'CallExpression' || read.callee !== member) return undefined;
  const name = calleeName(member);
  const at = above.slice(0, -2);
  const callback = read.arguments[0];
  if (name === 'json') return { reads: 'body', call: read, parents: at, ...(callback ? { callback } : {}) };
  if (name === 'res' && !callback) return { reads: 'response', call: read, parents: at };
  return undefined;
}
