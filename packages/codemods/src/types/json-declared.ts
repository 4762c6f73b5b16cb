import { Node, type CallExpression, type Type } from 'ts-morph';

/**
 * `const res = await fetch(url); const page: Page<Row> = await res.json()`: the type the variable that receives the
 * parsed body declares. `Response.json()` is `any`, so the code's annotation is the only type the body has; the
 * first such annotation in the function is taken. A type argument of the read (Cloudflare Workers' and undici's
 * `res.json<Page<Row>>()`) states it too, wherever the read's result goes.
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
    const outer = json.getParent();
    const receiver = Node.isAwaitExpression(outer) ? outer.getParent() : outer;
    const declared = Node.isVariableDeclaration(receiver) ? receiver.getTypeNode() : undefined;
    if (declared) return declared.getType();
  }
  return undefined;
}
