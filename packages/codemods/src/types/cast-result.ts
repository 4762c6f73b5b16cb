import { Node, type CallExpression, type Type } from 'ts-morph';

/**
 * `const page: Page<Row> = apiGet_(…)`, `apiGet_(…) as Page<Row>`: the type the code gives the result of a call
 * typed `any` or `unknown` (a wrapper returning `JSON.parse(res.getContentText())`, untyped), where the result goes
 * straight into a declared variable or a type assertion. The data flows from the call there, so that type is the
 * response's; a call with a type of its own is read the usual way.
 */
export function untypedResultDeclaredAs(call: CallExpression): Type | undefined {
  const own = call.getType();
  if (!own.isAny() && !own.isUnknown()) return undefined;
  let node: Node = call;
  let parent = node.getParent();
  while (parent && (Node.isParenthesizedExpression(parent) || Node.isAwaitExpression(parent))) {
    node = parent;
    parent = node.getParent();
  }
  if (Node.isAsExpression(parent) || Node.isTypeAssertion(parent)) {
    const type = parent.getTypeNode()?.getType();
    return type && !type.isAny() && !type.isUnknown() ? type : undefined;
  }
  if (Node.isVariableDeclaration(parent) && parent.getInitializer() === node) {
    const declared = parent.getTypeNode();
    return declared ? declared.getType() : undefined;
  }
  return undefined;
}
