import type { AstNode } from './node-types.js';
import { endOf, startOf } from './parser.js';

/**
 * The spreads of an object literal sent as a body, as written (`...input`): keys the syntax pass cannot see (but
 * those in `seen`, whose objects were followed).
 */
export function bodySpreads(literal: AstNode, source: string, seen?: ReadonlySet<AstNode>): string[] {
  if (literal.type !== 'ObjectExpression') return [];
  const members: readonly AstNode[] = literal.properties;
  return members.flatMap((m) =>
    m.type === 'SpreadElement' && !seen?.has(m) ? [source.slice(startOf(m), endOf(m))] : [],
  );
}
