import { Node, type Type } from 'ts-morph';
import { inProject } from './plan-walk.js';

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

/**
 * True when an object literal spreads something and every spread is typed by a declaration of the project with
 * named members only (`{ ...query }` with `query: ProfileSearchQuery`): renaming through those types reaches every
 * key it sends, so the call's "check the query" TODO can go.
 */
export function spreadsTyped(node: Node | undefined): boolean {
  if (!node || !Node.isObjectLiteralExpression(node)) return false;
  const spreads = node.getProperties().filter((p) => Node.isSpreadAssignment(p));
  return (
    spreads.length > 0 &&
    spreads.every((spread) => {
      const type = spread.getExpression().getType().getNonNullableType();
      const declared = type.getAliasSymbol()?.getDeclarations() ?? type.getSymbol()?.getDeclarations() ?? [];
      return (
        declared.length > 0 &&
        declared.every(
          (d) => inProject(d) && (Node.isInterfaceDeclaration(d) || Node.isTypeAliasDeclaration(d)),
        ) &&
        !type.getStringIndexType() &&
        !type.getNumberIndexType()
      );
    })
  );
}
