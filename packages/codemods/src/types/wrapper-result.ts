import { Node, type CallExpression, type Type } from 'ts-morph';
import { inProject } from './plan-walk.js';

const AWAITED = new Set(['Promise', 'PromiseLike', 'Observable']);

/**
 * The response type of a call of the project's own generic wrapper whose declared result is one of its type
 * parameters (`send<Query, Row>(…): Promise<Row>`): the type argument given for that parameter at the call,
 * whichever position it has. Undefined when the wrapper is a library's, or its result is not a bare type parameter
 * (`Promise<{ data: T }>` is read the usual way).
 */
export function ownWrapperResult(call: CallExpression): Type | undefined {
  const args = call.getTypeArguments();
  if (args.length === 0) return undefined;
  for (const declaration of call.getExpression().getSymbol()?.getDeclarations() ?? []) {
    if (!inProject(declaration)) continue;
    const fn = Node.isVariableDeclaration(declaration) ? declaration.getInitializer() : declaration;
    if (!fn || !(Node.isFunctionDeclaration(fn) || Node.isMethodDeclaration(fn) || Node.isArrowFunction(fn)))
      continue;
    const result = resultName(fn.getReturnTypeNode());
    const index = fn.getTypeParameters().findIndex((p) => p.getName() === result);
    if (index >= 0 && args[index]) return args[index].getType();
  }
  return undefined;
}

/** `Promise<R>` → `R`; `R` → `R`: the name the declared result is, when it is a plain name. */
function resultName(node: Node | undefined): string | undefined {
  if (!node || !Node.isTypeReference(node)) return undefined;
  const name = node.getTypeName().getText();
  const inner = node.getTypeArguments();
  if (AWAITED.has(name) && inner.length === 1) return resultName(inner[0]);
  return inner.length === 0 ? name : undefined;
}
