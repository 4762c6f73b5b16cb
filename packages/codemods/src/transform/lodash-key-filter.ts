import { calleeName, isIdentifier, type AstNode } from './node-types.js';

/** lodash's functions that keep some of an object's own keys as they are, by a test of each value. */
const KEY_FILTERS = new Set(['omitBy', 'pickBy']);

/**
 * The object literal inside lodash's `_.omitBy({ recordId, searchText }, _.isNil)` (or `_.pickBy`, on `_` or `lodash`):
 * the keys sent are some of those written, under the names written, so the literal is the query or body to rename.
 * Any other node is given back as it is.
 */
export function unwrapKeyFilter(node: AstNode): AstNode {
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return node;
  const owner = node.callee.object;
  if (!isIdentifier(owner) || (owner.name !== '_' && owner.name !== 'lodash')) return node;
  const name = calleeName(node.callee);
  const [object] = node.arguments;
  return name && KEY_FILTERS.has(name) && object?.type === 'ObjectExpression' ? object : node;
}
