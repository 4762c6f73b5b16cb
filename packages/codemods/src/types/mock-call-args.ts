import { Node, type Type } from 'ts-morph';

/** The test doubles whose calls a test reads back: `vi.fn()`, `jest.fn()`. */
const DOUBLES = new Set(['vi.fn', 'jest.fn']);

/**
 * The type of an argument a test reads back from a double it handed the code under test:
 * `onSubmit.mock.calls[0][0]` (or `.mock.lastCall[0]`) of `const onSubmit = vi.fn()` given as
 * `<RecordForm onSubmit={onSubmit} />` or `save(onSubmit)`, where the prop or parameter is typed
 * `(values: RecordInput) => …`: that parameter's type. The double is untyped (`any`), so the compiler does not tie
 * what it was called with to the function type it stood for. Undefined for another value, a double declared another
 * way, or one handed to no typed place (or to places that disagree).
 */
export function mockCallArgumentType(actual: Node): Type | undefined {
  const read = callRead(actual);
  if (!read) return undefined;
  const declaration = read.double.getSymbol()?.getDeclarations()[0];
  if (!Node.isVariableDeclaration(declaration) || !isDouble(declaration.getInitializer())) return undefined;
  const name = declaration.getNameNode();
  if (!Node.isIdentifier(name)) return undefined;
  const types = new Map<string, Type>();
  for (const reference of name.findReferencesAsNodes()) {
    if (reference === name || reference.getSourceFile() !== actual.getSourceFile()) continue;
    const parent = reference.getParent();
    const handed =
      Node.isJsxExpression(parent) ||
      (Node.isCallExpression(parent) && parent.getArguments().includes(reference));
    if (!handed) continue;
    const signature = Node.isIdentifier(reference)
      ? reference.getContextualType()?.getCallSignatures()[0]
      : undefined;
    const parameter = signature?.getParameters()[read.index];
    if (!parameter) continue;
    const type = parameter.getTypeAtLocation(reference);
    types.set(type.getText(), type);
  }
  return types.size === 1 ? [...types.values()][0] : undefined;
}

/** `x.mock.calls[i][j]` or `x.mock.lastCall[j]`: the double `x` and the argument's index `j`. */
function callRead(node: Node): { double: Node; index: number } | undefined {
  if (!Node.isElementAccessExpression(node)) return undefined;
  const index = Number(node.getArgumentExpression()?.getText());
  const inner = node.getExpression();
  const calls = Node.isElementAccessExpression(inner) ? inner.getExpression() : inner;
  const name = Node.isElementAccessExpression(inner) ? 'calls' : 'lastCall';
  if (!Node.isPropertyAccessExpression(calls) || calls.getName() !== name) return undefined;
  const mock = calls.getExpression();
  if (!Node.isPropertyAccessExpression(mock) || mock.getName() !== 'mock') return undefined;
  const double = mock.getExpression();
  return Node.isIdentifier(double) && Number.isInteger(index) ? { double, index } : undefined;
}

/** `vi.fn()`, also with its chained setup (`vi.fn().mockResolvedValue(undefined)`). */
function isDouble(node: Node | undefined): boolean {
  let current = node;
  while (Node.isCallExpression(current)) {
    const callee = current.getExpression();
    if (DOUBLES.has(callee.getText())) return true;
    current = Node.isPropertyAccessExpression(callee) ? callee.getExpression() : undefined;
  }
  return false;
}
