import { keyName } from '../transform/call-site.js';
import { identifierName, isProperty, type AstNode } from '../transform/node-types.js';
import { eachNode } from './file-facts.js';

/** The members of a request's options a wrapper may read from its own options parameter, by what they hold. */
export const OPTION_MEMBERS = {
  method: ['method'],
  body: ['body', 'json', 'data'],
  query: ['query', 'params', 'searchParams'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The parameter whose request option an expression reads (`opts.method ?? 'GET'`, `JSON.stringify(opts.body)`,
 * `opts.query`), for a wrapper `api(path, opts)` that takes the method, body and query in one options object: its
 * callers' options literal then says them (`api('/x', { method: 'PUT', body })`). `members` are the names the
 * place accepts; undefined when the expression reads no such member of a parameter.
 */
export function optionsParamOf(
  expression: AstNode | undefined,
  members: readonly string[],
  paramIndex: (expression: AstNode) => number | undefined,
  params: readonly AstNode[] = [],
): number | undefined {
  let found: number | undefined;
  if (!expression) return undefined;
  eachNode(expression, (node, parents) => {
    // `JSON.stringify(body)` in `fetchJson(path, { method, body } = {})`: the option destructured in the parameter
    if (found === undefined && node.type === 'Identifier' && !isNameOnly(node, parents.at(-1)))
      found = destructuredOptionParam(params, node.name, members);
    if (found !== undefined || node.type !== 'MemberExpression' || node.computed) return;
    // `opts.body`, `options.query`: a plain member of a parameter named as the place reads it
    const name = identifierName(node.property);
    if (name !== undefined && members.includes(name) && node.object.type === 'Identifier')
      found = paramIndex(node.object);
  });
  return found;
}

/**
 * What an options literal handed to an inner wrapper's options parameter passes on from the outer function's own
 * parameters (`send(path, { query })` in `apiBlob(path, query)`): the parameter indexes of its query and body.
 */
export function optionsLiteralParams(
  literal: AstNode | undefined,
  paramIndex: (expression: AstNode) => number | undefined,
): { query?: number; body?: number } {
  const out: { query?: number; body?: number } = {};
  if (literal?.type !== 'ObjectExpression') return out;
  for (const property of literal.properties) {
    if (!isProperty(property)) continue;
    const key = keyName(property);
    const i = paramIndex(property.value);
    if (i === undefined || key === undefined) continue;
    if ((OPTION_MEMBERS.query as readonly string[]).includes(key)) out.query = i;
    if ((OPTION_MEMBERS.body as readonly string[]).includes(key)) out.body = i;
  }
  return out;
}

/**
 * The parameter whose object pattern binds `name` under one of `members`' keys (`body` and `query` of
 * `fetchJson(path, { method = 'GET', query, body } = {})`): that parameter is the options object its callers write.
 */
export function destructuredOptionParam(
  params: readonly AstNode[],
  name: string,
  members: readonly string[],
): number | undefined {
  for (const [i, param] of params.entries()) {
    const pattern = param.type === 'AssignmentPattern' ? param.left : param;
    if (pattern.type !== 'ObjectPattern') continue;
    for (const property of pattern.properties) {
      if (!isProperty(property)) continue;
      const key = keyName(property);
      const value = property.value.type === 'AssignmentPattern' ? property.value.left : property.value;
      if (key !== undefined && members.includes(key) && identifierName(value) === name) return i;
    }
  }
  return undefined;
}

/** An identifier that names no binding: a member's property (`res.body`) or an object literal's key (`{ body: x }`). */
function isNameOnly(node: AstNode, parent: AstNode | undefined): boolean {
  if (!parent) return false;
  if (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression')
    return parent.property === node && !parent.computed;
  return isProperty(parent) && parent.key === node && parent.value !== node;
}
