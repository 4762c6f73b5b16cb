import type { AstNode } from '../transform/node-types.js';

/**
 * The path of a conditional fetch: `id ? `items/${id}/answer` : null` (SWR's key, a hook's `path | null`) asks for
 * the URL in one branch and for nothing in the other. The branch holding the URL, or the node itself when it is no
 * such conditional (`a ? '/records' : '/types'` is two paths, left to the code that reads each).
 */
export function conditionalPath(node: AstNode): AstNode {
  const n = unparenthesized(node);
  if (n.type !== 'ConditionalExpression') return node;
  const empty = (branch: AstNode): boolean => {
    const b = unparenthesized(branch);
    return b.type === 'NullLiteral' || (b.type === 'Identifier' && b.name === 'undefined');
  };
  if (empty(n.alternate) && !empty(n.consequent)) return n.consequent;
  if (empty(n.consequent) && !empty(n.alternate)) return n.alternate;
  return node;
}

function unparenthesized(node: AstNode): AstNode {
  let n = node;
  while (
    n.type === 'ParenthesizedExpression' ||
    n.type === 'TSAsExpression' ||
    n.type === 'TSNonNullExpression'
  )
    n = n.expression;
  return n;
}
