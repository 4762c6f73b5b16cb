import type * as t from '@babel/types';
import type { AstNode } from './parser.js';

/** What every parsed node has (`@babel/types` does not export its base node). */
interface Positioned {
  start?: number | null;
  end?: number | null;
}

/**
 * Node types as `@babel/types` declares them, for what the syntax pass reads off a node. The `babel` parser
 * (JS files) runs with the ESTree plugin, which gives `Literal` and `Property` where Babel has `StringLiteral`
 * and `ObjectProperty`; those two are declared here the same way.
 */
export interface EstreeStringLiteral extends Positioned {
  type: 'Literal';
  value: string;
}

/** ESTree's object member (`a: 1`), as the `babel` parser gives it for JS files. */
export interface EstreeProperty extends Positioned {
  type: 'Property';
  kind: 'init' | 'get' | 'set';
  computed: boolean;
  key: t.Expression;
  value: t.Expression | t.PatternLike;
}

/** A node of this type, still walkable as an {@link AstNode}. */
export type Typed<T extends { type: string }> = AstNode & T;

/** True for a string literal in either AST flavour. */
export function isStringLiteral(
  node: AstNode | undefined | null,
): node is Typed<t.StringLiteral | EstreeStringLiteral> {
  if (!node) return false;
  return node.type === 'StringLiteral' || (node.type === 'Literal' && typeof node.value === 'string');
}

/** True for an identifier (`name`). */
export function isIdentifier(node: AstNode | undefined | null): node is Typed<t.Identifier> {
  return node?.type === 'Identifier';
}

/** True for an object literal member with a plain key (`a: 1`, `'a': 1`, `a`), in either AST flavour. */
export function isProperty(node: AstNode): node is Typed<t.ObjectProperty | EstreeProperty> {
  return (
    (node.type === 'ObjectProperty' || (node.type === 'Property' && node.kind === 'init')) && !node.computed
  );
}
