import { Node, type Project, type Type, type TypeAliasDeclaration, type ts } from 'ts-morph';

const cache = new WeakMap<Project, Map<ts.Type, TypeAliasDeclaration[]>>();

/**
 * The project's aliases that restate a runtime schema's decoded type under a name of their own, as Effect Schema's
 * users write the model beside its schema (`export type RecordType = typeof RecordType.Type`, also
 * `Schema.Schema.Type<typeof RecordType>`): those whose type is `type`. Such a type has no alias of its own (it is the
 * schema's mapped type), so a body typed by the schema reaches the model's name only through these.
 */
export function schemaTypeAliases(type: Type, at: Node): TypeAliasDeclaration[] {
  const project = at.getProject();
  let byType = cache.get(project);
  if (!byType) {
    byType = new Map();
    for (const sourceFile of project.getSourceFiles()) {
      if (sourceFile.isDeclarationFile() || sourceFile.getFilePath().includes('/node_modules/')) continue;
      for (const alias of sourceFile.getTypeAliases()) {
        if (!restatesSchema(alias)) continue;
        const key = alias.getType().compilerType;
        byType.set(key, [...(byType.get(key) ?? []), alias]);
      }
    }
    cache.set(project, byType);
  }
  return byType.get(type.compilerType) ?? [];
}

/** `typeof X.Type`, or a type reference ending in `.Type` given `typeof X` (`Schema.Schema.Type<typeof X>`). */
function restatesSchema(alias: TypeAliasDeclaration): boolean {
  const node = alias.getTypeNode();
  if (Node.isTypeQuery(node)) return /\.Type$/.test(node.getExprName().getText());
  if (!Node.isTypeReference(node)) return false;
  const [argument, ...rest] = node.getTypeArguments();
  return /(^|\.)Type$/.test(node.getTypeName().getText()) && rest.length === 0 && Node.isTypeQuery(argument);
}
