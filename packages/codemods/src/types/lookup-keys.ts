import { Node, SyntaxKind, type ObjectLiteralExpression } from 'ts-morph';
import { fieldParameter } from './field-parameter.js';
import { inProject } from './plan-walk.js';
import { withoutCasts } from './without-casts.js';
import { templateScriptDeclarations } from './template-scope.js';

/** A key of an object literal to rewrite: the text between `start` and `end` becomes `to`. */
export interface LookupKey {
  node: Node;
  start: number;
  end: number;
  to: string;
}

/**
 * The keys of the project's lookup objects indexed by a field whose values the map renames (`LABELS[a.headerId]`,
 * `LABELS[a.headerId as keyof typeof LABELS]`, `a.headerId in LABELS`, with `const LABELS: Record<string, string>
 * = { REC_NAME: 'Record' }`), also through a function's parameter every call hands the field (`label(a.headerId)`
 * over `LABELS[headerId]`): a key that is an old value is renamed to the new one (a key written as a name stays
 * one where the new value is a name, else it is quoted). Only an object literal held by a `const` is read (a table
 * built at run time, or reached through a call, is not seen).
 */
export function lookupKeys(nameNode: Node, values: ReadonlyMap<string, string>): LookupKey[] {
  if (!Node.isIdentifier(nameNode)) return [];
  const out: LookupKey[] = [];
  const seen = new Set<Node>();
  for (const reference of nameNode.findReferencesAsNodes()) {
    const access = reference.getParent();
    if (!access || !inProject(access) || !Node.isPropertyAccessExpression(access)) continue;
    if (access.getNameNode() !== reference) continue;
    for (const table of tablesOf(access, nameNode.getParentOrThrow())) {
      if (seen.has(table)) continue;
      seen.add(table);
      out.push(...renamedKeys(table, values));
    }
  }
  return out;
}

/**
 * The lookup tables a field read indexes: directly (`LABELS[a.headerId]`), or through the parameter of a function
 * of the project every call of which hands it that field (`label(a.headerId)` with `LABELS[headerId]` inside).
 */
function tablesOf(access: Node, declaration: Node): ObjectLiteralExpression[] {
  const direct = lookupTable(access);
  if (direct) return [direct];
  const call = access.getParent();
  if (!Node.isCallExpression(call) || !call.getArguments().includes(access)) return [];
  const parameter = fieldParameter(call, access, declaration);
  const references = (parameter?.findReferencesAsNodes() ?? []).filter((r) => r !== parameter);
  // a parameter given another value in the function holds more than the field's values
  const assigned = references.some((r) => {
    const parent = r.getParent();
    return (
      Node.isBinaryExpression(parent) &&
      parent.getLeft() === r &&
      parent.getOperatorToken().getKind() === SyntaxKind.EqualsToken
    );
  });
  return assigned ? [] : references.flatMap((r) => lookupTable(r) ?? []);
}

/** The keys of a lookup table that are old values, with the new ones. */
function renamedKeys(table: ObjectLiteralExpression, values: ReadonlyMap<string, string>): LookupKey[] {
  const out: LookupKey[] = [];
  for (const property of table.getProperties()) {
    if (!Node.isPropertyAssignment(property)) continue;
    const key = property.getNameNode();
    const quoted = Node.isStringLiteral(key);
    if (!quoted && !Node.isIdentifier(key)) continue;
    const to = values.get(quoted ? key.getLiteralText() : key.getText());
    if (to === undefined) continue;
    const text = JSON.parse(to) as string;
    if (quoted) out.push({ node: key, start: key.getStart() + 1, end: key.getEnd() - 1, to: text });
    else {
      const written = /^[A-Za-z_$][\w$]*$/.test(text) ? text : `'${text}'`;
      out.push({ node: key, start: key.getStart(), end: key.getEnd(), to: written });
    }
  }
  return out;
}

/** `TABLE[x.field]` (through casts of the index) or `x.field in TABLE`: the object literal `TABLE` is declared with. */
function lookupTable(access: Node): ObjectLiteralExpression | undefined {
  let argument: Node = access;
  let parent = access.getParent();
  while (parent && (Node.isAsExpression(parent) || Node.isParenthesizedExpression(parent))) {
    argument = parent;
    parent = parent.getParent();
  }
  let table: Node | undefined;
  if (Node.isElementAccessExpression(parent) && parent.getArgumentExpression() === argument)
    table = parent.getExpression();
  else if (
    argument === access &&
    Node.isBinaryExpression(parent) &&
    parent.getLeft() === access &&
    parent.getOperatorToken().getKind() === SyntaxKind.InKeyword
  )
    table = parent.getRight();
  if (!Node.isIdentifier(table)) return undefined;
  // a Vue template's name is the script's binding (`sfc/template-code.ts`)
  const declarations = (table.getSymbol()?.getDeclarations() ?? []).flatMap((d) =>
    Node.isBindingElement(d) ? templateScriptDeclarations(d) : [d],
  );
  for (const declaration of declarations) {
    if (!Node.isVariableDeclaration(declaration) || !inProject(declaration)) continue;
    const list = declaration.getParent();
    if (!Node.isVariableDeclarationList(list) || list.getDeclarationKind() !== 'const') continue;
    const init = withoutCasts(declaration.getInitializer());
    if (Node.isObjectLiteralExpression(init)) return init;
  }
  return undefined;
}
