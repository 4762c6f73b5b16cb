import { Node, type CallExpression, type Type } from 'ts-morph';
import { actionType } from './action-handlers.js';

/** One value an action handed to the store carries as its payload. */
export interface StoredPayload {
  /** The expression the payload is made of (`payload: res.data` of a literal action, a creator's argument). */
  value: Node;
  /** The action type the reducers handle it by, when known (`records/loaded`). */
  key: string | undefined;
  /** The type an action creator declares for that argument (`(rows: Row[]) => …`, `createAction<Row[]>`), if any. */
  declared: Type | undefined;
}

/** Names of the calls that hand an action to the store: redux-saga's `put`, a thunk's or a store's `dispatch`. */
const STORE_CALLS = new Set(['put', 'dispatch']);

/**
 * The payloads of an action handed to the store at `node`: `put(action)` or `dispatch(action)` (also `effects.put`
 * of a namespace import, `store.dispatch`, `thunkAPI.dispatch`), where the action is `{ type, payload }` written
 * there or made by an action creator: a function returning `{ type, payload: arg }`, redux-toolkit's
 * `createAction<T>(…)` or a slice's generated `slice.actions.loaded` (a creator with a `prepare` callback is not
 * read).
 */
export function storedPayloads(node: Node): StoredPayload[] {
  if (!Node.isCallExpression(node) || !STORE_CALLS.has(calleeName(node) ?? '')) return [];
  const action = node.getArguments()[0];
  if (Node.isObjectLiteralExpression(action)) {
    const literal = literalAction(action);
    return literal ? [{ value: literal.payload, key: actionType(literal.type), declared: undefined }] : [];
  }
  if (!Node.isCallExpression(action)) return [];
  return action.getArguments().map((value, index) => ({
    value,
    key: creatorKey(action, index),
    declared: declaredParameter(action, index),
  }));
}

/** `put`, `dispatch`, `store.dispatch`, `effects.put` (a namespace import: a client's `api.put(…)` is no store). */
function calleeName(call: CallExpression): string | undefined {
  const callee = call.getExpression();
  if (Node.isIdentifier(callee)) return callee.getText();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  const name = callee.getName();
  if (name !== 'put') return name;
  const declaration = callee.getExpression().getSymbol()?.getDeclarations()[0];
  return Node.isNamespaceImport(declaration) ? name : undefined;
}

/** `{ type: LOADED, payload: … }`: the type's and the payload's expressions. */
function literalAction(action: Node): { type: Node; payload: Node } | undefined {
  if (!Node.isObjectLiteralExpression(action)) return undefined;
  const type = action.getProperty('type');
  const payload = action.getProperty('payload');
  if (!Node.isPropertyAssignment(type) || !Node.isPropertyAssignment(payload)) return undefined;
  const typeValue = type.getInitializer();
  const payloadValue = payload.getInitializer();
  return typeValue && payloadValue ? { type: typeValue, payload: payloadValue } : undefined;
}

/** The type of the creator's parameter the argument at `index` is given to, when the creator types it. */
function declaredParameter(creator: CallExpression, index: number): Type | undefined {
  const signature = creator.getProject().getTypeChecker().getResolvedSignature(creator);
  const parameter = signature?.getParameters()[index];
  const declaration = parameter?.getValueDeclaration();
  if (Node.isParameterDeclaration(declaration) && declaration.isRestParameter()) return undefined;
  const type = parameter?.getTypeAtLocation(creator);
  return type && !type.isAny() && !type.isUnknown() ? type : undefined;
}

/**
 * The action type of the action a creator makes with its argument at `index` as the payload: a function of the
 * project returning `{ type, payload: param }` (arrow or `function`), or a redux-toolkit creator (its `type` and
 * `match` members) given its payload alone.
 */
function creatorKey(creator: CallExpression, index: number): string | undefined {
  const callee = creator.getExpression();
  const symbol = callee.getSymbol();
  const declaration = (symbol?.getAliasedSymbol() ?? symbol)?.getValueDeclaration();
  const fn = Node.isVariableDeclaration(declaration) ? declaration.getInitializer() : declaration;
  if (Node.isArrowFunction(fn) || Node.isFunctionExpression(fn) || Node.isFunctionDeclaration(fn)) {
    const parameter = fn.getParameters()[index]?.getNameNode();
    if (!Node.isIdentifier(parameter)) return undefined;
    for (const returned of returnedObjects(fn)) {
      const action = literalAction(returned);
      if (action && Node.isIdentifier(action.payload) && action.payload.getSymbol() === parameter.getSymbol())
        return actionType(action.type);
    }
    return undefined;
  }
  // a redux-toolkit creator: `createAction<T>(type)` (not one with a `prepare` callback) or `slice.actions.x`
  if (index !== 0 || creator.getArguments().length !== 1) return undefined;
  if (Node.isCallExpression(fn) && fn.getArguments().length > 1) return undefined;
  const type = callee.getType();
  if (!type.getProperty('match') || !type.getProperty('type')) return undefined;
  return actionType(callee);
}

/** The object literals a function returns (an arrow's `({ … })`, its `return { … }` statements). */
function returnedObjects(fn: Node): Node[] {
  if (Node.isArrowFunction(fn)) {
    const body = fn.getBody();
    const inner = Node.isParenthesizedExpression(body) ? body.getExpression() : body;
    if (Node.isObjectLiteralExpression(inner)) return [inner];
  }
  const out: Node[] = [];
  fn.forEachDescendant((node, traversal) => {
    if (Node.isFunctionLikeDeclaration(node) || Node.isArrowFunction(node)) return traversal.skip();
    if (!Node.isReturnStatement(node)) return;
    const value = node.getExpression();
    if (Node.isObjectLiteralExpression(value)) out.push(value);
  });
  return out;
}
