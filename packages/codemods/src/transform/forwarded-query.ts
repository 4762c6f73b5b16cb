import { walk } from './ast-walk.js';
import { endOf, startOf } from './parser.js';
import { identifierName, isStringLiteral, type AstNode } from './node-types.js';

const SETTERS = new Set(['set', 'append']);

/**
 * The first `.set(name, value)` / `.append` on a built URL's `searchParams` whose name the code does not write
 * (`req.nextUrl.searchParams.forEach((value, name) => url.searchParams.set(name, value))`: another request's query
 * forwarded as it came), in the scope that builds the URL. The names it sends cannot be renamed here, so the
 * caller leaves a TODO at it rather than a call that looks migrated. Undefined when every name is written.
 */
export function unseenSearchParamName(name: string, scope: AstNode, source: string): AstNode | undefined {
  const target = `${name}.searchParams`;
  let found: AstNode | undefined;
  walk(scope, [], (node) => {
    if (found) return false;
    if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return true;
    const method = identifierName(node.callee.property);
    if (method === undefined || !SETTERS.has(method)) return true;
    const object = source.slice(startOf(node.callee.object), endOf(node.callee.object)).replace(/\s+/g, '');
    if (object !== target) return true;
    const first = node.arguments[0];
    const written =
      first !== undefined &&
      (isStringLiteral(first) || (first.type === 'TemplateLiteral' && first.expressions.length === 0));
    if (!written) found = node;
    return false;
  });
  return found;
}
