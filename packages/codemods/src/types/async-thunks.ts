import { Node, type Type } from 'ts-morph';
import type { StoredPayload } from './stored-actions.js';

/** The action creators an async thunk makes, by the action type's last segment (`records/fetch/fulfilled`). */
const THUNK_ACTIONS = new Set(['pending', 'fulfilled', 'rejected']);

/**
 * What a redux-toolkit `createAsyncThunk('records/fetch', async () => { …; return res.data; })` resolves to is
 * the payload of its `records/fetch/fulfilled` action: the values the payload creator returns (a `return` of the
 * function holding the response, or of a `.then` callback the creator returns as it is), with the type the thunk
 * declares for it (`createAsyncThunk<Row[]>`), if any. `scope` is the function the response is held in.
 */
export function thunkResults(scope: Node): StoredPayload[] {
  const creator = payloadCreator(scope);
  if (!creator) return [];
  const { prefix, declared } = creator;
  const values: Node[] = [];
  if (Node.isArrowFunction(scope) && !Node.isBlock(scope.getBody())) values.push(scope.getBody());
  scope.forEachDescendant((node, traversal) => {
    if (node !== scope && (Node.isFunctionLikeDeclaration(node) || Node.isArrowFunction(node)))
      return traversal.skip();
    const value = Node.isReturnStatement(node) ? node.getExpression() : undefined;
    if (value) values.push(value);
  });
  return values.map((value) => ({ value, key: `${prefix}/fulfilled`, declared }));
}

/** The thunk whose payload creator is `scope`, or returns the `.then(…)` chain `scope` is the callback of. */
function payloadCreator(scope: Node): { prefix: string; declared: Type | undefined } | undefined {
  let fn: Node | undefined = scope;
  const chained = scope.getParent();
  if (Node.isCallExpression(chained) && Node.isPropertyAccessExpression(chained.getExpression())) {
    const returned = chained.getParent();
    const outer = Node.isReturnStatement(returned)
      ? returned.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a) || Node.isArrowFunction(a))
      : Node.isArrowFunction(returned) && returned.getBody() === chained
        ? returned
        : undefined;
    if (outer) fn = outer;
  }
  const thunk = fn.getParent();
  if (!Node.isCallExpression(thunk) || thunk.getArguments()[1] !== fn) return undefined;
  if (!/(^|\.)createAsyncThunk$/.test(thunk.getExpression().getText())) return undefined;
  const prefix = thunk.getArguments()[0];
  if (!Node.isStringLiteral(prefix) && !Node.isNoSubstitutionTemplateLiteral(prefix)) return undefined;
  const declared = thunk.getTypeArguments()[0]?.getType();
  return {
    prefix: prefix.getLiteralText(),
    declared: declared && !declared.isAny() && !declared.isUnknown() ? declared : undefined,
  };
}

/**
 * `fetchRecords.fulfilled` (or its `.type`) of `const fetchRecords = createAsyncThunk('records/fetch', …)`: the
 * action type `records/fetch/fulfilled` (redux-toolkit's types say only `string`).
 */
export function thunkActionType(expression: Node): string | undefined {
  let access = expression;
  if (Node.isPropertyAccessExpression(access) && access.getName() === 'type') access = access.getExpression();
  if (!Node.isPropertyAccessExpression(access) || !THUNK_ACTIONS.has(access.getName())) return undefined;
  const symbol = access.getExpression().getSymbol();
  const declaration = (symbol?.getAliasedSymbol() ?? symbol)?.getValueDeclaration();
  if (!Node.isVariableDeclaration(declaration)) return undefined;
  const thunk = declaration.getInitializer();
  if (!Node.isCallExpression(thunk) || !/(^|\.)createAsyncThunk$/.test(thunk.getExpression().getText()))
    return undefined;
  const prefix = thunk.getArguments()[0];
  if (!Node.isStringLiteral(prefix) && !Node.isNoSubstitutionTemplateLiteral(prefix)) return undefined;
  return `${prefix.getLiteralText()}/${access.getName()}`;
}
