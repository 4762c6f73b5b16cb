import { identifierName, isProperty, isStringLiteral, type AstNode } from './node-types.js';

/**
 * undici's `Dispatcher.request({ path, method, headers, body })` (a `Pool`, `Client` or `Agent`, any name): the
 * options object, first argument of a `.request(…)` call on a member, names the request's path under `path` rather
 * than `url`. True when `config` is that object, given to such a call.
 */
export function isDispatcherOptions(config: AstNode | undefined, call: AstNode | undefined): boolean {
  if (config?.type !== 'ObjectExpression' || call?.type !== 'CallExpression') return false;
  if (call.arguments[0] !== config || call.callee.type !== 'MemberExpression') return false;
  return identifierName(call.callee.property) === 'request';
}

/**
 * The `path` of a dispatcher call's options when it is held elsewhere (`const path = …; pool.request({ path,
 * method })`, also `path: url`): the property, and the options' method when written as a string.
 */
export function heldDispatcherPath(
  call: AstNode,
): { options: AstNode; property: AstNode; value: AstNode; method?: string } | undefined {
  if (call.type !== 'CallExpression') return undefined;
  const options = call.arguments[0];
  if (!options || !isDispatcherOptions(options, call) || options.type !== 'ObjectExpression')
    return undefined;
  let found: { property: AstNode; value: AstNode } | undefined;
  let method: string | undefined;
  for (const property of options.properties) {
    if (!isProperty(property)) continue;
    const key =
      identifierName(property.key) ?? (isStringLiteral(property.key) ? property.key.value : undefined);
    if (key === 'path' && property.value.type === 'Identifier') found = { property, value: property.value };
    if (key === 'method' && isStringLiteral(property.value)) method = property.value.value.toUpperCase();
  }
  return found ? { options, ...found, ...(method ? { method } : {}) } : undefined;
}
