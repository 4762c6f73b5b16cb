import type * as t from '@babel/types';
import { calleeName, isIdentifier, type AstNode } from './node-types.js';

/** `@effect/platform`'s request module, as Effect's own examples and users import it. */
const REQUEST_MODULE = 'HttpClientRequest';
/** Its combinators that set the JSON body from their argument. */
const BODY_SETTERS = new Set(['bodyJson', 'bodyUnsafeJson']);
/** Its combinators that set the query from an object (or pairs) argument. */
const QUERY_SETTERS = new Set(['setUrlParams', 'appendUrlParams']);
/** Its combinators that set one query parameter named by their first argument. */
const NAMED_SETTERS = new Set(['setUrlParam', 'appendUrlParam']);

/** The body, the query and the one-parameter setters piped after a request. */
export interface PipedRequest {
  body?: AstNode;
  query?: AstNode;
  /** `HttpClientRequest.setUrlParam('recordId', …)` calls: the name is their first argument. */
  namedQuery: AstNode[];
}

/**
 * Effect's request builders piped after a request (`HttpClientRequest.post(url).pipe(HttpClientRequest.bodyJson(
 * body), HttpClientRequest.setUrlParams(query), HttpClientRequest.setUrlParam('name', value))`, and the curried
 * `HttpClientRequest.schemaBodyJson(Schema)(body)`). Undefined when the call is not piped into any of them.
 */
export function effectPipedRequest(call: AstNode, outer: readonly AstNode[]): PipedRequest | undefined {
  const member = outer[outer.length - 1];
  const piped = outer[outer.length - 2];
  if (member?.type !== 'MemberExpression' || member.object !== call || calleeName(member) !== 'pipe')
    return undefined;
  if (piped?.type !== 'CallExpression' || piped.callee !== member) return undefined;
  const found: PipedRequest = { namedQuery: [] };
  for (const stage of piped.arguments) {
    if (stage.type !== 'CallExpression') continue;
    const [first] = stage.arguments;
    const setter = requestCombinator(stage.callee);
    if (setter && BODY_SETTERS.has(setter) && first) found.body = first;
    else if (setter && QUERY_SETTERS.has(setter) && first) found.query = first;
    else if (setter && NAMED_SETTERS.has(setter)) found.namedQuery.push(stage);
    else if (
      stage.callee.type === 'CallExpression' &&
      requestCombinator(stage.callee.callee) === 'schemaBodyJson' &&
      first
    )
      found.body = first; // `HttpClientRequest.schemaBodyJson(Schema)(body)`
  }
  return found.body || found.query || found.namedQuery.length > 0 ? found : undefined;
}

/** `HttpClientRequest.name`: the combinator's name. */
function requestCombinator(callee: t.Node): string | undefined {
  if (callee.type !== 'MemberExpression' || !isIdentifier(callee.object)) return undefined;
  return callee.object.name === REQUEST_MODULE ? calleeName(callee) : undefined;
}
