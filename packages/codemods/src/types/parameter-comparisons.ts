import { Node, SyntaxKind, type CallExpression } from 'ts-morph';
import { EQUALITY } from './equality.js';
import { inProject } from './plan-walk.js';

/**
 * The values a function of the project compares its parameter with (`case 'REC_NAME':` in `switch (headerId)`,
 * `headerId === 'REC_NAME'`), when the field read `access` is handed to that parameter (`toHeader(a.headerId)`)
 * and every call of the function hands it the same field: then the parameter holds only that field's values.
 * Empty when another call passes something else, or the function is not the project's own.
 */
export function parameterComparisons(call: CallExpression, access: Node, declaration: Node): Node[] {
  const index = call.getArguments().indexOf(access);
  const fn = functionOf(call.getExpression());
  const parameter = fn?.getParameters()[index];
  const name = parameter?.getNameNode();
  if (!fn || !Node.isIdentifier(name) || !inProject(fn)) return [];
  const fnName = Node.isFunctionDeclaration(fn)
    ? fn.getNameNode()
    : fn.getParentIfKind(SyntaxKind.VariableDeclaration)?.getNameNode();
  if (!fnName || !Node.isIdentifier(fnName)) return [];
  for (const reference of fnName.findReferencesAsNodes()) {
    if (reference === fnName) continue;
    const use = reference.getParent();
    if (!Node.isCallExpression(use) || use.getExpression() !== reference) return [];
    const argument = use.getArguments()[index];
    if (!Node.isPropertyAccessExpression(argument)) return [];
    if (!argument.getNameNode().getSymbol()?.getDeclarations().includes(declaration)) return [];
  }
  const compared: Node[] = [];
  for (const reference of name.findReferencesAsNodes()) {
    if (reference === name) continue;
    const parent = reference.getParent();
    if (Node.isBinaryExpression(parent)) {
      const kind = parent.getOperatorToken().getKind();
      if (kind === SyntaxKind.EqualsToken && parent.getLeft() === reference) return [];
      if (EQUALITY.has(kind))
        compared.push(parent.getLeft() === reference ? parent.getRight() : parent.getLeft());
    } else if (Node.isSwitchStatement(parent) && parent.getExpression() === reference) {
      for (const clause of parent.getClauses())
        if (Node.isCaseClause(clause)) compared.push(clause.getExpression());
    }
  }
  return compared;
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
