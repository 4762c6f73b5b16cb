import { Node, ts, type Project, type SourceFile, type Type } from 'ts-morph';
import { wrapNode } from './compiler-nodes.js';
import { mockCallArgumentType } from './mock-call-args.js';
import { inProject, type FieldRename } from './plan-walk.js';

/** A key of an expected object naming a field the run renames (`field`), or one the new version removed (`removedId`). */
export type ExpectedKey = { key: Node } & ({ field: FieldRename } | { removedId: string });

/** Jest's and Vitest's matchers comparing a value with an object written in the test. */
const OBJECT_MATCHERS = new Set(['toEqual', 'toStrictEqual', 'toMatchObject']);

/**
 * Keys of the objects a test expects of this API's data: `expect(records[0]).toMatchObject({ recordName: 'Fire' })`
 * with `records: Record[]` (an openapi-typescript alias, a model), `expect(rows).toEqual([{ recordId: 1 }])`. The
 * matcher takes any object, so the language service does not tie the literal to the model; the key is renamed
 * where the value compared declares it as a renamed field (nested objects through its property's type), and left
 * where it does not (the app's own shape, `{ id, name }`, or an `unknown` value); a field that became a list
 * expects its value as one (`assignedUserId: 7` → `assignedUserIds: [7]`, by the caller), and one the new version
 * removed is no longer expected (`notifyAssignee: false` goes, by the caller). A double's recorded argument
 * (`onSubmit.mock.calls[0][0]`) is typed by the prop or parameter the double was handed (`mock-call-args.ts`).
 */
export function expectedLiteralKeys(
  project: Project,
  fields: ReadonlyMap<Node, FieldRename>,
  removed: ReadonlyMap<Node, { changeId: string }> = new Map(),
): ExpectedKey[] {
  const names = new Set<string>();
  for (const declaration of [...fields.keys(), ...removed.keys()])
    if (Node.hasName(declaration)) names.add(declaration.getName());
  const out: ExpectedKey[] = [];
  if (names.size === 0) return out;
  for (const sourceFile of project.getSourceFiles()) {
    if (!inProject(sourceFile) || sourceFile.isDeclarationFile()) continue;
    const text = sourceFile.getFullText();
    if (!text.includes('expect(') || ![...names].some((n) => text.includes(n))) continue;
    for (const { actual, expected } of expectations(sourceFile)) {
      const keys = (literal: Node, type: Type): void => {
        if (Node.isArrayLiteralExpression(literal)) {
          const element = type.getArrayElementType() ?? type.getNumberIndexType();
          if (element) for (const item of literal.getElements()) keys(item, element);
          return;
        }
        if (!Node.isObjectLiteralExpression(literal)) return;
        for (const property of literal.getProperties()) {
          if (!Node.isPropertyAssignment(property)) continue;
          const name = property.getName().replace(/^['"]|['"]$/g, '');
          const symbol = type.getProperty(name);
          if (!symbol) continue;
          if (names.has(name)) {
            const declarations = symbol.getDeclarations();
            const field = declarations.map((d) => fields.get(d)).find((f) => f !== undefined);
            const gone = declarations.map((d) => removed.get(d)).find((r) => r !== undefined);
            if (field) out.push({ key: property.getNameNode(), field });
            else if (gone) out.push({ key: property.getNameNode(), removedId: gone.changeId });
          }
          const value = property.getInitializer();
          if (value) keys(value, symbol.getTypeAtLocation(property));
        }
      };
      // `onSubmit.mock.calls[0][0]` of a `vi.fn()` handed a typed prop: the type of the argument it stood for
      keys(expected, mockCallArgumentType(actual) ?? actual.getType());
    }
  }
  return out;
}

/** `expect(actual).toMatchObject(expected)` (also after `.not`, `.resolves`): both, wrapped. */
function expectations(sourceFile: SourceFile): { actual: Node; expected: Node }[] {
  const out: { actual: Node; expected: Node }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      OBJECT_MATCHERS.has(node.expression.name.text)
    ) {
      let target: ts.Expression = node.expression.expression;
      while (ts.isPropertyAccessExpression(target)) target = target.expression;
      const [expected] = node.arguments;
      if (
        expected &&
        (ts.isObjectLiteralExpression(expected) || ts.isArrayLiteralExpression(expected)) &&
        ts.isCallExpression(target) &&
        ts.isIdentifier(target.expression) &&
        target.expression.text === 'expect' &&
        target.arguments[0]
      ) {
        const actual = wrapNode(sourceFile, target.arguments[0]);
        const literal = wrapNode(sourceFile, expected);
        if (actual && literal) out.push({ actual, expected: literal });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile.compilerNode);
  return out;
}
