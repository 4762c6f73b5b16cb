import { Node } from 'ts-morph';
import { inProject } from './plan-walk.js';
import type { ValueUse } from './union-value-uses.js';

/**
 * The keys of a lookup table a renamed value field indexes (`HEADER_LABELS[a.headerId]`, with `headerId: string`
 * and `const HEADER_LABELS: Record<string, string> = { REC_NAME: 'Record', … }` in the project): the keys that are
 * renamed values, with the new value (a key written as a name stays one where the new value is a name, else it is
 * quoted). A table reached another way (a parameter, a property, a call's result) is left as it is.
 */
export function indexedTableKeys(
  nameNode: Node,
  values: ReadonlyMap<string, string>,
  changeId: string,
): ValueUse[] {
  if (!Node.isIdentifier(nameNode)) return [];
  const out: ValueUse[] = [];
  const seen = new Set<Node>();
  for (const reference of nameNode.findReferencesAsNodes()) {
    const access = reference.getParent();
    if (!access || !inProject(access) || !Node.isPropertyAccessExpression(access)) continue;
    if (access.getNameNode() !== reference) continue;
    // `TITLES[a.headerId as keyof typeof TITLES]`: through a cast of the index
    let argument: Node = access;
    let index = access.getParent();
    while (index && (Node.isAsExpression(index) || Node.isParenthesizedExpression(index))) {
      argument = index;
      index = index.getParent();
    }
    if (!Node.isElementAccessExpression(index) || index.getArgumentExpression() !== argument) continue;
    const table = tableLiteral(index.getExpression());
    if (!table || seen.has(table)) continue;
    seen.add(table);
    for (const member of table.getProperties()) {
      if (!Node.isPropertyAssignment(member)) continue;
      const key = member.getNameNode();
      const text = Node.isStringLiteral(key)
        ? key.getLiteralText()
        : Node.isIdentifier(key)
          ? key.getText()
          : undefined;
      const to = text === undefined ? undefined : values.get(text);
      if (to === undefined) continue;
      const value = JSON.parse(to) as string;
      if (Node.isStringLiteral(key))
        out.push({ node: key, start: key.getStart() + 1, end: key.getEnd() - 1, to: value, changeId });
      else {
        const written = /^[A-Za-z_$][\w$]*$/.test(value) ? value : `'${value}'`;
        out.push({ node: key, start: key.getStart(), end: key.getEnd(), to: written, changeId });
      }
    }
  }
  return out;
}

/** `HEADER_LABELS` → the object literal of its `const` declaration in the project (through `as const`, `satisfies`). */
function tableLiteral(expression: Node) {
  if (!Node.isIdentifier(expression)) return undefined;
  for (const declaration of expression.getSymbol()?.getDeclarations() ?? []) {
    if (!Node.isVariableDeclaration(declaration) || !inProject(declaration)) continue;
    if (!declaration.getVariableStatement()?.getDeclarationKind().includes('const')) continue;
    let init = declaration.getInitializer();
    while (
      init &&
      (Node.isAsExpression(init) || Node.isSatisfiesExpression(init) || Node.isParenthesizedExpression(init))
    )
      init = init.getExpression();
    if (Node.isObjectLiteralExpression(init)) return init;
  }
  return undefined;
}
