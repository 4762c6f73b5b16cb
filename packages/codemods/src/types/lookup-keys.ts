import { Node, SyntaxKind, type ObjectLiteralExpression } from 'ts-morph';
import { inProject } from './plan-walk.js';

/** A key of an object literal to rewrite: the text between `start` and `end` becomes `to`. */
export interface LookupKey {
  node: Node;
  start: number;
  end: number;
  to: string;
}

/**
 * The keys of the project's lookup objects indexed by a field whose values the map renames (`LABELS[a.headerId]`,
 * `a.headerId in LABELS`, with `const LABELS: Record<string, string> = { REC_NAME: 'Record' }`): a key that is an
 * old value is renamed to the new one. Only an object literal held by a `const` is read (a table built at run time
 * is not seen).
 */
export function lookupKeys(nameNode: Node, values: ReadonlyMap<string, string>): LookupKey[] {
  if (!Node.isIdentifier(nameNode)) return [];
  const out: LookupKey[] = [];
  const seen = new Set<Node>();
  for (const reference of nameNode.findReferencesAsNodes()) {
    const access = reference.getParent();
    if (!access || !inProject(access) || !Node.isPropertyAccessExpression(access)) continue;
    if (access.getNameNode() !== reference) continue;
    const table = lookupTable(access);
    if (!table || seen.has(table)) continue;
    seen.add(table);
    for (const property of table.getProperties()) {
      if (!Node.isPropertyAssignment(property)) continue;
      const key = property.getNameNode();
      const quoted = Node.isStringLiteral(key);
      if (!quoted && !Node.isIdentifier(key)) continue;
      const written = quoted ? key.getLiteralText() : key.getText();
      const to = values.get(written);
      if (to === undefined) continue;
      const text = JSON.parse(to) as string;
      if (!quoted && !/^[A-Za-z_$][\w$]*$/.test(text)) continue;
      out.push({
        node: key,
        start: key.getStart() + (quoted ? 1 : 0),
        end: key.getEnd() - (quoted ? 1 : 0),
        to: text,
      });
    }
  }
  return out;
}

/** `TABLE[x.field]` or `x.field in TABLE`: the object literal `TABLE` is declared with. */
function lookupTable(access: Node): ObjectLiteralExpression | undefined {
  const parent = access.getParent();
  let table: Node | undefined;
  if (Node.isElementAccessExpression(parent) && parent.getArgumentExpression() === access)
    table = parent.getExpression();
  else if (
    Node.isBinaryExpression(parent) &&
    parent.getLeft() === access &&
    parent.getOperatorToken().getKind() === SyntaxKind.InKeyword
  )
    table = parent.getRight();
  if (!Node.isIdentifier(table)) return undefined;
  const declaration = table.getSymbol()?.getDeclarations()[0];
  if (!Node.isVariableDeclaration(declaration) || !inProject(declaration)) return undefined;
  const list = declaration.getParent();
  if (!Node.isVariableDeclarationList(list) || list.getDeclarationKind() !== 'const') return undefined;
  let init = declaration.getInitializer();
  while (
    Node.isAsExpression(init) ||
    Node.isSatisfiesExpression(init) ||
    Node.isParenthesizedExpression(init)
  )
    init = init.getExpression();
  return Node.isObjectLiteralExpression(init) ? init : undefined;
}
