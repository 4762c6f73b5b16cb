import { Node, type Type } from 'ts-morph';

/**
 * The type the code gives an untyped value where it lands, through parentheses and `await`: a type assertion
 * (`(await res.json()) as Page`, also through `as unknown`), a declared variable (`const page: Page = …`) or, returned, the enclosing
 * function's declared return type (`Promise<Page>` → `Page`). `any` and `unknown` say nothing and give undefined.
 */
export function landingType(value: Node): Type | undefined {
  let node = value;
  let parent = node.getParent();
  while (parent && (Node.isParenthesizedExpression(parent) || Node.isAwaitExpression(parent))) {
    node = parent;
    parent = node.getParent();
  }
  let type: Type | undefined;
  if (Node.isAsExpression(parent) || Node.isTypeAssertion(parent)) {
    type = parent.getTypeNode()?.getType();
    // `res.json() as unknown as Page`: the outer assertion states the type
    const outer = parent.getParent();
    if ((type?.isUnknown() || type?.isAny()) && (Node.isAsExpression(outer) || Node.isTypeAssertion(outer)))
      type = outer.getTypeNode()?.getType();
  } else if (Node.isVariableDeclaration(parent) && parent.getInitializer() === node)
    type = parent.getTypeNode()?.getType();
  else if (Node.isReturnStatement(parent) || (Node.isArrowFunction(parent) && parent.getBody() === node))
    type = returnedType(parent);
  return type && !type.isAny() && !type.isUnknown() ? type : undefined;
}

/** The declared return type of the function a return statement (or an arrow's expression body) is in, awaited. */
function returnedType(at: Node): Type | undefined {
  const fn = Node.isArrowFunction(at) ? at : at.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a));
  if (!fn || !Node.isFunctionLikeDeclaration(fn)) return undefined;
  const declared = fn.getReturnTypeNode()?.getType();
  if (!declared) return undefined;
  const promised = declared.getSymbol()?.getName() === 'Promise' ? declared.getTypeArguments()[0] : undefined;
  return promised ?? declared;
}
