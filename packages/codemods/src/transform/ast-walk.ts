import type { AstNode } from './node-types.js';

/** Called for each node with its ancestors (nearest last); returning false skips the node's children. */
export type Visitor = (node: AstNode, parents: readonly AstNode[]) => boolean;

/** Keys that hold positions, comments and type annotations: nothing a codemod rewrites. */
export const SKIPPED_KEYS: ReadonlySet<string> = new Set([
  'loc',
  'start',
  'end',
  'range',
  'comments',
  'leadingComments',
  'trailingComments',
  'innerComments',
  'extra',
  'tokens',
  'typeAnnotation',
]);

/** {@link SKIPPED_KEYS} and the other type positions (return types, type parameters). */
export const TYPE_POSITIONS: ReadonlySet<string> = new Set([...SKIPPED_KEYS, 'returnType', 'typeParameters']);

/** Depth-first walk over a Babel or ESTree AST, passing over the `skip` keys. */
export function walk(
  node: AstNode,
  parents: AstNode[],
  visit: Visitor,
  skip: ReadonlySet<string> = SKIPPED_KEYS,
): void {
  if (!visit(node, parents)) return;
  parents.push(node);
  // the one untyped read: a walk over every key of any node type is what a generic walk is; each child is
  // checked to be a node (an object with a string `type`) before it is visited
  const fields = node as unknown as Record<string, unknown>;
  for (const key in fields) {
    if (skip.has(key)) continue;
    const value = fields[key];
    if (Array.isArray(value)) {
      for (const child of value as unknown[]) if (isNode(child)) walk(child, parents, visit, skip);
    } else if (isNode(value)) {
      walk(value, parents, visit, skip);
    }
  }
  parents.pop();
}

/** True for a parsed node: an object with a string `type` (read without an `in` check: this runs for every key). */
function isNode(value: unknown): value is AstNode {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}
