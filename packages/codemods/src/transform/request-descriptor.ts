import { isProperty, type AstNode } from './node-types.js';

/**
 * The object literal a request is written as when it is not sent where it is written, a request descriptor
 * (`return { url: '/records', method: 'POST', body: input }`, kept in an outbox and replayed later): the object
 * whose `url` or `path` property is the URL, when a body was read from it. The type-aware pass types that body
 * from its declaration, as it types a call's. Undefined for a URL that is not such a property's value.
 */
export function requestDescriptor(
  url: AstNode,
  parents: readonly AstNode[],
  body: AstNode | undefined,
): AstNode | undefined {
  if (!body) return undefined;
  const property = parents[parents.length - 1];
  const object = parents[parents.length - 2];
  if (!property || !isProperty(property) || property.value !== url || object?.type !== 'ObjectExpression')
    return undefined;
  const key = property.key;
  const name = key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : undefined;
  return name === 'url' || name === 'path' ? object : undefined;
}
