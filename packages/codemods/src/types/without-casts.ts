import { Node } from 'ts-morph';

/** An expression without the casts and parentheses around it (`({ … }) as const satisfies T` → `{ … }`). */
export function withoutCasts(node: Node | undefined): Node | undefined {
  let inner = node;
  while (
    Node.isAsExpression(inner) ||
    Node.isSatisfiesExpression(inner) ||
    Node.isParenthesizedExpression(inner)
  )
    inner = inner.getExpression();
  return inner;
}
