import { Node, type CallExpression, type Type } from 'ts-morph';
import { actionHandlers, payloadReads } from './action-handlers.js';
import { plansAt, type Plans } from './plan-path.js';
import { responseCalls } from './response-calls.js';
import { payloadType } from './reducer-payloads.js';
import { storedPayloads } from './stored-actions.js';
import { thunkResults } from './async-thunks.js';
import type { PlannedEdit } from './plan-keys.js';
import { untypedStoreReads } from './untyped-store-reads.js';

/** Members of a client's response object that hold the parsed body: axios's `{ data }`, got's `{ body }`. */
const BODY_MEMBERS = new Set(['data', 'body']);

/** A name the response is held in, where it is read: the response object, or its body (`const { data } = …`). */
interface Holder {
  name: Node;
  scope: Node;
  body: boolean;
}

/**
 * A response handed to the store, followed to the reducers that read it: `const res = yield call(fn, …)` in a saga,
 * `const res = await fn(…)` or `.then((res) => …)` in a thunk (the request itself, or a function of the project
 * returning it as it is), then `put(…)`/`dispatch(…)` of an action whose payload is part of the body: written there
 * (`{ type: LOADED, payload: res.data.data }`) or made by an action creator (`loaded(res.data)`, see
 * `stored-actions.ts`), or returned by an async thunk's payload creator (`async-thunks.ts`). A creator's typed
 * parameter is walked with the plans of the part of the body given; so is what a reducer handling the action type
 * (`action-handlers.ts`) says the payload is (`reducer-payloads.ts`), so the rows' fields are renamed as a typed
 * response's are. The action type is matched by its string, read from the types at both ends (a constant, a
 * string, a creator's `type`). Where the state member the payload is stored in is read untyped (`types: any[]`),
 * those reads are followed by `untyped-store-reads.ts`: `untyped` holds their edits.
 */
export function sagaPutReads(
  call: CallExpression,
  plans: Plans,
): { typed: { type: Type; plans: Plans }[]; untyped: PlannedEdit[] } {
  const out: { type: Type; plans: Plans }[] = [];
  const untyped: PlannedEdit[] = [];
  for (const holder of responseCalls(call).flatMap(held)) {
    const symbol = holder.name.getSymbol();
    if (!symbol) continue;
    // what an async thunk returns, and the actions handed to the store where the response is held
    const payloads = thunkResults(holder.scope);
    holder.scope.forEachDescendant((node) => void payloads.push(...storedPayloads(node)));
    for (const payload of payloads) {
      const path = bodyPath(payload.value, symbol, holder.body);
      if (!path) continue;
      const payloadPlans = plansAt(path, plans);
      if (!payloadPlans.some((p) => p !== undefined)) continue;
      if (payload.declared) out.push({ type: payload.declared, plans: payloadPlans });
      if (payload.key === undefined) continue;
      for (const handler of actionHandlers(call.getProject()).get(payload.key) ?? [])
        for (const read of payloadReads(handler)) {
          const type = payloadType(read);
          if (type)
            out.push({ type: type.type, plans: type.item ? payloadPlans.map((p) => p?.item) : payloadPlans });
          untyped.push(...untypedStoreReads(read, payloadPlans));
        }
    }
  }
  return { typed: out, untyped };
}

/** `const res = yield effect`, `const res = await call`, `const { data } = …`, `call.then((res) => …)`. */
function held(value: Node): Holder[] {
  const parent = value.getParent();
  if (Node.isPropertyAccessExpression(parent) && parent.getName() === 'then') {
    const then = parent.getParent();
    const callback = Node.isCallExpression(then) ? then.getArguments()[0] : undefined;
    if (!(Node.isArrowFunction(callback) || Node.isFunctionExpression(callback))) return [];
    const name = callback.getParameters()[0]?.getNameNode();
    return name ? holders(name, callback) : [];
  }
  if (!Node.isYieldExpression(parent) && !Node.isAwaitExpression(parent)) return [];
  const declaration = parent.getParent();
  if (!Node.isVariableDeclaration(declaration)) return [];
  const scope = declaration.getFirstAncestor(
    (a) => Node.isFunctionLikeDeclaration(a) || Node.isArrowFunction(a),
  );
  return scope ? holders(declaration.getNameNode(), scope) : [];
}

/** A name holding the response (`res`), or the body destructured from it (`{ data }`, `{ data: rows }`). */
function holders(name: Node, scope: Node): Holder[] {
  if (Node.isIdentifier(name)) return [{ name, scope, body: false }];
  if (!Node.isObjectBindingPattern(name)) return [];
  const out: Holder[] = [];
  for (const element of name.getElements()) {
    const member = element.getPropertyNameNode()?.getText() ?? element.getName();
    const bound = element.getNameNode();
    if (BODY_MEMBERS.has(member) && Node.isIdentifier(bound)) out.push({ name: bound, scope, body: true });
  }
  return out;
}

/**
 * `res.data.data` for a response `res`: the path in the body (`['data']`), the body read through `data`/`body`
 * (or `rows.items` for a body `rows` destructured from it).
 */
function bodyPath(
  payload: Node,
  response: ReturnType<Node['getSymbol']>,
  body: boolean,
): string[] | undefined {
  const names: string[] = [];
  let node = payload;
  while (Node.isPropertyAccessExpression(node)) {
    names.unshift(node.getName());
    node = node.getExpression();
  }
  if (!Node.isIdentifier(node) || node.getSymbol() !== response) return undefined;
  if (body) return names;
  return names.length > 0 && BODY_MEMBERS.has(names[0]!) ? names.slice(1) : undefined;
}
