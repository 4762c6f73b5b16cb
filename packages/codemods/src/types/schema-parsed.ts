import { Node, type CallExpression, type Type } from 'ts-morph';
import { identifiersNamed } from './compiler-nodes.js';
import { directlyParsedType, untypedJsonCall } from './parsed-json.js';

/** Methods of a runtime schema (zod's API shape, also valibot/yup-like objects) that give the parsed value. */
const PARSE_METHODS = new Set(['parse', 'parseAsync']);
/** RxJS operators whose callback receives the source's value unchanged. */
const VALUE_OPERATORS = new Set(['map', 'switchMap', 'mergeMap', 'concatMap', 'exhaustMap', 'tap']);
const AWAITED = new Set(['Promise', 'PromiseLike']);

/**
 * The type a runtime schema gives a response the code fetched untyped (`get<unknown>`, `any`): the result of
 * `Schema.parse(body)` where `body` is the response, in `pipe(map((body) => …))`, `.then((body) => …)` or after
 * `const body = await …`. Undefined when the response is not handed to such a parse.
 */
export function parsedResponseType(call: CallExpression): Type | undefined {
  // ky's untyped `http.get(path).json()`: the body is that call's value; `Schema.parse(await call)` types it
  const body = untypedJsonCall(call);
  if (body) return parsedResponseType(body);
  const direct = directlyParsedType(call);
  if (direct) return direct;
  for (const holder of responseHolders(call)) {
    const parsed = parseOf(holder);
    if (parsed) return parsed;
  }
  return undefined;
}

/**
 * The type a runtime schema gives a value held in `holder` (a parameter or variable): the result of the first
 * `Schema.parse(holder)` in its scope, as RTK Query's `transformResponse: (raw: unknown) => S.parse(raw)` does.
 */
export function parsedHolderType(holder: Node): Type | undefined {
  return parseOf(holder);
}

/** The parameters and variables that receive the call's response value. */
export function responseHolders(call: CallExpression): Node[] {
  const out: Node[] = [];
  let node: Node = call;
  for (let i = 0; i < 4; i++) {
    const parent = node.getParent();
    if (Node.isAwaitExpression(parent) || Node.isParenthesizedExpression(parent)) {
      node = parent;
      continue;
    }
    if (Node.isVariableDeclaration(parent) && parent.getInitializer() === node) {
      const name = parent.getNameNode();
      // `const res = await fetch(…)`: the body is what `await res.json()` gives
      if (Node.isIdentifier(name)) out.push(name, ...jsonHolders(name));
      break;
    }
    if (!Node.isPropertyAccessExpression(parent)) break;
    const chained = parent.getParent();
    if (!Node.isCallExpression(chained) || chained.getExpression() !== parent) break;
    const method = parent.getName();
    if (method === 'then') out.push(...firstParameter(chained.getArguments()[0]));
    else if (method === 'pipe') out.push(...operatorParameter(chained.getArguments()[0]));
    break;
  }
  return out;
}

/** `const body = await res.json()` (also cast, `(await res.json()) as unknown`) for a response `res`: `body`. */
function jsonHolders(response: Node): Node[] {
  const symbol = response.getSymbol();
  const scope = response.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a) || Node.isSourceFile(a));
  if (!symbol || !scope) return [];
  const out: Node[] = [];
  for (const target of identifiersNamed(scope, response.getText())) {
    const callee = target.getParent();
    if (!Node.isPropertyAccessExpression(callee) || callee.getExpression() !== target) continue;
    if (callee.getName() !== 'json') continue;
    const node = callee.getParent();
    if (!Node.isCallExpression(node) || node.getExpression() !== callee) continue;
    if (target.getSymbol() !== symbol) continue;
    let at: Node = node;
    let parent = at.getParent();
    while (
      Node.isAwaitExpression(parent) ||
      Node.isParenthesizedExpression(parent) ||
      Node.isAsExpression(parent)
    ) {
      at = parent;
      parent = at.getParent();
    }
    const name = Node.isVariableDeclaration(parent) ? parent.getNameNode() : undefined;
    if (Node.isIdentifier(name)) out.push(name);
  }
  return out;
}

/** `map((body) => …)` as the first operator of a pipe: `body`. */
function operatorParameter(operator: Node | undefined): Node[] {
  if (!Node.isCallExpression(operator)) return [];
  const callee = operator.getExpression();
  const name = Node.isIdentifier(callee)
    ? callee.getText()
    : Node.isPropertyAccessExpression(callee)
      ? callee.getName()
      : '';
  return VALUE_OPERATORS.has(name) ? firstParameter(operator.getArguments()[0]) : [];
}

function firstParameter(fn: Node | undefined): Node[] {
  if (!(Node.isArrowFunction(fn) || Node.isFunctionExpression(fn))) return [];
  const name = fn.getParameters()[0]?.getNameNode();
  return Node.isIdentifier(name) ? [name] : [];
}

/** The type of the first `X.parse(holder)` in the holder's scope (a `parseAsync`'s promise unwrapped). */
function parseOf(holder: Node): Type | undefined {
  const symbol = holder.getSymbol();
  const scope = holder.getFirstAncestor(
    (a) => Node.isFunctionLikeDeclaration(a) || Node.isArrowFunction(a) || Node.isSourceFile(a),
  );
  if (!symbol || !scope) return undefined;
  let found: Type | undefined;
  for (const argument of identifiersNamed(scope, holder.getText())) {
    const node = argument.getParent();
    if (!Node.isCallExpression(node) || node.getArguments()[0] !== argument) continue;
    const callee = node.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || !PARSE_METHODS.has(callee.getName())) continue;
    if (argument.getSymbol() !== symbol) continue;
    found = awaited(node.getType());
    break;
  }
  return found && !found.isAny() && !found.isUnknown() ? found : undefined;
}

function awaited(type: Type): Type {
  const name = type.getSymbol()?.getName();
  const args = type.getTypeArguments();
  return name && AWAITED.has(name) && args.length === 1 ? args[0]! : type;
}
