import {
  Node,
  VariableDeclarationKind,
  type NoSubstitutionTemplateLiteral,
  type StringLiteral,
} from 'ts-morph';
import { inProject } from './plan-walk.js';
import { constTableLiteral, constTableSiblings } from './const-object-member.js';

/**
 * The string literal a name stands for, where the value is written once in the project: an enum member
 * (`AnswerHeaderId.RecordName` with `RecordName = 'REC_NAME'`), a `const` (`const REC_NAME = 'REC_NAME'`) or a member
 * of an `as const` table (`AnswerHeaders.recordName`).
 * Renaming that literal renames the value wherever the name is used.
 */
export function constantLiteral(node: Node): Node | undefined {
  if (!Node.isPropertyAccessExpression(node) && !Node.isIdentifier(node)) return undefined;
  let symbol = node.getSymbol();
  if (symbol?.isAlias()) symbol = symbol.getAliasedSymbol() ?? symbol;
  for (const declaration of symbol?.getDeclarations() ?? []) {
    if (!inProject(declaration)) continue;
    // `AnswerHeaders.recordName` of `const AnswerHeaders = { recordName: 'REC_NAME' } as const`
    const member = constTableLiteral(declaration);
    if (member) return member;
    const constant =
      Node.isEnumMember(declaration) ||
      (Node.isVariableDeclaration(declaration) &&
        declaration.getVariableStatement()?.getDeclarationKind() === VariableDeclarationKind.Const);
    if (!constant) continue;
    const value = declaration.getInitializer();
    if (Node.isStringLiteral(value) || Node.isNoSubstitutionTemplateLiteral(value)) return value;
  }
  return undefined;
}

/** The string literals of the other members of the enum (or `as const` table) a member's literal belongs to. */
export function enumSiblings(literal: Node): (StringLiteral | NoSubstitutionTemplateLiteral)[] {
  const member = literal.getParent();
  const declaration = member?.getParent();
  if (!Node.isEnumMember(member) || !Node.isEnumDeclaration(declaration)) return constTableSiblings(literal);
  const out: (StringLiteral | NoSubstitutionTemplateLiteral)[] = [];
  for (const other of declaration.getMembers()) {
    const value = other.getInitializer();
    if (other !== member && (Node.isStringLiteral(value) || Node.isNoSubstitutionTemplateLiteral(value)))
      out.push(value);
  }
  return out;
}
