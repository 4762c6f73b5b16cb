import { ELEMENT_METHODS } from './array-methods.js';
import { Node, SyntaxKind, type Type } from 'ts-morph';

/** What a reducer says an action's payload is at one read of it, and whether that type is one element of it. */
export interface PayloadRead {
  type: Type;
  item: boolean;
}

/**
 * What a reducer says the payload is, at one read of it (`action.payload`, or a destructured `payload`): a
 * callback's typed element (`action.payload.forEach((r: Row) => …)`), a cast or a typed variable, the state member
 * it is stored in (`{ ...state, rows: action.payload }` with the state's `rows: Row[]`, or Immer's
 * `state.rows = action.payload`). Undefined where nothing there types it (`any`).
 */
export function payloadType(payload: Node): PayloadRead | undefined {
  const parent = payload.getParent();
  // `action.payload.forEach((r: Row) => …)`
  if (Node.isPropertyAccessExpression(parent) && ELEMENT_METHODS.has(parent.getName())) {
    const call = parent.getParent();
    if (!Node.isCallExpression(call)) return undefined;
    const fn = call.getArguments()[0];
    if (!(Node.isArrowFunction(fn) || Node.isFunctionExpression(fn))) return undefined;
    const index = parent.getName() === 'reduce' ? 1 : 0;
    const typeNode = fn.getParameters()[index]?.getTypeNode();
    return typeNode ? { type: typeNode.getType(), item: true } : undefined;
  }
  // `action.payload as Row[]`, `const rows: Row[] = action.payload`
  if (Node.isAsExpression(parent)) return typed(parent.getTypeNode()?.getType());
  if (Node.isVariableDeclaration(parent) && parent.getInitializer() === payload)
    return typed(parent.getTypeNode()?.getType());
  // Immer's `state.rows = action.payload`: the state's own `rows`
  if (
    Node.isBinaryExpression(parent) &&
    parent.getRight() === payload &&
    parent.getOperatorToken().getKind() === SyntaxKind.EqualsToken
  ) {
    const target = parent.getLeft();
    return Node.isPropertyAccessExpression(target) ? typed(target.getType()) : undefined;
  }
  // `{ ...state, rows: action.payload }`: the state's own `rows`
  if (Node.isPropertyAssignment(parent) && parent.getInitializer() === payload) {
    const object = parent.getParent();
    if (!Node.isObjectLiteralExpression(object)) return undefined;
    for (const spread of object.getProperties()) {
      if (!Node.isSpreadAssignment(spread)) continue;
      const member = spread.getExpression().getType().getProperty(parent.getName());
      const type = member?.getTypeAtLocation(spread);
      if (type) return typed(type);
    }
  }
  return undefined;
}

function typed(type: Type | undefined): PayloadRead | undefined {
  return type && !type.isAny() && !type.isUnknown() ? { type, item: false } : undefined;
}
