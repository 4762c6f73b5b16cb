import { Node, type CallExpression, type Type } from 'ts-morph';
import { plansAt, type Plans } from './plan-path.js';

/** Effects whose yielded result is the result of the function they run (`const res = yield call(fn, …)`). */
const RUNNING_EFFECTS = new Set(['call', 'apply', 'retry']);
/** Members of a client's response object that hold the parsed body: axios's `{ data }`, got's `{ body }`. */
const BODY_MEMBERS = new Set(['data', 'body']);
/** Array methods whose callback's first parameter is an element of the array. */
const ELEMENT_METHODS = new Set(['map', 'forEach', 'filter', 'flatMap', 'find', 'some', 'every', 'reduce']);

/**
 * A response a saga puts into the store, followed to the reducers that read it: `const res = yield call(fn, …)` (or
 * the request function's result handed to `call`) then `yield put({ type: LOADED, payload: res.data.data })`, and,
 * in a reducer's `switch (action.type)`, `case LOADED:` reading `action.payload`. Where the reducer says what the
 * payload is (`action.payload.forEach((r: Row) => …)`, `{ ...state, rows: action.payload }` with the state's
 * `rows: Row[]`, `action.payload as Row[]`), that type is walked with the plans of the part of the body put, so the
 * rows' fields are renamed as a typed response's are. Both ends must be in the project and the action type a
 * constant (one declaration, imported or not); a string written at each end is not followed.
 */
export function sagaPutReads(call: CallExpression, plans: Plans): { type: Type; plans: Plans }[] {
  const out: { type: Type; plans: Plans }[] = [];
  for (const holder of yieldedResponses(call)) {
    const symbol = holder.getSymbol();
    const scope = holder.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a));
    if (!symbol || !scope) continue;
    scope.forEachDescendant((node) => {
      const put = putAction(node);
      if (!put) return;
      const path = bodyPath(put.payload, symbol);
      if (!path) return;
      const payloadPlans = plansAt(path, plans);
      if (!payloadPlans.some((p) => p !== undefined)) return;
      for (const read of reducerReads(put.type))
        out.push({ type: read.type, plans: read.item ? payloadPlans.map((p) => p?.item) : payloadPlans });
    });
  }
  return out;
}

/** The variables a saga holds the call's response in: the call yielded as an effect, or its function handed to `call`. */
function yieldedResponses(call: CallExpression): Node[] {
  const callee = call.getExpression();
  if (Node.isIdentifier(callee) && RUNNING_EFFECTS.has(callee.getText())) return heldYield(call);
  // `const fetchRecords = (params) => client.get('/records', { params })`: where a saga runs `fetchRecords`
  const fn = call.getFirstAncestor(
    (a) => Node.isArrowFunction(a) || Node.isFunctionDeclaration(a) || Node.isFunctionExpression(a),
  );
  if (!fn || !returnsDirectly(fn, call)) return [];
  const holder = fn.getParent();
  const name = Node.isFunctionDeclaration(fn)
    ? fn.getNameNode()
    : Node.isVariableDeclaration(holder)
      ? holder.getNameNode()
      : undefined;
  if (!name || !Node.isIdentifier(name)) return [];
  const out: Node[] = [];
  for (const reference of name.findReferencesAsNodes()) {
    let at: Node = reference;
    const parent = at.getParent();
    if (Node.isPropertyAccessExpression(parent) && parent.getNameNode() === at) at = parent;
    const effect = at.getParent();
    if (!Node.isCallExpression(effect) || effect.getArguments()[0] !== at) continue;
    const effectName = effect.getExpression();
    if (Node.isIdentifier(effectName) && effectName.getText() === 'call') out.push(...heldYield(effect));
  }
  return out;
}

/** `const res = yield effect`: `res`. */
function heldYield(effect: CallExpression): Node[] {
  const parent = effect.getParent();
  if (!Node.isYieldExpression(parent)) return [];
  const declaration = parent.getParent();
  if (!Node.isVariableDeclaration(declaration)) return [];
  const name = declaration.getNameNode();
  return Node.isIdentifier(name) ? [name] : [];
}

/** Whether `fn` returns `call` as it is (an arrow's body, or a `return` of it). */
function returnsDirectly(fn: Node, call: CallExpression): boolean {
  if (Node.isArrowFunction(fn) && fn.getBody() === call) return true;
  const returned = call.getParent();
  return (
    Node.isReturnStatement(returned) &&
    returned.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a) || Node.isArrowFunction(a)) === fn
  );
}

/** `put({ type: LOADED, payload })`: the action type's expression and the payload. */
function putAction(node: Node): { type: Node; payload: Node } | undefined {
  if (!Node.isCallExpression(node)) return undefined;
  const callee = node.getExpression();
  if (!Node.isIdentifier(callee) || callee.getText() !== 'put') return undefined;
  const action = node.getArguments()[0];
  if (!Node.isObjectLiteralExpression(action)) return undefined;
  const type = action.getProperty('type');
  const payload = action.getProperty('payload');
  if (!Node.isPropertyAssignment(type) || !Node.isPropertyAssignment(payload)) return undefined;
  const typeValue = type.getInitializer();
  const payloadValue = payload.getInitializer();
  if (!typeValue || !payloadValue) return undefined;
  if (!(Node.isIdentifier(typeValue) || Node.isPropertyAccessExpression(typeValue))) return undefined;
  return { type: typeValue, payload: payloadValue };
}

/** `res.data.data` for a response `res`: the path in the body (`['data']`), the body read through `data`/`body`. */
function bodyPath(payload: Node, response: ReturnType<Node['getSymbol']>): string[] | undefined {
  const names: string[] = [];
  let node = payload;
  while (Node.isPropertyAccessExpression(node)) {
    names.unshift(node.getName());
    node = node.getExpression();
  }
  if (!Node.isIdentifier(node) || node.getSymbol() !== response) return undefined;
  return names.length > 0 && BODY_MEMBERS.has(names[0]!) ? names.slice(1) : undefined;
}

/**
 * The types the reducers' `case TYPE:` clauses give `action.payload`: a callback's typed element (`item`), a state
 * member it is stored in, or a cast.
 */
function reducerReads(actionType: Node): { type: Type; item: boolean }[] {
  const declaration = constantDeclaration(actionType);
  if (!declaration) return [];
  const out: { type: Type; item: boolean }[] = [];
  for (const reference of declaration.findReferencesAsNodes()) {
    let at: Node = reference;
    const parent = at.getParent();
    if (Node.isPropertyAccessExpression(parent) && parent.getNameNode() === at) at = parent;
    const clause = at.getParent();
    if (!Node.isCaseClause(clause) || clause.getExpression() !== at) continue;
    const switched = clause.getFirstAncestor((a) => Node.isSwitchStatement(a));
    const on = switched && Node.isSwitchStatement(switched) ? switched.getExpression() : undefined;
    if (!Node.isPropertyAccessExpression(on) || on.getName() !== 'type') continue;
    const action = on.getExpression().getSymbol();
    if (!action) continue;
    for (const statement of clause.getStatements()) {
      statement.forEachDescendant((node) => {
        if (!Node.isPropertyAccessExpression(node) || node.getName() !== 'payload') return;
        if (node.getExpression().getSymbol() !== action) return;
        const read = payloadType(node);
        if (read) out.push(read);
      });
    }
  }
  return out;
}

/** The `const LOADED = '…'` an action type names (through imports), or undefined when it is not such a constant. */
function constantDeclaration(actionType: Node): (Node & { findReferencesAsNodes(): Node[] }) | undefined {
  const name = Node.isPropertyAccessExpression(actionType) ? actionType.getNameNode() : actionType;
  const symbol = name.getSymbol();
  const target = symbol?.getAliasedSymbol() ?? symbol;
  const declaration = target?.getDeclarations()[0];
  if (!Node.isVariableDeclaration(declaration)) return undefined;
  const list = declaration.getVariableStatement();
  if (!list || list.getDeclarationKind() !== 'const') return undefined;
  const nameNode = declaration.getNameNode();
  return Node.isIdentifier(nameNode) ? nameNode : undefined;
}

/** What a reducer says `action.payload` is, at one read of it. */
function payloadType(payload: Node): { type: Type; item: boolean } | undefined {
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

function typed(type: Type | undefined): { type: Type; item: boolean } | undefined {
  return type && !type.isAny() && !type.isUnknown() ? { type, item: false } : undefined;
}
