import type { AstNode } from './parser.js';

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
  for (const key in node) {
    if (skip.has(key)) continue;
    const value = node[key];
    if (Array.isArray(value)) {
      for (const child of value)
        if (child && typeof child === 'object' && typeof child.type === 'string')
          walk(child, parents, visit, skip);
    } else if (value && typeof value === 'object' && typeof (value as AstNode).type === 'string') {
      walk(value as AstNode, parents, visit, skip);
    }
  }
  parents.pop();
}
