import { Node, type CallExpression, type Type, type VariableDeclaration } from 'ts-morph';
import { landingType } from './landing-type.js';

const MAX_CHAIN = 12;

/**
 * `const res = await agent.get(url).query(q).set(h).retry(2); return res.body;` in a method declared
 * `Promise<Row[]>` (or `res.body as Page<Row>`, or `const page: Page<Row> = res.body`): the type the code gives an
 * untyped `body` of the response (superagent's, supertest's `any`). The response's `body` is the only type the data
 * has; the first such landing in the function is taken. A typed `body` is read the usual way.
 */
export function bodyDeclaredAs(call: CallExpression): Type | undefined {
  const declaration = heldBy(call);
  if (!declaration) return undefined;
  const name = declaration.getNameNode();
  if (!Node.isIdentifier(name)) return undefined;
  for (const reference of name.findReferencesAsNodes()) {
    const access = reference.getParent();
    if (!Node.isPropertyAccessExpression(access) || access.getExpression() !== reference) continue;
    if (access.getName() !== 'body') continue;
    const own = access.getType();
    if (!own.isAny() && !own.isUnknown()) return undefined;
    const declared = landingType(access);
    if (declared) return declared;
  }
  return undefined;
}

/** The variable an awaited request chain (`await call.query(…).set(…)`) is held in. */
export function heldBy(call: CallExpression): VariableDeclaration | undefined {
  let node: Node = call;
  for (let i = 0; i < MAX_CHAIN; i++) {
    const parent = node.getParent();
    if (!parent) return undefined;
    if (Node.isVariableDeclaration(parent)) return Node.isAwaitExpression(node) ? parent : undefined;
    const chained =
      Node.isAwaitExpression(parent) ||
      Node.isParenthesizedExpression(parent) ||
      (Node.isPropertyAccessExpression(parent) && parent.getExpression() === node) ||
      (Node.isCallExpression(parent) &&
        parent.getExpression() === node &&
        Node.isPropertyAccessExpression(node));
    if (
      !chained ||
      (Node.isPropertyAccessExpression(parent) && ['then', 'catch', 'end'].includes(parent.getName()))
    )
      return undefined;
    node = parent;
  }
  return undefined;
}
