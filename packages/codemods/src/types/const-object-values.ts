import { Node, type StringLiteral } from 'ts-morph';
import { withoutCasts } from './without-casts.js';

/**
 * The string values of the `as const` object an alias indexes by its own keys, as OpenAPI Generator's
 * typescript-axios writes an enum (`export const ItemAnswerHeaderIdEnum = { RecName: 'REC_NAME' } as const;` and
 * `export type ItemAnswerHeaderIdEnum = typeof ItemAnswerHeaderIdEnum[keyof typeof ItemAnswerHeaderIdEnum];`): the
 * literals that are the alias's values. Empty for any other alias.
 */
export function constObjectValues(alias: Node): StringLiteral[] {
  if (!Node.isTypeAliasDeclaration(alias)) return [];
  const indexed = alias.getTypeNode();
  if (!Node.isIndexedAccessTypeNode(indexed)) return [];
  const object = indexed.getObjectTypeNode();
  if (!Node.isTypeQuery(object)) return [];
  const declaration = object.getExprName().getSymbol()?.getDeclarations()[0];
  if (!Node.isVariableDeclaration(declaration)) return [];
  const init = withoutCasts(declaration.getInitializer());
  if (!Node.isObjectLiteralExpression(init)) return [];
  const out: StringLiteral[] = [];
  for (const member of init.getProperties()) {
    const value = Node.isPropertyAssignment(member) ? member.getInitializer() : undefined;
    if (Node.isStringLiteral(value)) out.push(value);
  }
  return out;
}
