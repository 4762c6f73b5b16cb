import { Node, type ObjectLiteralExpression } from 'ts-morph';

/** A schema field resolved by default from a renamed field of this API's data. */
export interface DefaultRead {
  /** The renamed property's declaration, and its new name. */
  declaration: Node;
  to: string;
  changeId: string;
}

/** Text to insert into a resolver map, at an offset of the file's original text. */
export interface ResolverInsert {
  at: number;
  text: string;
  changeId: string;
}

/**
 * The resolvers a GraphQL type's resolver map needs for its fields GraphQL used to resolve by default from a field
 * the run renames: `recordId: (record: CategoryDto) => record.categoryId`, written as the map's own resolvers are
 * (the parameter name and type of its first resolver, the type under its new name when the run renames it), each
 * before the map's first resolver of a field the schema declares after it. A field is left to the caller's TODO
 * when the map's resolvers give no plain `(name: Type)` parameter whose type declares that field, or no resolver
 * of the map comes after it in the schema.
 */
export function resolverWrites(
  map: ObjectLiteralExpression,
  schemaFields: readonly string[],
  reads: ReadonlyMap<string, DefaultRead>,
  renamedTypes: ReadonlyMap<Node, string>,
): { inserts: ResolverInsert[]; written: Set<string> } {
  const written = new Set<string>();
  const inserts: ResolverInsert[] = [];
  const parameter = firstParameter(map);
  if (!parameter) return { inserts, written };
  const source = map.getSourceFile().getFullText();
  const order = (name: string): number => schemaFields.indexOf(name);
  const members = map.getProperties().flatMap((p) => {
    const name = Node.isPropertyAssignment(p) || Node.isMethodDeclaration(p) ? p.getName() : undefined;
    return name !== undefined && order(name) >= 0 ? [{ node: p, index: order(name) }] : [];
  });
  const byAnchor = new Map<Node, { lines: string[]; changeId: string }>();
  for (const field of schemaFields) {
    const read = reads.get(field);
    const anchor = members.find((m) => m.index > order(field))?.node;
    if (!read || !anchor || !/^[A-Za-z_$][\w$]*$/.test(field)) continue;
    // the resolvers' parent type must be the one declaring the renamed field
    if (!parameter.type.getProperty(field)?.getDeclarations().includes(read.declaration)) continue;
    const entry = byAnchor.get(anchor) ?? { lines: [], changeId: read.changeId };
    entry.lines.push(
      `${field}: (${parameter.name}: ${parameter.typeText(renamedTypes)}) => ${parameter.name}.${read.to},`,
    );
    byAnchor.set(anchor, entry);
    written.add(field);
  }
  for (const [anchor, { lines, changeId }] of byAnchor) {
    const start = anchor.getStart();
    const lineStart = source.lastIndexOf('\n', start - 1) + 1;
    const indent = source.slice(lineStart, start);
    if (!/^[ \t]*$/.test(indent)) {
      for (const line of lines) written.delete(line.slice(0, line.indexOf(':')));
      continue;
    }
    inserts.push({ at: lineStart, text: lines.map((l) => `${indent}${l}\n`).join(''), changeId });
  }
  return { inserts, written };
}

/** The first resolver's first parameter, when it is `name: TypeName` (the type written as a plain reference). */
function firstParameter(map: ObjectLiteralExpression) {
  for (const property of map.getProperties()) {
    const fn = Node.isPropertyAssignment(property) ? property.getInitializer() : property;
    if (!Node.isArrowFunction(fn) && !Node.isFunctionExpression(fn) && !Node.isMethodDeclaration(fn))
      continue;
    const parameter = fn.getParameters()[0];
    const name = parameter?.getNameNode();
    const typeNode = parameter?.getTypeNode();
    if (!parameter || !Node.isIdentifier(name) || !Node.isTypeReference(typeNode)) return undefined;
    const typeName = typeNode.getTypeName();
    if (!Node.isIdentifier(typeName) || typeNode.getTypeArguments().length > 0) return undefined;
    const symbol = typeName.getSymbol();
    const declarations = (symbol?.isAlias() ? symbol.getAliasedSymbol() : symbol)?.getDeclarations() ?? [];
    return {
      name: name.getText(),
      type: parameter.getType(),
      typeText: (renamed: ReadonlyMap<Node, string>): string =>
        declarations.map((d) => renamed.get(d)).find((n) => n !== undefined) ?? typeName.getText(),
    };
  }
  return undefined;
}
