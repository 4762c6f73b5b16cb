import type { AstNode } from './parser.js';

const FUNCTIONS = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'FunctionDeclaration',
  'ObjectMethod',
]);

/**
 * A `const`/`let` declarator for `name` in the blocks around a node (not the top level), with its ancestors;
 * `'parameter'` when a function around it takes a parameter of that name first.
 */
export function localDeclarator(
  name: string,
  parents: readonly AstNode[],
): { init: AstNode; parents: AstNode[]; block: AstNode; kind: string } | 'parameter' | undefined {
  for (let i = parents.length - 1; i >= 0; i--) {
    const block = parents[i]!;
    if (FUNCTIONS.has(block.type) || block.type === 'ClassMethod') {
      if ((block.params as AstNode[]).some((p) => paramNames(p).includes(name))) return 'parameter';
      continue;
    }
    if (block.type !== 'BlockStatement' && block.type !== 'Program') continue;
    for (const item of block.body as AstNode[]) {
      const statement =
        item.type === 'ExportNamedDeclaration' && item.declaration ? (item.declaration as AstNode) : item;
      if (statement.type !== 'VariableDeclaration') continue;
      for (const declarator of statement.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        if (id.type === 'Identifier' && id.name === name && declarator.init) {
          return {
            init: declarator.init as AstNode,
            parents: parents.slice(0, i + 1),
            block,
            kind: statement.kind as string,
          };
        }
      }
    }
  }
  return undefined;
}

/** The names a parameter binds (`a`, `a = 1`, `{ a, b: c }`, `[a]`, `...rest`). */
function paramNames(param: AstNode): string[] {
  switch (param.type) {
    case 'Identifier':
      return [param.name as string];
    case 'AssignmentPattern':
      return paramNames(param.left as AstNode);
    case 'RestElement':
      return paramNames(param.argument as AstNode);
    case 'TSParameterProperty':
      return paramNames(param.parameter as AstNode);
    case 'ObjectPattern':
      return (param.properties as AstNode[]).flatMap((p) =>
        p.type === 'RestElement' ? paramNames(p) : paramNames(p.value as AstNode),
      );
    case 'ArrayPattern':
      return (param.elements as (AstNode | null)[]).flatMap((e) => (e ? paramNames(e) : []));
    default:
      return [];
  }
}
