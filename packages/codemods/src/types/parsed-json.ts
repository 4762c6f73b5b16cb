import { Node, type CallExpression, type Type } from 'ts-morph';

/** Methods of a runtime schema (zod's API shape) whose first argument is the value they give back typed. */
const PARSE_METHODS = new Set(['parse', 'parseAsync']);

/**
 * The untyped body call chained on a request (ky's and got's `http.get(path).json()`, without a type argument):
 * the call whose value is the body, where a runtime schema may parse it. Undefined for a typed `.json<T>()`.
 */
export function untypedJsonCall(call: CallExpression): CallExpression | undefined {
  const access = call.getParent();
  if (!Node.isPropertyAccessExpression(access) || access.getName() !== 'json') return undefined;
  const outer = access.getParent();
  if (!Node.isCallExpression(outer) || outer.getExpression() !== access) return undefined;
  return outer.getTypeArguments().length === 0 ? outer : undefined;
}

/**
 * The type a runtime schema gives a body handed to it straight: `Schema.parse(await call)` (also parenthesized or
 * cast `as unknown`), a `parseAsync`'s promise unwrapped. Undefined when the value goes anywhere else.
 */
export function directlyParsedType(call: CallExpression): Type | undefined {
  let node: Node = call;
  let parent = node.getParent();
  while (
    Node.isAwaitExpression(parent) ||
    Node.isParenthesizedExpression(parent) ||
    Node.isAsExpression(parent)
  ) {
    node = parent;
    parent = node.getParent();
  }
  if (!Node.isCallExpression(parent) || parent.getArguments()[0] !== node) return undefined;
  const callee = parent.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || !PARSE_METHODS.has(callee.getName())) return undefined;
  const type = parent.getType();
  const name = type.getSymbol()?.getName();
  const [inner] = type.getTypeArguments();
  const value = (name === 'Promise' || name === 'PromiseLike') && inner ? inner : type;
  return value.isAny() || value.isUnknown() ? undefined : value;
}
