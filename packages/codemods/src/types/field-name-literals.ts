import type { Node, Project, StringLiteral } from 'ts-morph';
import { nameOf, type KeyedField } from './keyof-literals.js';
import { inProject } from './plan-walk.js';
import { stringLiteralsOf } from './string-literals.js';

/** The renamed fields by their declaration's node, for a rule telling which field a literal names. */
export type FieldsByDeclaration = ReadonlyMap<Node['compilerNode'], KeyedField>;

/**
 * Every string literal of the project's files whose text is a renamed field's name, paired with the field `fieldOf`
 * says it names (literals it answers undefined for are left); files holding none of the names are not walked.
 */
export function literalsNamingFields(
  project: Project,
  fields: readonly KeyedField[],
  fieldOf: (literal: StringLiteral, byDeclaration: FieldsByDeclaration) => KeyedField | undefined,
): { literal: StringLiteral; field: KeyedField }[] {
  const byDeclaration = new Map<Node['compilerNode'], KeyedField>();
  const names = new Set<string>();
  for (const field of fields) {
    const name = nameOf(field.declaration);
    if (name === undefined) continue;
    names.add(name);
    byDeclaration.set(field.declaration.compilerNode, field);
  }
  const out: { literal: StringLiteral; field: KeyedField }[] = [];
  if (names.size === 0) return out;
  for (const sourceFile of project.getSourceFiles()) {
    if (!inProject(sourceFile)) continue;
    const text = sourceFile.getFullText();
    if (![...names].some((n) => text.includes(`'${n}'`) || text.includes(`"${n}"`))) continue;
    for (const literal of stringLiteralsOf(sourceFile, (t) => names.has(t))) {
      const field = fieldOf(literal, byDeclaration);
      if (field) out.push({ literal, field });
    }
  }
  return out;
}
