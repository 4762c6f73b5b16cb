import { Node, VariableDeclarationKind, type StringLiteral } from 'ts-morph';

/**
 * The object literal of a table of constants: `const AnswerHeaders = { recordName: 'REC_NAME', … } as const` (or
 * `Object.freeze({ … })`), held in a `const`; undefined for any other object (its members may be reassigned).
 */
function constTable(object: Node | undefined): Node | undefined {
  if (!Node.isObjectLiteralExpression(object)) return undefined;
  const holder = object.getParent();
  const frozen =
    Node.isCallExpression(holder) && holder.getExpression().getText().replace(/\s+/g, '') === 'Object.freeze';
  const asConst = Node.isAsExpression(holder) && holder.getTypeNode()?.getText() === 'const';
  if (!frozen && !asConst) return undefined;
  const variable = holder?.getParent();
  if (!Node.isVariableDeclaration(variable)) return undefined;
  return variable.getVariableStatement()?.getDeclarationKind() === VariableDeclarationKind.Const
    ? object
    : undefined;
}

/** The string literal a member of a table of constants holds (`AnswerHeaders.recordName` → `'REC_NAME'`). */
export function constTableLiteral(declaration: Node): StringLiteral | undefined {
  if (!Node.isPropertyAssignment(declaration) || !constTable(declaration.getParent())) return undefined;
  const value = declaration.getInitializer();
  return Node.isStringLiteral(value) ? value : undefined;
}

/** The string literals of the other members of the table of constants a member's literal belongs to. */
export function constTableSiblings(literal: Node): StringLiteral[] {
  const member = literal.getParent();
  const table = member?.getParent();
  if (!Node.isPropertyAssignment(member) || !constTable(table) || !Node.isObjectLiteralExpression(table))
    return [];
  const out: StringLiteral[] = [];
  for (const other of table.getProperties()) {
    const value = Node.isPropertyAssignment(other) ? other.getInitializer() : undefined;
    if (other !== member && Node.isStringLiteral(value)) out.push(value);
  }
  return out;
}
