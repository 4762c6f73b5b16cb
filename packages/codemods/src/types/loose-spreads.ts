import { Node, SyntaxKind, ts, type SourceFile, type SpreadAssignment, type Type } from 'ts-morph';
import type { FieldRename } from './plan-walk.js';

/** A spread of this API's data whose fields are renamed, into an object that takes any key (a TODO's place). */
export interface LooseSpread {
  spread: SpreadAssignment;
  changeId: string;
  message: string;
}

/** Calls whose object argument is sent or printed, not kept: a request's body, a log line, a test's expectation. */
const SENT_OR_PRINTED =
  /^(get|post|put|patch|delete|del|head|request|fetch|send|json|stringify|debug|info|warn|error|trace|log|fatal)$/i;

/**
 * Spreads of a value typed by this API's data (`{ ...record, slug }` with `record: RecordDto`) into an object literal
 * whose type takes any key (`createNode(node: NodeInput)` with `[key: string]: unknown`): once the
 * data has the new version's names, the object holds them instead of the old ones and nothing type-checks the
 * readers (a Gatsby schema, a database row, another service), so a person decides which names it must carry.
 * Objects typed by the project (the compiler then names a missing field) or left to inference (their readers are
 * typed through them), and objects handed to a request, a logger or a test's `expect`, are left alone.
 */
export function looseSpreads(
  files: readonly SourceFile[],
  fields: ReadonlyMap<Node, FieldRename>,
): LooseSpread[] {
  if (fields.size === 0) return [];
  const out: LooseSpread[] = [];
  for (const file of files) {
    for (const spread of spreadsOf(file)) {
      const renamed = renamedMembers(spread.getExpression().getType(), fields);
      if (renamed.length === 0) continue;
      const object = spread.getParentIfKind(SyntaxKind.ObjectLiteralExpression);
      if (!object || !takesAnyKey(object.getContextualType()) || sentOrPrinted(object)) continue;
      const names = renamed.map(([from, field]) => `${from} → ${field.to}${field.toMany ? ' (a list)' : ''}`);
      const [from, first] = renamed[0]!;
      const spreadText = spread.getExpression().getText();
      out.push({
        spread,
        changeId: first.changeId,
        message:
          `this object spreads \`${spreadText}\`, whose fields the new version renames (${names.join(', ')}), and ` +
          `its type takes any key: it now carries the new names; where its readers expect the old ones, write them ` +
          `out (\`${from}: ${spreadText}.${first.to}\`)`,
      });
    }
  }
  return out;
}

/**
 * The object spreads of a file, found on the compiler's tree (wrapping every node of every file in ts-morph's costs
 * more than the rest of this rule) and only in files whose text has one.
 */
function spreadsOf(file: SourceFile): SpreadAssignment[] {
  if (!file.getFullText().includes('...')) return [];
  const found: ts.SpreadAssignment[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isSpreadAssignment(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(file.compilerNode);
  return found.flatMap((node) => {
    const start = node.getStart(file.compilerNode);
    const spread = file.getDescendantAtStartWithWidth(start, node.getEnd() - start);
    return Node.isSpreadAssignment(spread) ? [spread] : [];
  });
}

/** The members of a spread value's type declared by a renamed field of this API's data, by their old name. */
function renamedMembers(type: Type, fields: ReadonlyMap<Node, FieldRename>): [string, FieldRename][] {
  const out: [string, FieldRename][] = [];
  const seen = new Set<string>();
  for (const property of type.getNonNullableType().getProperties()) {
    for (const declaration of property.getDeclarations()) {
      const field = fields.get(declaration);
      if (field && !seen.has(property.getName())) {
        seen.add(property.getName());
        out.push([property.getName(), field]);
      }
    }
  }
  return out;
}

/**
 * A library's type with a string index signature (Gatsby's `NodeInput` with `[key: string]: unknown`, Firestore's
 * `DocumentData`, or such a type vendored in a `.d.ts`): a bag of keys another system keeps as given. The project's
 * own (`body: Record<string, unknown>` in its code) are not: its code is typed on, and mostly hands the data on to
 * this API, where the new names are right; nor are `unknown`, `any` and `object`, written for "anything".
 */
function takesAnyKey(type: Type | undefined): boolean {
  if (!type) return false;
  const target = type.getNonNullableType();
  if (target.isUnion()) return target.getUnionTypes().some((t) => takesAnyKey(t));
  if (target.getStringIndexType() === undefined || target.isAny()) return false;
  const declarations = (target.getAliasSymbol() ?? target.getSymbol())?.getDeclarations() ?? [];
  return declarations.some((d) => {
    const file = d.getSourceFile();
    return file.isDeclarationFile() && !/[\\/]typescript[\\/]lib[\\/]/.test(file.getFilePath());
  });
}

/** Whether the object is an argument (at any depth of object nesting) of a request, log or `expect` call. */
function sentOrPrinted(object: Node): boolean {
  let node: Node = object;
  let parent = node.getParent();
  while (parent && (Node.isPropertyAssignment(parent) || Node.isObjectLiteralExpression(parent))) {
    node = parent;
    parent = parent.getParent();
  }
  if (!parent || !Node.isCallExpression(parent) || !parent.getArguments().includes(node)) return false;
  const callee = parent.getExpression();
  const name = Node.isPropertyAccessExpression(callee)
    ? callee.getName()
    : Node.isIdentifier(callee)
      ? callee.getText()
      : '';
  if (SENT_OR_PRINTED.test(name) || name === 'expect') return true;
  // `expect(x).toEqual({ ...record })` and its matchers
  let root: Node = callee;
  while (Node.isPropertyAccessExpression(root) || Node.isCallExpression(root))
    root = Node.isPropertyAccessExpression(root) ? root.getExpression() : root.getExpression();
  return Node.isIdentifier(root) && root.getText() === 'expect';
}
