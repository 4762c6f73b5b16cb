import { Node, type Identifier, type StringLiteral } from 'ts-morph';
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
  // orval writes `(typeof AnswerHeaderId)[keyof typeof AnswerHeaderId]`
  let object = indexed.getObjectTypeNode();
  while (Node.isParenthesizedTypeNode(object)) object = object.getTypeNode();
  if (!Node.isTypeQuery(object)) return [];
  // orval names the object as the alias, so the symbol holds both declarations
  const declaration = object
    .getExprName()
    .getSymbol()
    ?.getDeclarations()
    .find((d) => Node.isVariableDeclaration(d));
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

/**
 * The key of such an object's member when it is spelt as its value (orval's enums: `REC_NAME: 'REC_NAME'`, read as
 * `AnswerHeaderId.REC_NAME`): the regenerated object's key is the new value, so it is renamed with it. Undefined for
 * a key of its own (typescript-axios's `RecName: 'REC_NAME'`).
 */
export function keySpeltAsValue(literal: StringLiteral): Identifier | undefined {
  const member = literal.getParent();
  if (!Node.isPropertyAssignment(member) || member.getInitializer() !== literal) return undefined;
  const name = member.getNameNode();
  return Node.isIdentifier(name) && name.getText() === literal.getLiteralText() ? name : undefined;
}
