import type { AstNode } from '../transform/node-types.js';
import { unwrap } from './file-facts.js';
import { returnedExpression } from './linker.js';

/**
 * The parameter a path helper returns with a query string appended: `withQuery(path, query)` returning
 * `text ? `${path}?${text}` : path` (or `path + '?' + text`), so every value it can return starts with that
 * parameter. Undefined when some returned value does not start with one parameter.
 */
export function helperPathParam(
  fn: AstNode,
  paramIndex: (expression: AstNode) => number | undefined,
): number | undefined {
  const returned = unwrap(returnedExpression(fn));
  if (!returned) return undefined;
  const starts = leaves(returned).map((leaf) => {
    const first = leadingExpression(leaf);
    return first ? paramIndex(first) : undefined;
  });
  const [path] = starts;
  return path !== undefined && starts.every((s) => s === path) ? path : undefined;
}

/** The values a returned expression can take: both branches of `a ? b : c`, each unwrapped. */
function leaves(node: AstNode): AstNode[] {
  if (node.type !== 'ConditionalExpression') return [node];
  const out: AstNode[] = [];
  for (const branch of [node.consequent, node.alternate]) {
    const inner = unwrap(branch);
    if (inner) out.push(...leaves(inner));
  }
  return out;
}

/** What a string value starts with: itself when plain, `${first}…` of a template, the leftmost operand of `+`. */
function leadingExpression(node: AstNode): AstNode | undefined {
  if (node.type === 'Identifier') return node;
  if (node.type === 'TemplateLiteral') {
    const [quasi] = node.quasis;
    const [first] = node.expressions;
    return quasi?.value.cooked === '' && first ? first : undefined;
  }
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const left = unwrap(node.left);
    return left ? leadingExpression(left) : undefined;
  }
  return undefined;
}
