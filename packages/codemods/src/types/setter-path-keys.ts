import { Node, type CallExpression, type Project, type StringLiteral, type Type } from 'ts-morph';
import type { KeyedField } from './keyof-literals.js';
import { literalsNamingFields } from './field-name-literals.js';

/**
 * String literals given as the path of a store's setter whose own type carries the store's type: Solid's
 * `setForm('recordName', value)` and `setState('draft', 'recordIds', ids)` on a `SetStoreFunction<RecordInput>`,
 * whose key parameters are typed by constrained type parameters (`k1: Part<W<T>, K1>`). The compiler infers each key
 * from the literal itself, so the keyof rule cannot see it, and no sibling argument carries the type: the setter
 * does. The n-th of the leading literals is a key of the type the literals before it reach; a value must follow them.
 */
export function setterPathKeys(
  project: Project,
  fields: readonly KeyedField[],
): { literal: StringLiteral; field: KeyedField }[] {
  return literalsNamingFields(project, fields, (literal, byDeclaration) => {
    const call = literal.getParent();
    if (!Node.isCallExpression(call)) return undefined;
    const path = leadingKeys(call, literal);
    if (!path || !isKeyParameter(call, path.length)) return undefined;
    return fieldAt(call, path, literal.getLiteralText(), byDeclaration);
  });
}

/** The literal keys before `literal` when every argument up to it is one and a value follows it; else undefined. */
function leadingKeys(call: CallExpression, literal: StringLiteral): string[] | undefined {
  const args = call.getArguments();
  const index = args.indexOf(literal);
  if (index < 0 || index === args.length - 1) return undefined;
  const before = args.slice(0, index);
  return before.every((a) => Node.isStringLiteral(a))
    ? before.map((a) => (a as StringLiteral).getLiteralText())
    : undefined;
}

/** Whether the resolved signature types the argument at `index` through a constrained type parameter. */
function isKeyParameter(call: CallExpression, index: number): boolean {
  const declaration = call.getProject().getTypeChecker().getResolvedSignature(call)?.getDeclaration();
  const parameter =
    declaration &&
    (Node.isFunctionLikeDeclaration(declaration) ||
      Node.isMethodSignature(declaration) ||
      Node.isCallSignatureDeclaration(declaration))
      ? declaration.getParameters()[index]
      : undefined;
  const typeNode = parameter?.getTypeNode();
  if (!typeNode) return false;
  return [typeNode, ...typeNode.getDescendants()].some(
    (n) =>
      Node.isTypeReference(n) &&
      (n.getTypeName().getSymbol()?.getDeclarations() ?? []).some(
        (d) => Node.isTypeParameterDeclaration(d) && d.getConstraint() !== undefined,
      ),
  );
}

/** The renamed field the setter's type argument declares under `name`, reached through `path`. */
function fieldAt(
  call: CallExpression,
  path: readonly string[],
  name: string,
  byDeclaration: ReadonlyMap<Node['compilerNode'], KeyedField>,
): KeyedField | undefined {
  const setter = call.getExpression().getType();
  for (const root of [...setter.getTypeArguments(), ...setter.getAliasTypeArguments()]) {
    let type: Type | undefined = root;
    for (const key of path) type = type?.getProperty(key)?.getTypeAtLocation(call).getNonNullableType();
    for (const declaration of type?.getProperty(name)?.getDeclarations() ?? []) {
      const field = byDeclaration.get(declaration.compilerNode);
      if (field) return field;
    }
  }
  return undefined;
}
