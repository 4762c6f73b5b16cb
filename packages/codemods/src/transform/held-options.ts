import { localDeclarator } from './bindings.js';
import { walk } from './ast-walk.js';
import { unwrap } from '../project/file-facts.js';
import type { AstNode } from './node-types.js';

/**
 * `const options = { method: 'post', payload: JSON.stringify(body) }; UrlFetchApp.fetch(url, options)`: the object
 * literal a `const` of the blocks around the call holds, when the call's options argument is its name and nothing in
 * that block writes a member of it (`options.method = …`, `options['payload'] = …`); otherwise the argument itself.
 */
export function heldOptions(options: AstNode, parents: readonly AstNode[]): AstNode {
  if (options.type !== 'Identifier') return options;
  const declared = localDeclarator(options.name, parents);
  if (declared === undefined || declared === 'parameter' || declared.kind !== 'const') return options;
  const literal = unwrap(declared.init);
  if (literal?.type !== 'ObjectExpression' || writesMember(declared.block, options.name)) return options;
  return literal;
}

/** Whether `name.x = …` (or `name[x] = …`, `delete name.x`) appears anywhere in `block`. */
function writesMember(block: AstNode, name: string): boolean {
  let found = false;
  walk(block, [], (node) => {
    if (found) return false;
    const target =
      node.type === 'AssignmentExpression'
        ? node.left
        : node.type === 'UnaryExpression' && node.operator === 'delete'
          ? node.argument
          : undefined;
    if (
      target?.type === 'MemberExpression' &&
      target.object.type === 'Identifier' &&
      target.object.name === name
    )
      found = true;
    return !found;
  });
  return found;
}
