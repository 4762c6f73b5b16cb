import { identifierName, type AstNode } from './node-types.js';

/**
 * The `Request` whose URL is read, for `request.url` (a client such as ky hands `fetch` a `Request`, not a string):
 * the object before `.url`. Undefined for any other node.
 */
export function requestOfUrl(node: AstNode): AstNode | undefined {
  if (node.type !== 'MemberExpression' || node.computed) return undefined;
  return identifierName(node.property) === 'url' ? node.object : undefined;
}
