import { Node, SyntaxKind } from 'ts-morph';
import type { ReadFix } from './read-fixes.js';

/** Array methods whose callback's result is only tested for truth. */
const PREDICATE_METHODS = new Set([
  'filter',
  'some',
  'every',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
]);

/**
 * A guard that can no longer change anything, dropped: `predicate` (a read of a removed field, or its negation)
 * is always `always`; as an operand of `&&` that is always true, or of `||` that is always false, it goes with its
 * operator (`!p.isDeleted && p.isActive` → `p.isActive`, `x || p.isDeleted` → `x`). On the left the rest is exactly
 * the result; on the right only where the result is tested for truth (an `if`, a loop, a `? :` test, a `!`, a
 * `filter`/`some`/… callback), so `const ok = x && !p.isDeleted` is left to the caller's fallback.
 */
export function foldedGuard(predicate: Node, always: boolean): ReadFix[] | undefined {
  let operand: Node = predicate;
  while (Node.isParenthesizedExpression(operand.getParent())) operand = operand.getParent()!;
  const binary = operand.getParent();
  if (!Node.isBinaryExpression(binary)) return undefined;
  const operator = binary.getOperatorToken().getKind();
  const neutral =
    (operator === SyntaxKind.AmpersandAmpersandToken && always) ||
    (operator === SyntaxKind.BarBarToken && !always);
  if (!neutral) return undefined;
  if (binary.getLeft() === operand) {
    const right = binary.getRight();
    // `!p.isDeleted && (a || b)` where the whole stands alone: `a || b`, its parentheses now for nothing
    if (Node.isParenthesizedExpression(right) && standsAlone(binary, right.getExpression())) {
      const inner = right.getExpression();
      return [
        { at: operand, start: operand.getStart(), end: inner.getStart(), text: '' },
        { at: operand, start: inner.getEnd(), end: right.getEnd(), text: '' },
      ];
    }
    return [{ at: operand, start: operand.getStart(), end: right.getStart(), text: '' }];
  }
  if (!testedForTruth(binary)) return undefined;
  const left = binary.getLeft();
  return [{ at: operand, start: left.getEnd(), end: operand.getEnd(), text: '' }];
}

/** True when `inner` can replace `node` without parentheses: `node` is a whole argument, body, test or value. */
function standsAlone(node: Node, inner: Node): boolean {
  if (Node.isObjectLiteralExpression(inner)) return false;
  if (Node.isBinaryExpression(inner) && inner.getOperatorToken().getKind() === SyntaxKind.CommaToken)
    return false;
  const parent = node.getParent();
  if (!parent) return false;
  if (Node.isArrowFunction(parent)) return parent.getBody() === node;
  if (Node.isIfStatement(parent) || Node.isWhileStatement(parent) || Node.isReturnStatement(parent))
    return parent.getExpression() === node;
  if (Node.isCallExpression(parent)) return parent.getArguments().includes(node);
  if (Node.isVariableDeclaration(parent)) return parent.getInitializer() === node;
  return Node.isParenthesizedExpression(parent);
}

/** True when only the truth of `node`'s value matters where it stands. */
function testedForTruth(node: Node): boolean {
  const parent = node.getParent();
  if (!parent) return false;
  if (Node.isParenthesizedExpression(parent)) return testedForTruth(parent);
  if (Node.isPrefixUnaryExpression(parent)) return parent.getOperatorToken() === SyntaxKind.ExclamationToken;
  if (Node.isBinaryExpression(parent)) {
    const kind = parent.getOperatorToken().getKind();
    const logical = kind === SyntaxKind.AmpersandAmpersandToken || kind === SyntaxKind.BarBarToken;
    // `a && b`: `a`'s truth decides; the right one is the result, tested only when the whole is
    return logical && (parent.getLeft() === node || testedForTruth(parent));
  }
  if (Node.isIfStatement(parent) || Node.isWhileStatement(parent) || Node.isDoStatement(parent))
    return parent.getExpression() === node;
  if (Node.isConditionalExpression(parent)) return parent.getCondition() === node;
  if (Node.isForStatement(parent)) return parent.getCondition() === node;
  if (Node.isArrowFunction(parent) && parent.getBody() === node) {
    const call = parent.getParent();
    if (!Node.isCallExpression(call) || call.getArguments()[0] !== parent) return false;
    const callee = call.getExpression();
    return Node.isPropertyAccessExpression(callee) && PREDICATE_METHODS.has(callee.getName());
  }
  return false;
}
