import type { IdEdit } from './object-rewrite.js';
import type { AstNode } from './node-types.js';

/**
 * The spreads of a body literal whose object is a literal held in a local constant (`{ ...body, id }` beside
 * `const body = { recordIds, … }`): each held literal is rewritten as the body it is part of (`rewrite`), so its keys
 * are seen and no TODO asks about them. Returns the spreads followed (an edit another call makes on the same literal
 * too, the same `body` sent by the POST beside it, is counted once: `distinctEdits`).
 */
export function rewriteHeldSpreads(
  literal: AstNode,
  held: (argument: AstNode) => AstNode | undefined,
  rewrite: (object: AstNode, into: IdEdit[]) => void,
  edits: IdEdit[],
): Set<AstNode> {
  const followed = new Set<AstNode>();
  if (literal.type !== 'ObjectExpression') return followed;
  for (const member of literal.properties) {
    if (member.type !== 'SpreadElement') continue;
    const object = held(member.argument);
    if (object?.type !== 'ObjectExpression') continue;
    rewrite(object, edits);
    followed.add(member);
  }
  return followed;
}
