import type * as t from '@babel/types';
import type { AstNode } from './node-types.js';

/** A `const`/`let` declarator found for a name, with where it is. */
export interface LocalDeclarator {
  init: t.Expression;
  /** The ancestors of the block that declares it, the block last. */
  parents: AstNode[];
  block: t.BlockStatement | t.Program;
  kind: t.VariableDeclaration['kind'];
}

/**
 * A `const`/`let` declarator for `name` in the blocks around a node (not the top level), with its ancestors;
 * `'parameter'` when a function around it takes a parameter of that name first.
 */
export function localDeclarator(
  name: string,
  parents: readonly AstNode[],
): LocalDeclarator | 'parameter' | undefined {
  for (let i = parents.length - 1; i >= 0; i--) {
    const block = parents[i];
    if (!block) continue;
    if (
      block.type === 'ArrowFunctionExpression' ||
      block.type === 'FunctionExpression' ||
      block.type === 'FunctionDeclaration' ||
      block.type === 'ObjectMethod' ||
      block.type === 'ClassMethod'
    ) {
      if (block.params.some((p) => paramNames(p).includes(name))) return 'parameter';
      continue;
    }
    if (block.type !== 'BlockStatement' && block.type !== 'Program') continue;
    for (const item of block.body) {
      const statement = item.type === 'ExportNamedDeclaration' && item.declaration ? item.declaration : item;
      if (statement.type !== 'VariableDeclaration') continue;
      for (const declarator of statement.declarations) {
        const id = declarator.id;
        if (id.type === 'Identifier' && id.name === name && declarator.init) {
          return {
            init: declarator.init,
            parents: parents.slice(0, i + 1),
            block,
            kind: statement.kind,
          };
        }
      }
    }
  }
  return undefined;
}

/** The names a parameter binds (`a`, `a = 1`, `{ a, b: c }`, `[a]`, `...rest`). */
export function paramNames(param: AstNode): string[] {
  switch (param.type) {
    case 'Identifier':
      return [param.name];
    case 'AssignmentPattern':
      return paramNames(param.left);
    case 'RestElement':
      return paramNames(param.argument);
    case 'TSParameterProperty':
      return paramNames(param.parameter);
    case 'ObjectPattern':
      return param.properties.flatMap((p) =>
        p.type === 'RestElement' ? paramNames(p) : paramNames(p.value),
      );
    case 'ArrayPattern':
      return param.elements.flatMap((e) => (e ? paramNames(e) : []));
    default:
      return [];
  }
}

/**
 * A function declared by `name` in a block around a node, not at the top level (`function createClient(env) {
 * async function request(…) { … } return { get: (p) => request('GET', p) }; }`), with the ancestors of its block.
 */
export function localFunction(
  name: string,
  parents: readonly AstNode[],
): { node: t.FunctionDeclaration; parents: AstNode[] } | undefined {
  for (let i = parents.length - 1; i >= 0; i--) {
    const block = parents[i];
    if (block?.type !== 'BlockStatement') continue;
    for (const statement of block.body)
      if (statement.type === 'FunctionDeclaration' && statement.id?.name === name)
        return { node: statement, parents: parents.slice(0, i + 1) };
  }
  return undefined;
}
