import { Node, SyntaxKind, type ArrayLiteralExpression } from 'ts-morph';
import { inProject } from './plan-walk.js';
import { withoutCasts } from './without-casts.js';

/** Array methods whose callback's first parameter is each element in turn. */
const EACH = new Set([
  'map',
  'flatMap',
  'forEach',
  'filter',
  'find',
  'findIndex',
  'findLast',
  'some',
  'every',
]);

/**
 * The elements of the list a name steps through, when the name is compared with a field (`a.headerId === h`): the
 * first parameter of a callback given to `LIST.map(…)`, `.forEach`, `.find`, … or the variable of `for (const h of
 * LIST)`, where LIST is an array literal written there or held by a `const` of the project (`const SUMMARY =
 * ['REC_NAME', 'REC_CODE'] as const`). Empty for a name given another value, or a list built at run time.
 */
export function iteratedElements(name: Node): Node[] {
  if (!Node.isIdentifier(name)) return [];
  const declaration = name.getSymbol()?.getDeclarations()[0];
  let list: Node | undefined;
  if (Node.isParameterDeclaration(declaration)) {
    const callback = declaration.getParent();
    const call = callback?.getParent();
    if (
      !(Node.isArrowFunction(callback) || Node.isFunctionExpression(callback)) ||
      callback.getParameters()[0] !== declaration ||
      !Node.isCallExpression(call) ||
      call.getArguments()[0] !== callback
    )
      return [];
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || !EACH.has(callee.getName())) return [];
    list = callee.getExpression();
  } else if (Node.isVariableDeclaration(declaration)) {
    const loop = declaration.getParent()?.getParent();
    if (!Node.isForOfStatement(loop) || loop.getInitializer() !== declaration.getParent()) return [];
    list = loop.getExpression();
  } else return [];
  if (reassigned(name)) return [];
  const literal = heldArray(withoutCasts(list));
  return literal ? literal.getElements() : [];
}

/** An array literal, or the one a `const` of the project holds. */
export function heldArray(node: Node | undefined): ArrayLiteralExpression | undefined {
  if (Node.isArrayLiteralExpression(node)) return node;
  if (!Node.isIdentifier(node)) return undefined;
  for (const declaration of node.getSymbol()?.getDeclarations() ?? []) {
    if (!Node.isVariableDeclaration(declaration) || !inProject(declaration)) continue;
    const list = declaration.getParent();
    if (!Node.isVariableDeclarationList(list) || list.getDeclarationKind() !== 'const') continue;
    const init = withoutCasts(declaration.getInitializer());
    if (Node.isArrayLiteralExpression(init)) return init;
  }
  return undefined;
}

/** Whether the name is written to anywhere (`h = …`): then it holds more than the list's elements. */
function reassigned(name: Node): boolean {
  if (!Node.isIdentifier(name)) return false;
  return name.findReferencesAsNodes().some((r) => {
    const parent = r.getParent();
    return (
      Node.isBinaryExpression(parent) &&
      parent.getLeft() === r &&
      parent.getOperatorToken().getKind() === SyntaxKind.EqualsToken
    );
  });
}
