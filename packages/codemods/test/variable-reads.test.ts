import { describe, expect, it } from 'vitest';
import { walk } from '../src/transform/ast-walk.js';
import { parse, type AstNode } from '../src/transform/parser.js';
import { referencesOf, scopeOf } from '../src/transform/variable-reads.js';

/** The reads of the first declaration of `name` in `source` within its scope (lines of each), or undefined. */
function readsOf(source: string, name: string): number[] | undefined | 'no scope' {
  let result: number[] | undefined | 'no scope' = 'no scope';
  walk(parse(source, 'ts'), [], (node: AstNode, parents) => {
    if (node.type !== 'VariableDeclaration' || result !== 'no scope') return true; // the first one only
    const declarator = node.declarations[0];
    if (declarator?.id.type !== 'Identifier' || declarator.id.name !== name) return true;
    const scope = scopeOf(node, parents);
    if (!scope) return false;
    result = referencesOf(scope.node, scope.parents, declarator.id)?.map((r) => r.node.loc!.start.line);
    return false;
  });
  return result;
}

describe('variable reads without a type checker', () => {
  it('finds every plain read of a name in its block, and not the same word as a key or a member', () => {
    const source = [
      'function show() {',
      '  const rows = load();',
      '  const label = { rows: 1 }.rows;',
      '  print(rows, label);',
      '  return rows.map((r) => r.id);',
      '}',
    ].join('\n');
    expect(readsOf(source, 'rows')).toEqual([4, 5]);
  });

  it('gives up on a name written to or declared again (the reads would be ambiguous)', () => {
    expect(
      readsOf('function f() {\n  let rows = a();\n  rows = b();\n  use(rows);\n}', 'rows'),
    ).toBeUndefined();
    expect(
      readsOf('function f() {\n  const rows = a();\n  { const rows = b(); use(rows); }\n}', 'rows'),
    ).toBeUndefined();
  });

  it('has no scope for an exported declaration: other modules may read it', () => {
    expect(readsOf('export const rows = load();\nuse(rows);', 'rows')).toBe('no scope');
  });
});
