import type { AstNode } from './node-types.js';

/**
 * True for an argument that holds no names to rename: `undefined`, `void 0`, `null`, `true` or `false` in the body
 * or query position (`client.put(path, undefined, options)`, nock's `.query(true)` matching any query).
 */
export function holdsNoNames(node: AstNode): boolean {
  switch (node.type) {
    case 'Identifier':
      return node.name === 'undefined';
    case 'NullLiteral':
    case 'BooleanLiteral':
      return true;
    case 'Literal':
      return node.value === null || typeof node.value === 'boolean';
    case 'UnaryExpression':
      return (
        node.operator === 'void' && ['NumericLiteral', 'Literal'].includes((node.argument as AstNode).type)
      );
    default:
      return false;
  }
}
