import { Node, SyntaxKind, type Project, type StringLiteral } from 'ts-morph';
import type { KeyedField } from './keyof-literals.js';
import { inProject } from './plan-walk.js';
import { stringLiteralsOf } from './string-literals.js';

/**
 * The key of an `in` test on a value typed with a renamed field's type: `'versionCount' in item` with
 * `item: ItemRow | ItemDetail`, where `ItemDetail` declares the field, narrows on the field the rename moves
 * (TypeScript's rename leaves such a literal). The literal is the field's only when a member of the right side's
 * type declares that very field, so an `in` test on another type holding the same name is left.
 */
export function inOperatorKeys(
  project: Project,
  fields: readonly KeyedField[],
): { literal: StringLiteral; field: KeyedField }[] {
  const byName = new Map<string, KeyedField[]>();
  for (const field of fields) {
    const name = declaredName(field.declaration);
    if (name !== undefined) byName.set(name, [...(byName.get(name) ?? []), field]);
  }
  const out: { literal: StringLiteral; field: KeyedField }[] = [];
  if (byName.size === 0) return out;
  for (const sourceFile of project.getSourceFiles()) {
    const text = sourceFile.getFullText();
    if (!inProject(sourceFile) || !/['"]\s+in\s/.test(text)) continue;
    for (const literal of stringLiteralsOf(sourceFile, (t) => byName.has(t))) {
      const test = literal.getParent();
      if (!Node.isBinaryExpression(test) || test.getLeft() !== literal) continue;
      if (test.getOperatorToken().getKind() !== SyntaxKind.InKeyword) continue;
      const type = test.getRight().getType();
      const members = type.isUnion() ? type.getUnionTypes() : [type];
      const name = literal.getLiteralText();
      const field = byName
        .get(name)
        ?.find((f) => members.some((m) => m.getProperty(name)?.getDeclarations().includes(f.declaration)));
      if (field) out.push({ literal, field });
    }
  }
  return out;
}

function declaredName(declaration: Node): string | undefined {
  if (!Node.isPropertySignature(declaration) && !Node.isPropertyDeclaration(declaration)) return undefined;
  const name = declaration.getNameNode();
  return Node.isIdentifier(name) || Node.isStringLiteral(name)
    ? name.getText().replace(/^['"]|['"]$/g, '')
    : undefined;
}
