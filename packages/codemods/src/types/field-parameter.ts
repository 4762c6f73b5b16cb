import { Node, SyntaxKind, type CallExpression, type Identifier } from 'ts-morph';
import { inProject } from './plan-walk.js';

/**
 * The parameter of a function of the project that a field read `access` is handed to (`toHeader(a.headerId)`), when
 * every call of the function hands it that same field: then the parameter holds only that field's values. Undefined
 * when another call passes something else, the parameter is a pattern, or the function is not the project's own. The
 * calls are followed into the modules importing the function.
 */
export function fieldParameter(
  call: CallExpression,
  access: Node,
  declaration: Node,
): Identifier | undefined {
  const index = call.getArguments().indexOf(access);
  const fn = functionOf(call.getExpression());
  const name = fn?.getParameters()[index]?.getNameNode();
  if (!fn || !Node.isIdentifier(name) || !inProject(fn)) return undefined;
  const fnName = Node.isFunctionDeclaration(fn)
    ? fn.getNameNode()
    : fn.getParentIfKind(SyntaxKind.VariableDeclaration)?.getNameNode();
  if (!fnName || !Node.isIdentifier(fnName)) return undefined;
  for (const reference of fnName.findReferencesAsNodes()) {
    if (reference === fnName) continue;
    const use = reference.getParent();
    // the function imported or exported by name in another module: its calls there are among the references
    if (Node.isImportSpecifier(use) || Node.isExportSpecifier(use) || Node.isImportClause(use)) continue;
    if (!Node.isCallExpression(use) || use.getExpression() !== reference) return undefined;
    const argument = use.getArguments()[index];
    if (!Node.isPropertyAccessExpression(argument)) return undefined;
    if (!argument.getNameNode().getSymbol()?.getDeclarations().includes(declaration)) return undefined;
  }
  return name;
}

/** The function declaration or the arrow/function expression a `const` holds, that a callee names. */
function functionOf(callee: Node) {
  const symbol = callee.getSymbol();
  const target = symbol?.isAlias() ? symbol.getAliasedSymbol() : symbol;
  for (const declaration of target?.getDeclarations() ?? []) {
    if (Node.isFunctionDeclaration(declaration)) return declaration;
    if (Node.isVariableDeclaration(declaration)) {
      const init = declaration.getInitializer();
      if (Node.isArrowFunction(init) || Node.isFunctionExpression(init)) return init;
    }
  }
  return undefined;
}
