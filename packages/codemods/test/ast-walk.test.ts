import { describe, expect, it } from 'vitest';
import { TYPE_POSITIONS, walk } from '../src/transform/ast-walk.js';
import { parse, type AstNode } from '../src/transform/parser.js';

/** Names of the identifiers a walk reaches, with the type of each one's parent. */
function identifiers(source: string, skip?: ReadonlySet<string>, prune?: string): string[] {
  const seen: string[] = [];
  walk(
    parse(source, 'ts'),
    [],
    (node: AstNode, parents) => {
      if (node.type === 'Identifier') seen.push(`${node.name as string}<${parents.at(-1)?.type}`);
      return node.type !== prune;
    },
    skip,
  );
  return seen;
}

describe('walk', () => {
  const source = 'function f(a: A) { return g<T>(a); }';

  it('visits every node with its parents, and passes over type annotations', () => {
    expect(identifiers(source)).toEqual([
      'f<FunctionDeclaration',
      'a<FunctionDeclaration',
      'g<CallExpression',
      'a<CallExpression',
      'T<TSTypeReference',
    ]);
  });

  it('passes over every type position when asked', () => {
    expect(identifiers(source, TYPE_POSITIONS)).toEqual([
      'f<FunctionDeclaration',
      'a<FunctionDeclaration',
      'g<CallExpression',
      'a<CallExpression',
    ]);
  });

  it("skips a node's children when the visitor returns false", () => {
    expect(identifiers(source, undefined, 'ReturnStatement')).toEqual([
      'f<FunctionDeclaration',
      'a<FunctionDeclaration',
    ]);
  });
});
