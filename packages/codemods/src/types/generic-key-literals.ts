import { Node, type Project, type StringLiteral, type Type } from 'ts-morph';
import type { KeyedField } from './keyof-literals.js';
import { literalsNamingFields } from './field-name-literals.js';

/**
 * String literals given where a generic function or component takes a key of another argument's type:
 * react-hook-form's `<Controller control={control} name="recordName">`, `setValue('recordName', …)` and
 * `register('recordName')` on a `useForm<RecordForm>()`, whose `name: K` is a type parameter constrained by the form's
 * values (`K extends Path<T>`). The compiler infers `K` from the literal itself, so its contextual type is only that
 * literal and the `keyof` rule cannot see it; here the literal is the field's when a sibling argument (an attribute of
 * the same element, another argument, or the object the method is called on) is typed with a type argument whose
 * property of that name is the renamed field's declaration (`Control<RecordForm>`, `UseFormReturn<RecordForm>`), or
 * the function called is itself typed by such an alias (`register` destructured from the form: `UseFormRegister<T>`).
 */
export function genericKeyLiterals(
  project: Project,
  fields: readonly KeyedField[],
): { literal: StringLiteral; field: KeyedField }[] {
  return literalsNamingFields(project, fields, (literal, byDeclaration) => {
    const site = keySite(literal);
    if (!site || !isTypeParameter(site.declared)) return undefined;
    return siblingField(site.siblings, literal.getLiteralText(), byDeclaration);
  });
}

/** Where the literal is given: the declaration of the parameter or prop it fills, and the other values given with it. */
function keySite(literal: StringLiteral): { declared: Node | undefined; siblings: Node[] } | undefined {
  const parent = literal.getParent();
  if (Node.isJsxAttribute(parent)) {
    const element = parent.getParent()?.getParent();
    if (!Node.isJsxOpeningElement(element) && !Node.isJsxSelfClosingElement(element)) return undefined;
    const siblings: Node[] = [];
    for (const attribute of element.getAttributes()) {
      const value =
        Node.isJsxAttribute(attribute) && attribute !== parent ? attribute.getInitializer() : undefined;
      const expression = Node.isJsxExpression(value) ? value.getExpression() : undefined;
      if (expression) siblings.push(expression);
    }
    return { declared: propDeclaration(element.getTagNameNode(), parent.getNameNode().getText()), siblings };
  }
  if (!Node.isCallExpression(parent)) return undefined;
  const args = parent.getArguments();
  const index = args.indexOf(literal);
  if (index < 0) return undefined;
  const declaration = parent.getProject().getTypeChecker().getResolvedSignature(parent)?.getDeclaration();
  const parameter =
    declaration && Node.isFunctionLikeDeclaration(declaration)
      ? declaration.getParameters()[index]
      : declaration &&
          (Node.isMethodSignature(declaration) ||
            Node.isCallSignatureDeclaration(declaration) ||
            Node.isFunctionTypeNode(declaration))
        ? declaration.getParameters()[index]
        : undefined;
  const callee = parent.getExpression();
  // `form.setValue(…)`: the form object; `register(…)` destructured from `useForm<T>()`: the function itself, typed
  // by an alias over the form's values (`UseFormRegister<T>`)
  const receiver = Node.isPropertyAccessExpression(callee)
    ? [callee.getExpression()]
    : Node.isIdentifier(callee)
      ? [callee]
      : [];
  return {
    declared: parameter?.getTypeNode(),
    siblings: [...args.filter((a) => a !== literal), ...receiver],
  };
}

/** The type node a component declares for one of its props (`name: K` in `Controller<T, K>(props: { … })`). */
function propDeclaration(tag: Node, prop: string): Node | undefined {
  for (const signature of tag.getType().getCallSignatures()) {
    const declaration = signature.getDeclaration();
    const props = Node.isFunctionLikeDeclaration(declaration) ? declaration.getParameters()[0] : undefined;
    const member = props?.getType().getProperty(prop)?.getDeclarations()[0];
    if (Node.isPropertySignature(member)) return member.getTypeNode();
  }
  return undefined;
}

/** `K` of `name: K` where `K` is a type parameter of the function or component (`<K extends Path<T>>`). */
function isTypeParameter(typeNode: Node | undefined): boolean {
  if (!Node.isTypeReference(typeNode)) return false;
  const declarations = typeNode.getTypeName().getSymbol()?.getDeclarations() ?? [];
  return declarations.some((d) => Node.isTypeParameterDeclaration(d) && d.getConstraint() !== undefined);
}

/** The renamed field a sibling's type argument declares under `name`. */
function siblingField(
  siblings: readonly Node[],
  name: string,
  byDeclaration: ReadonlyMap<Node['compilerNode'], KeyedField>,
): KeyedField | undefined {
  for (const sibling of siblings) {
    for (const argument of typeArguments(sibling.getType())) {
      for (const declaration of argument.getProperty(name)?.getDeclarations() ?? []) {
        const field = byDeclaration.get(declaration.compilerNode);
        if (field) return field;
      }
    }
  }
  return undefined;
}

/** The object types a type is given (`UseFormRegister<Values>`), also an intersection (`Omit<T, 'k'> & { k: string }`). */
function typeArguments(type: Type): Type[] {
  return [...type.getTypeArguments(), ...type.getAliasTypeArguments()].filter(
    (t) => t.isObject() || t.isIntersection(),
  );
}
