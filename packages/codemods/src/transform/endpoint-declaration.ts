import type * as t from '@babel/types';
import { argsOf, keyName } from './call-site.js';
import { isProperty, isStringLiteral, type AstNode } from './node-types.js';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Keys a declarative client's endpoint has beside `method` and `path` (Zodios' `response`, `alias`, `parameters`). */
const DECLARATION_KEYS = new Set(['response', 'responses', 'alias', 'parameters']);

/**
 * Whether an object literal declares an endpoint of a client, whatever call it is given to (`makeEndpoint({ method:
 * 'get', path: '/records', response })`): a literal HTTP `method`, a `path`, one of `response`, `responses`, `alias`,
 * `parameters`, and no `handler` (a server's route, `fastify.route({ method, path, handler })`).
 */
export function declaresEndpoint(node: t.ObjectExpression): boolean {
  const members: readonly AstNode[] = node.properties;
  let method = false;
  let path = false;
  let declaration = false;
  for (const member of members) {
    if (!isProperty(member)) continue;
    const key = keyName(member) ?? '';
    const value: AstNode = member.value;
    if (key === 'handler') return false;
    if (key === 'method') method = isStringLiteral(value) && METHODS.has(value.value.toUpperCase());
    else if (key === 'path') path = true;
    else if (DECLARATION_KEYS.has(key)) declaration = true;
  }
  return method && path && declaration;
}

/**
 * Whether `url` is the `path` of an endpoint declaration given to `call` (`makeEndpoint({ method, path, response })`):
 * the type-aware pass reads that endpoint's schemas and calls (`types/declared-endpoint-walk.ts`), so the call needs
 * no "not a request the codemod can read" TODO.
 */
export function isDeclaredEndpointPath(call: AstNode, url: AstNode): boolean {
  if (call.type !== 'CallExpression') return false;
  return argsOf(call).some((arg) => {
    if (arg.type !== 'ObjectExpression' || !declaresEndpoint(arg)) return false;
    const members: readonly AstNode[] = arg.properties;
    return members.some((p) => isProperty(p) && keyName(p) === 'path' && p.value === url);
  });
}
