import { Node, type BindingElement } from 'ts-morph';
import { TEMPLATE_SCOPE } from '../sfc/generated-names.js';

/**
 * The script's declarations a name of a Vue template stands for: in the template's generated code the script's
 * bindings are `const { LABELS } = __cmScope`, `__cmScope` holding `__cmUnref({ LABELS, … })`; this follows the
 * shorthand back to the script's `const LABELS = …`. Empty for any other binding element.
 */
export function templateScriptDeclarations(element: BindingElement): Node[] {
  const declaration = element.getParent()?.getParent();
  if (!Node.isVariableDeclaration(declaration)) return [];
  const scope = declaration.getInitializer();
  if (!Node.isIdentifier(scope) || scope.getText() !== TEMPLATE_SCOPE) return [];
  const held = scope.getSymbol()?.getDeclarations()[0];
  const call = Node.isVariableDeclaration(held) ? held.getInitializer() : undefined;
  const object = Node.isCallExpression(call) ? call.getArguments()[0] : undefined;
  if (!Node.isObjectLiteralExpression(object)) return [];
  const shorthand = object.getProperty(element.getName());
  if (!Node.isShorthandPropertyAssignment(shorthand)) return [];
  const value = element.getProject().getTypeChecker().getShorthandAssignmentValueSymbol(shorthand);
  return value?.getDeclarations() ?? [];
}
