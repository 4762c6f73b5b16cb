import { Node, type SourceFile, type Type } from 'ts-morph';
import { spreadTypes } from './spread-types.js';

/**
 * The types a request descriptor's body is declared with (`{ url: '/records', method: 'POST', body: input }` with
 * `input: RecordInput`, an outbox's entry sent by other code): the body's own type when it is not an object literal,
 * and those of what a literal spreads. Undefined when no descriptor starts at `start` (the site is a call's).
 */
export function descriptorBodyTypes(
  sourceFile: SourceFile,
  start: number,
  bodyStart: number | undefined,
): { at: Node; types: Type[] } | undefined {
  const object = outermostAt(sourceFile, start);
  if (!Node.isObjectLiteralExpression(object) || bodyStart === undefined) return undefined;
  const body = outermostAt(sourceFile, bodyStart);
  if (!body || !object.containsRange(body.getPos(), body.getEnd())) return undefined;
  const types = Node.isObjectLiteralExpression(body) ? [] : [body.getType()];
  return { at: object, types: [...types, ...spreadTypes(body)] };
}

/** The outermost node starting at `start` (the whole expression, not its first token). */
function outermostAt(sourceFile: SourceFile, start: number): Node | undefined {
  let node = sourceFile.getDescendantAtPos(start);
  while (node && node.getParent() && node.getParent()!.getStart() === start) node = node.getParent();
  return node;
}
