import type { PlanNode } from '@compliance-migrate/rename-map';
import { Node, type StringLiteral } from 'ts-morph';
import { renamedRequestKey } from './request-key.js';

/** A form field named as a request field the map renames, and its new name. */
export interface FormFieldRename {
  literal: StringLiteral;
  to: string;
  changeId: string;
}

/**
 * A server action whose body spreads the fields of the form that posts to it (`{ ...Object.fromEntries(formData),
 * itemId }` in `reportHazard(itemId, formData)`, with `<form action={reportHazard.bind(null, id)}>` and
 * `<input name="hazardName">`): the request's field names are the `name` attributes of that form's fields, so they
 * are renamed as the body's keys would be. Undefined when a spread is not such a form's data, no form posting to the
 * action is found, or a field the form sends was removed (a person decides what the form still asks for).
 */
export function formFieldRenames(
  body: Node | undefined,
  plans: readonly (PlanNode | undefined)[],
): FormFieldRename[] | undefined {
  if (!Node.isObjectLiteralExpression(body)) return undefined;
  const spreads = body.getProperties().filter((p) => Node.isSpreadAssignment(p));
  if (spreads.length === 0) return undefined;
  const names: StringLiteral[] = [];
  for (const spread of spreads) {
    const action = formDataAction(spread.getExpression());
    if (!action) return undefined;
    const forms = formsPostingTo(action);
    if (forms.length === 0) return undefined;
    for (const form of forms) names.push(...fieldNames(form));
  }
  const out: FormFieldRename[] = [];
  for (const literal of names) {
    const renamed = renamedRequestKey(literal.getLiteralText(), plans);
    if (renamed === null) return undefined;
    if (renamed) out.push({ literal, ...renamed });
  }
  return out;
}

/** `Object.fromEntries(formData)` with `formData` a parameter of a named function: that function's name. */
function formDataAction(expression: Node): Node | undefined {
  if (!Node.isCallExpression(expression) || expression.getExpression().getText() !== 'Object.fromEntries')
    return undefined;
  const arg = expression.getArguments()[0];
  if (!Node.isIdentifier(arg)) return undefined;
  const parameter = arg.getSymbol()?.getDeclarations()[0];
  if (!Node.isParameterDeclaration(parameter)) return undefined;
  const fn = parameter.getParent();
  if (Node.isFunctionDeclaration(fn)) return fn.getNameNode();
  const holder = fn?.getParent();
  if ((Node.isArrowFunction(fn) || Node.isFunctionExpression(fn)) && Node.isVariableDeclaration(holder))
    return holder.getNameNode();
  return undefined;
}

/** The `<form>` elements whose `action` is the function, or its `.bind(…)`, in any module of the project. */
function formsPostingTo(name: Node): Node[] {
  if (!Node.isIdentifier(name)) return [];
  const forms: Node[] = [];
  for (const reference of name.findReferencesAsNodes()) {
    let expression: Node = reference;
    const access = reference.getParent();
    if (Node.isPropertyAccessExpression(access) && access.getName() === 'bind') {
      const call = access.getParent();
      if (Node.isCallExpression(call)) expression = call;
    }
    const container = expression.getParent();
    const attribute = container?.getParent();
    if (!Node.isJsxExpression(container) || !Node.isJsxAttribute(attribute)) continue;
    if (attribute.getNameNode().getText() !== 'action') continue;
    const opening = attribute.getParent()?.getParent();
    if (Node.isJsxOpeningElement(opening) && opening.getTagNameNode().getText() === 'form') {
      const element = opening.getParent();
      if (element) forms.push(element);
    }
  }
  return forms;
}

/** The `name="…"` attributes written as string literals inside a form. */
function fieldNames(form: Node): StringLiteral[] {
  const out: StringLiteral[] = [];
  form.forEachDescendant((node) => {
    if (!Node.isJsxAttribute(node) || node.getNameNode().getText() !== 'name') return;
    const value = node.getInitializer();
    if (Node.isStringLiteral(value)) out.push(value);
  });
  return out;
}
