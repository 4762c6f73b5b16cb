import { Node, type CallExpression, type Identifier, type Type } from 'ts-morph';
import { landingType } from './landing-type.js';

const MAX_HOPS = 4;

/**
 * undici's `const { statusCode, body } = await pool.request(…)` (or `const res = await …` read as `res.body`, or
 * handed to a helper returning its body, `const body = await this.ok(res)`): the type the code gives the body's
 * untyped `.json()` where it lands (`return body.json() as Promise<Page<Row>>`, `(await body.json()) as Row`, a
 * declared variable or return type). Only a `.json()` whose own result is untyped counts; the first landing is taken.
 */
export function undiciBodyDeclaredAs(call: CallExpression): Type | undefined {
  const awaited = call.getParent();
  const declaration = Node.isAwaitExpression(awaited) ? awaited.getParent() : undefined;
  if (!Node.isVariableDeclaration(declaration)) return undefined;
  const name = declaration.getNameNode();
  if (Node.isObjectBindingPattern(name)) {
    const element = name
      .getElements()
      .find((e) => (e.getPropertyNameNode()?.getText() ?? e.getName()) === 'body');
    const bound = element?.getNameNode();
    return Node.isIdentifier(bound) ? fromBody(bound, 0) : undefined;
  }
  return Node.isIdentifier(name) ? fromResponse(name, 0) : undefined;
}

/** `res`: its `res.body.json()`, or a helper given `res` whose result is the body. */
function fromResponse(res: Identifier, hops: number): Type | undefined {
  if (hops > MAX_HOPS) return undefined;
  for (const reference of res.findReferencesAsNodes()) {
    if (reference === res) continue;
    const parent = reference.getParent();
    if (Node.isPropertyAccessExpression(parent) && parent.getName() === 'body') {
      const found = jsonLanding(parent);
      if (found) return found;
    }
    if (Node.isCallExpression(parent) && parent.getArguments()[0] === reference) {
      const found = fromHeld(parent, hops + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** A helper's call given the response: `(await ok(res)).json()` or `const body = await ok(res); body.json()`. */
function fromHeld(helper: CallExpression, hops: number): Type | undefined {
  let node: Node = helper;
  let parent = node.getParent();
  while (parent && (Node.isAwaitExpression(parent) || Node.isParenthesizedExpression(parent))) {
    node = parent;
    parent = node.getParent();
  }
  if (Node.isPropertyAccessExpression(parent)) return jsonLanding(node);
  if (Node.isVariableDeclaration(parent)) {
    const name = parent.getNameNode();
    return Node.isIdentifier(name) ? fromBody(name, hops) : undefined;
  }
  return undefined;
}

/** `body`: the landing of its `body.json()`. */
function fromBody(body: Identifier, hops: number): Type | undefined {
  if (hops > MAX_HOPS) return undefined;
  for (const reference of body.findReferencesAsNodes()) {
    if (reference === body) continue;
    const found = jsonLanding(reference);
    if (found) return found;
  }
  return undefined;
}

/** `x.json()` on the given node, untyped, and the type the code gives it where it lands (`Promise<T>` → T). */
function jsonLanding(holder: Node): Type | undefined {
  const access = holder.getParent();
  if (!Node.isPropertyAccessExpression(access) || access.getExpression() !== holder) return undefined;
  if (access.getName() !== 'json') return undefined;
  const json = access.getParent();
  if (!Node.isCallExpression(json) || json.getExpression() !== access) return undefined;
  const own = json.getType();
  const result = own.getSymbol()?.getName() === 'Promise' ? own.getTypeArguments()[0] : own;
  if (result && !result.isAny() && !result.isUnknown()) return undefined;
  const landed = landingType(json);
  if (!landed) return undefined;
  return landed.getSymbol()?.getName() === 'Promise' ? (landed.getTypeArguments()[0] ?? landed) : landed;
}
