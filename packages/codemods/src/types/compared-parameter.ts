import { Node, SyntaxKind } from 'ts-morph';
import { EQUALITY } from './equality.js';
import { inProject } from './plan-walk.js';

/**
 * The arguments the project's calls hand a parameter that is compared with a field (`const pick = (id: string) =>
 * answers.find((a) => a.headerId === id)` called as `pick('REC_NAME')`): the values of that field the code looks
 * for. Only when every use of the parameter is such a comparison with a read of `declaration`, and every use of the
 * function is a call of it; else nothing (the argument may mean something else).
 */
export function comparedParameterArguments(compared: Node, declaration: Node): Node[] {
  if (!Node.isIdentifier(compared)) return [];
  const parameter = compared.getSymbol()?.getDeclarations()[0];
  if (!Node.isParameterDeclaration(parameter) || !inProject(parameter)) return [];
  const name = parameter.getNameNode();
  const fn = parameter.getParent();
  if (!Node.isIdentifier(name) || !Node.isFunctionLikeDeclaration(fn)) return [];
  const index = fn.getParameters().indexOf(parameter);
  for (const reference of name.findReferencesAsNodes()) {
    if (reference === name) continue;
    if (!comparesWithField(reference, declaration)) return [];
  }
  const fnName = Node.isFunctionDeclaration(fn)
    ? fn.getNameNode()
    : fn.getParentIfKind(SyntaxKind.VariableDeclaration)?.getNameNode();
  if (!fnName || !Node.isIdentifier(fnName)) return [];
  const out: Node[] = [];
  for (const reference of fnName.findReferencesAsNodes()) {
    if (reference === fnName) continue;
    const call = reference.getParent();
    // `import { pick } from './answers'` in the modules calling it: a name, not a use
    if (Node.isImportSpecifier(call) || Node.isExportSpecifier(call)) continue;
    if (!Node.isCallExpression(call) || call.getExpression() !== reference) return [];
    const argument = call.getArguments()[index];
    if (argument) out.push(argument);
  }
  return out;
}

/** `a.headerId === id` (either side) where `a.headerId` reads the field `declaration`. */
function comparesWithField(reference: Node, declaration: Node): boolean {
  const parent = reference.getParent();
  if (!Node.isBinaryExpression(parent) || !EQUALITY.has(parent.getOperatorToken().getKind())) return false;
  const other = parent.getLeft() === reference ? parent.getRight() : parent.getLeft();
  if (!Node.isPropertyAccessExpression(other)) return false;
  return other.getNameNode().getSymbol()?.getDeclarations().includes(declaration) ?? false;
}
