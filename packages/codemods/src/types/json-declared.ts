import { Node, type CallExpression, type Type } from 'ts-morph';
import { landingType } from './landing-type.js';

/**
 * `const res = await fetch(url); const page: Page<Row> = await res.json()` (or `… as Page<Row>`, or returned from a
 * function declared `Promise<Page<Row>>`): the type the code gives the parsed body. `Response.json()` is `any`, so
 * the code's annotation is the only type the body has; the first such annotation in the function is taken. A type
 * argument of the read (Cloudflare Workers' and undici's `res.json<Page<Row>>()`) states it too, wherever the read's
 * result goes.
 */
export function jsonDeclaredAs(call: CallExpression): Type | undefined {
  const awaited = call.getParent();
  const declaration = Node.isAwaitExpression(awaited) ? awaited.getParent() : awaited;
  if (!Node.isVariableDeclaration(declaration)) return undefined;
  const name = declaration.getNameNode();
  if (!Node.isIdentifier(name)) return undefined;
  for (const reference of name.findReferencesAsNodes()) {
    const access = reference.getParent();
    if (!Node.isPropertyAccessExpression(access) || access.getName() !== 'json') continue;
    const json = access.getParent();
    if (!Node.isCallExpression(json)) continue;
    const stated = json.getTypeArguments()[0];
    if (stated) return stated.getType();
    const declared = landingType(json);
    if (declared) return declared;
  }
  return undefined;
}
