import { Node } from 'ts-morph';

/**
 * The property declarations an indexed access type names: `components['schemas']['HeaderId']` → the `HeaderId`
 * member of `components['schemas']`, `Answer['headerId']` → `headerId`. Empty when the index is not a string
 * literal type (`T[K]`, `T[number]`).
 */
export function indexedDeclarations(node: Node): Node[] {
  if (!Node.isIndexedAccessTypeNode(node)) return [];
  const index = node.getIndexTypeNode();
  if (!Node.isLiteralTypeNode(index)) return [];
  const literal = index.getLiteral();
  if (!Node.isStringLiteral(literal)) return [];
  const property = node.getObjectTypeNode().getType().getProperty(literal.getLiteralText());
  return property?.getDeclarations() ?? [];
}
