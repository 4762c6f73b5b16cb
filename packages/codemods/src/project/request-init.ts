import { isProperty } from '../transform/node-types.js';
import type { AstNode } from '../transform/node-types.js';

/**
 * The parameter of a wrapper that it hands on as fetch's options, spread into them or passed whole
 * (`fetch(url, { ...init, headers })`, `fetch(url, init)`): the method and body come from its callers' argument.
 */
export function initParam(
  options: AstNode | undefined,
  paramIndex: (expression: AstNode) => number | undefined,
): number | undefined {
  if (!options) return undefined;
  if (options.type === 'Identifier') return paramIndex(options);
  if (options.type !== 'ObjectExpression') return undefined;
  for (const property of options.properties) {
    if (isProperty(property)) continue;
    if (property.type === 'SpreadElement') {
      const i = paramIndex(property.argument);
      if (i !== undefined) return i;
    }
  }
  return undefined;
}
