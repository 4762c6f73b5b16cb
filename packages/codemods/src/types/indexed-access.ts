import { Node, type Project, type StringLiteral } from 'ts-morph';
import { indexedDeclarations } from './indexed-declarations.js';
import { nameOf } from './keyof-literals.js';
import { inProject } from './plan-walk.js';
import { stringLiteralsOf } from './string-literals.js';

/** A renamed property declaration (a field, or a schema entry named for a renamed resource) and its new name. */
export interface RenamedKey {
  declaration: Node;
  to: string;
  changeId: string;
}

/**
 * The keys of indexed access types that name a renamed property (`components['schemas']['Type']`,
 * `ItemRow['score']`), to rename with it. The language service does not list every one of them among the
 * property's references (openapi-typescript's `components['schemas']['Type']` is missed while `['Record']` is
 * found), so each string literal type used as an index is matched here by the declaration its object type's
 * property has. Each file is read once for all renamed keys.
 */
export function indexedAccessKeys(
  project: Project,
  keys: readonly RenamedKey[],
): { literal: StringLiteral; key: RenamedKey }[] {
  const byName = new Map<string, RenamedKey[]>();
  for (const key of keys) {
    const name = nameOf(key.declaration);
    if (name !== undefined) byName.set(name, [...(byName.get(name) ?? []), key]);
  }
  const out: { literal: StringLiteral; key: RenamedKey }[] = [];
  if (byName.size === 0) return out;
  for (const sourceFile of project.getSourceFiles()) {
    if (!inProject(sourceFile)) continue;
    const text = sourceFile.getFullText();
    if (![...byName.keys()].some((name) => text.includes(name))) continue;
    for (const literal of stringLiteralsOf(sourceFile, (value) => byName.has(value))) {
      const literalType = literal.getParent();
      const access = literalType?.getParent();
      if (!Node.isLiteralTypeNode(literalType) || !Node.isIndexedAccessTypeNode(access)) continue;
      if (access.getIndexTypeNode() !== literalType) continue;
      const declarations = indexedDeclarations(access);
      const key = byName.get(literal.getLiteralText())?.find((k) => declarations.includes(k.declaration));
      if (key) out.push({ literal, key });
    }
  }
  return out;
}
