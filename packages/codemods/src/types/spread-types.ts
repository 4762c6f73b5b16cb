import { Node, type Type } from 'ts-morph';

/**
 * The types of what an object literal body or query spreads (`{ itemIds, ...hazard }`, `{ ...query }`): their
 * members go on the wire under their own names, so the map's renames apply to those types' declarations.
 */
export function spreadTypes(node: Node | undefined): Type[] {
  if (!node || !Node.isObjectLiteralExpression(node)) return [];
  const out: Type[] = [];
  for (const property of node.getProperties()) {
    if (Node.isSpreadAssignment(property)) out.push(property.getExpression().getType());
  }
  return out;
}
