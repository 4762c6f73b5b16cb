import { Node, type CallExpression, type Project, type StringLiteral, type Type } from 'ts-morph';
import { nameOf, type KeyedField } from './keyof-literals.js';
import { inProject } from './plan-walk.js';
import { stringLiteralsOf } from './string-literals.js';

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
  const byDeclaration = new Map<Node['compilerNode'], KeyedField>();
  const names = new Set<string>();
  for (const field of fields) {
    const name = nameOf(field.declaration);
    if (name === undefined) continue;
    names.add(name);
    byDeclaration.set(field.declaration.compilerNode, field);
  }
  const out: { literal: StringLiteral; field: KeyedField }[] = [];
  if (names.size === 0) return out;
  for (const sourceFile of project.getSourceFiles()) {
    if (!inProject(sourceFile)) continue;
    const text = sourceFile.getFullText();
    if (![...names].some((n) => text.includes(`'${n}'`) || text.includes(`"${n}"`))) continue;
    for (const literal of stringLiteralsOf(sourceFile, (t) => names.has(t))) {
      const call = literal.getParent();
      if (!Node.isCallExpression(call)) continue;
      const path = leadingKeys(call, literal);
      if (!path || !isKeyParameter(call, path.length)) continue;
      const field = fieldAt(call, path, literal.getLiteralText(), byDeclaration);
      if (field) out.push({ literal, field });
    }
  }
  return out;
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
