import { Node, ts, type Project, type SourceFile, type Type } from 'ts-morph';
import { wrapNode } from './compiler-nodes.js';
import { mockCallArgumentType } from './mock-call-args.js';
import { inProject, type FieldRename } from './plan-walk.js';

/** A key of an expected object naming a field the run renames (`field`), or one the new version removed (`removedId`). */
export type ExpectedKey = { key: Node } & ({ field: FieldRename } | { removedId: string });

/** Jest's and Vitest's matchers comparing a value with an object written in the test. */
const OBJECT_MATCHERS = new Set(['toEqual', 'toStrictEqual', 'toMatchObject']);
/**
 * Their matchers comparing a mock's call with the arguments written in the test (the first argument of
 * `toHaveBeenNthCalledWith` is the call's number).
 */
const CALL_MATCHERS = new Map([
  ['toHaveBeenCalledWith', 0],
  ['toBeCalledWith', 0],
  ['toHaveBeenLastCalledWith', 0],
  ['lastCalledWith', 0],
  ['toHaveBeenNthCalledWith', 1],
  ['nthCalledWith', 1],
]);

/**
 * Keys of the objects a test expects of this API's data: `expect(records[0]).toMatchObject({ recordName: 'Fire' })`
 * with `records: Record[]` (an openapi-typescript alias, a model), `expect(rows).toEqual([{ recordId: 1 }])`. The
 * matcher takes any object, so the language service does not tie the literal to the model; the key is renamed
 * where the value compared declares it as a renamed field (nested objects through its property's type), and left
 * where it does not (the app's own shape, `{ id, name }`, or an `unknown` value); a field that became a list
 * expects its value as one (`assignedUserId: 7` → `assignedUserIds: [7]`, by the caller), and one the new version
 * removed is no longer expected (`notifyAssignee: false` goes, by the caller). A double's recorded argument
 * (`onSubmit.mock.calls[0][0]`) is typed by the prop or parameter the double was handed (`mock-call-args.ts`). The
 * arguments a typed mock is expected to have been called with (`expect(jest.mocked(updateRecord))
 * .toHaveBeenCalledWith(12, { recordName: 'Height Work' })`) are typed by the mocked function's parameters.
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
    for (const { actual, expected, parameter } of expectations(sourceFile)) {
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
      if (parameter !== undefined) {
        // `toHaveBeenCalledWith(…)`: the mocked function's parameter at the argument's place, when it has one
        const type = parameterType(actual, parameter);
        if (type) keys(expected, type);
        continue;
      }
      // `onSubmit.mock.calls[0][0]` of a `vi.fn()` handed a typed prop: the type of the argument it stood for
      keys(expected, mockCallArgumentType(actual) ?? actual.getType());
    }
  }
  return out;
}

/**
 * `expect(actual).toMatchObject(expected)` (also after `.not`, `.resolves`): both, wrapped; and each literal argument
 * of `expect(mock).toHaveBeenCalledWith(…)` with its place among the mocked function's parameters.
 */
function expectations(sourceFile: SourceFile): { actual: Node; expected: Node; parameter?: number }[] {
  const out: { actual: Node; expected: Node; parameter?: number }[] = [];
  const visit = (node: ts.Node): void => {
    const matcher =
      ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)
        ? node.expression.name.text
        : undefined;
    const skipped = matcher === undefined ? undefined : CALL_MATCHERS.get(matcher);
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      matcher !== undefined
    ) {
      let target: ts.Expression = node.expression.expression;
      while (ts.isPropertyAccessExpression(target)) target = target.expression;
      const subject =
        ts.isCallExpression(target) &&
        ts.isIdentifier(target.expression) &&
        target.expression.text === 'expect' &&
        target.arguments[0]
          ? wrapNode(sourceFile, target.arguments[0])
          : undefined;
      node.arguments.forEach((argument, i) => {
        const literal =
          ts.isObjectLiteralExpression(argument) || ts.isArrayLiteralExpression(argument)
            ? wrapNode(sourceFile, argument)
            : undefined;
        if (!subject || !literal) return;
        if (OBJECT_MATCHERS.has(matcher) && i === 0) out.push({ actual: subject, expected: literal });
        else if (skipped !== undefined && i >= skipped)
          out.push({ actual: subject, expected: literal, parameter: i - skipped });
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile.compilerNode);
  return out;
}

/** The type of a mocked function's parameter (`jest.mocked(fn)`, a `vi.fn<typeof fn>()`); undefined for an untyped double. */
function parameterType(mock: Node, index: number): Type | undefined {
  const type = mock.getType();
  if (type.isAny() || type.isUnknown()) return undefined;
  const signatures = type.getCallSignatures();
  if (signatures.length !== 1) return undefined;
  const parameter = signatures[0]!.getParameters()[index];
  const declaration = parameter?.getDeclarations()[0];
  if (
    !parameter ||
    !declaration ||
    (Node.isParameterDeclaration(declaration) && declaration.isRestParameter())
  )
    return undefined;
  return parameter.getTypeAtLocation(mock);
}
