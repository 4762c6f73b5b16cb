import type { PlanNode } from '@compliance-migrate/rename-map';
import { Node, SyntaxKind, type StringLiteral } from 'ts-morph';
import type { FormFieldRename } from './form-fields.js';
import { renamedRequestKey } from './request-key.js';

const POSTING = /^(post|put|patch|delete)$/i;
const PARSE = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync']);

/**
 * A route module's action whose request body is its form's data parsed by a schema (`recordForm.safeParse(
 * Object.fromEntries(await request.formData()))`, then `parsed.data` sent whole): the `name="…"` of the fields of
 * the module's own forms (`<Form method="post">`, a fetcher's `<fetcher.Form>`, no `action` attribute: they post
 * to this action) that the body's type has are renamed as the body's keys are. Other fields (an `intent`, a field
 * another branch reads with `formData.get`) are left. Undefined when the body is not such parsed form data.
 */
export function routeFormFieldRenames(
  body: Node | undefined,
  plans: readonly (PlanNode | undefined)[],
): FormFieldRename[] | undefined {
  const parsed = parsedFormData(body);
  if (!parsed || !body) return undefined;
  const action = parsed.getFirstAncestor(
    (n) => Node.isFunctionDeclaration(n) || Node.isArrowFunction(n) || Node.isFunctionExpression(n),
  );
  if (!action || !isRouteAction(action)) return undefined;
  const sent = new Set(
    body
      .getType()
      .getProperties()
      .map((p) => p.getName()),
  );
  const out: FormFieldRename[] = [];
  for (const literal of ownFormFieldNames(action.getSourceFile())) {
    const name = literal.getLiteralText();
    if (!sent.has(name)) continue;
    const renamed = renamedRequestKey(name, plans);
    if (renamed === null) return undefined;
    if (renamed) out.push({ literal, ...renamed });
  }
  return out;
}

/** `parsed.data` of `schema.safeParse(Object.fromEntries(formData))`, or `schema.parse(…)` itself: the fromEntries call. */
function parsedFormData(body: Node | undefined): Node | undefined {
  let node = body;
  if (Node.isPropertyAccessExpression(node) && node.getName() === 'data') node = node.getExpression();
  if (Node.isIdentifier(node)) {
    const declaration = node.getSymbol()?.getDeclarations()[0];
    node = Node.isVariableDeclaration(declaration) ? declaration.getInitializer() : undefined;
  }
  if (Node.isAwaitExpression(node)) node = node.getExpression();
  if (!Node.isCallExpression(node)) return undefined;
  const callee = node.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || !PARSE.has(callee.getName())) return undefined;
  const entries = node.getArguments()[0];
  if (!Node.isCallExpression(entries) || entries.getExpression().getText() !== 'Object.fromEntries')
    return undefined;
  return formDataOfRequest(entries.getArguments()[0]) ? entries : undefined;
}

/** `await request.formData()`, or a variable holding it. */
function formDataOfRequest(node: Node | undefined): boolean {
  let e = node;
  if (Node.isIdentifier(e)) {
    const declaration = e.getSymbol()?.getDeclarations()[0];
    e = Node.isVariableDeclaration(declaration) ? declaration.getInitializer() : undefined;
  }
  if (Node.isAwaitExpression(e)) e = e.getExpression();
  if (!Node.isCallExpression(e)) return false;
  const callee = e.getExpression();
  return Node.isPropertyAccessExpression(callee) && callee.getName() === 'formData';
}

/** The module's exported `action` (`export async function action`, `export const action = …`). */
function isRouteAction(fn: Node): boolean {
  if (Node.isFunctionDeclaration(fn)) return fn.getName() === 'action' && fn.isExported();
  const holder = fn.getParent();
  return Node.isVariableDeclaration(holder) && holder.getName() === 'action' && holder.isExported();
}

/** The `name="…"` string literals inside the module's forms that post to its own action. */
function ownFormFieldNames(file: Node): StringLiteral[] {
  const out: StringLiteral[] = [];
  for (const opening of [
    ...file.getDescendantsOfKind(SyntaxKind.JsxOpeningElement),
    ...file.getDescendantsOfKind(SyntaxKind.JsxSelfClosingElement),
  ]) {
    const tag = opening.getTagNameNode().getText();
    if (tag !== 'form' && tag !== 'Form' && !tag.endsWith('.Form')) continue;
    const attribute = (name: string) =>
      opening.getAttributes().find((a) => Node.isJsxAttribute(a) && a.getNameNode().getText() === name);
    const method = attribute('method');
    const value = Node.isJsxAttribute(method) ? method.getInitializer() : undefined;
    if (!Node.isStringLiteral(value) || !POSTING.test(value.getLiteralText()) || attribute('action'))
      continue;
    const element = opening.getParent();
    if (!Node.isJsxElement(element)) continue;
    element.forEachDescendant((node) => {
      if (!Node.isJsxAttribute(node) || node.getNameNode().getText() !== 'name') return;
      const name = node.getInitializer();
      if (Node.isStringLiteral(name)) out.push(name);
    });
  }
  return out;
}
