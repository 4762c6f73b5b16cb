import { Node, type Project, type StringLiteral } from 'ts-morph';
import { KeySetTwins } from './key-set-twins.js';
import { inProject } from './plan-walk.js';
import { stringLiteralsOf } from './string-literals.js';

/** A renamed field's declaration and its new name. */
export interface KeyedField {
  declaration: Node;
  to: string;
  changeId: string;
}

/**
 * String literals the code types as the keys of the type that declares a renamed field: `['score', 'Score']` in a
 * `[keyof ItemSearchRow, string][]` column list, `sortBy('score')` with `key: keyof Row`. A literal is the field's
 * when its contextual type is exactly the declaring type's keys (its string literal members, nothing else), so a
 * literal of another union that happens to hold the name is left, and so is one whose keys another type of the
 * project declares too (`KeySetTwins`). Literal types (`Pick<T, 'score'>`) are not
 * values and are left to their own rules. Each file is read once for all fields.
 */
export function keyofLiterals(
  project: Project,
  fields: readonly KeyedField[],
): { literal: StringLiteral; field: KeyedField }[] {
  const byName = new Map<string, { field: KeyedField; keys: Set<string> }[]>();
  for (const field of fields) {
    const name = nameOf(field.declaration);
    const keys = ownerKeys(field.declaration);
    if (name === undefined || !keys) continue;
    byName.set(name, [...(byName.get(name) ?? []), { field, keys }]);
  }
  const out: { literal: StringLiteral; field: KeyedField }[] = [];
  if (byName.size === 0) return out;
  const owners = new Set(fields.flatMap((f) => f.declaration.getParent()?.compilerNode ?? []));
  const twins = new KeySetTwins(project);
  const quoted = new RegExp(`['"](${[...byName.keys()].map(escape).join('|')})['"]`);
  for (const sourceFile of project.getSourceFiles()) {
    if (!inProject(sourceFile) || !quoted.test(sourceFile.getFullText())) continue;
    for (const literal of stringLiteralsOf(sourceFile, (text) => byName.has(text))) {
      const candidates = byName.get(literal.getLiteralText());
      if (!candidates || !isValue(literal)) continue;
      const contextual = literal.getContextualType();
      if (!contextual) continue;
      const values = (contextual.isUnion() ? contextual.getUnionTypes() : [contextual])
        .filter((t) => t.isStringLiteral())
        .map((t) => String(t.getLiteralValue()));
      const match = candidates.find(
        ({ keys }) => values.length === keys.size && values.every((v) => keys.has(v)),
      );
      // the same keys declared by a type of the app's own: the literal may be that type's
      if (match && !twins.hasOther(match.keys, owners)) out.push({ literal, field: match.field });
    }
  }
  return out;
}

/** The name a property declaration declares (`recordName`, or the text of a quoted key); undefined for others. */
export function nameOf(declaration: Node): string | undefined {
  if (!(
    Node.isPropertySignature(declaration) ||
    Node.isPropertyAssignment(declaration) ||
    Node.isPropertyDeclaration(declaration)
  ))
    return undefined;
  const name = declaration.getNameNode();
  if (Node.isIdentifier(name)) return name.getText();
  if (Node.isStringLiteral(name)) return name.getLiteralText();
  return undefined;
}

/** The keys of the interface, type literal, class or schema shape that declares the field. */
function ownerKeys(declaration: Node): Set<string> | undefined {
  const owner = declaration.getParent();
  if (
    !owner ||
    !(
      Node.isInterfaceDeclaration(owner) ||
      Node.isTypeLiteral(owner) ||
      Node.isObjectLiteralExpression(owner) ||
      Node.isClassDeclaration(owner)
    )
  )
    return undefined;
  const names = owner
    .getType()
    .getProperties()
    .map((p) => p.getName());
  return names.length > 1 ? new Set(names) : undefined;
}

/** A string used as a value: not a module specifier, a property name or a literal type. */
function isValue(literal: StringLiteral): boolean {
  const parent = literal.getParent();
  if (!parent) return false;
  if (Node.isLiteralTypeNode(parent)) return false;
  if (
    Node.isImportDeclaration(parent) ||
    Node.isExportDeclaration(parent) ||
    Node.isExternalModuleReference(parent)
  )
    return false;
  if (
    (Node.isPropertyAssignment(parent) || Node.isPropertySignature(parent)) &&
    parent.getNameNode() === literal
  )
    return false;
  return true;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
