import { argsOf } from './call-site.js';
import type { AstNode } from './node-types.js';

/**
 * The query written with a segment builder's path (`project/segment-builder.ts`), where the path argument glues it on:
 * `path('types') + query({ recordId })` gives `{ recordId }`, `` `${path('profiles', 'search')}?${params.toString()}` ``
 * gives `params`, `` `${path('items')}?${toQuery(q)}` `` gives `q`. Undefined when the path argument holds none.
 */
export function segmentQuery(pathArg: AstNode): AstNode | undefined {
  if (pathArg.type === 'BinaryExpression' && pathArg.operator === '+') return queryOf(pathArg.right);
  if (pathArg.type !== 'TemplateLiteral') return undefined;
  const at = pathArg.quasis.findIndex((q) => q.value.raw.endsWith('?'));
  const hole = at < 0 ? undefined : pathArg.expressions[at];
  return hole ? queryOf(hole as AstNode) : undefined;
}

/** `helper(q)` → q; `params.toString()` → params; a name → itself. */
function queryOf(node: AstNode): AstNode | undefined {
  if (node.type === 'Identifier') return node;
  if (node.type !== 'CallExpression') return undefined;
  const args = argsOf(node);
  if (
    args.length === 0 &&
    node.callee.type === 'MemberExpression' &&
    node.callee.property.type === 'Identifier' &&
    node.callee.property.name === 'toString' &&
    node.callee.object.type === 'Identifier'
  )
    return node.callee.object;
  return args.length === 1 && (args[0]!.type === 'ObjectExpression' || args[0]!.type === 'Identifier')
    ? args[0]
    : undefined;
}
