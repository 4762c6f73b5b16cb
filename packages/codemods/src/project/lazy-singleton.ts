import type { AstNode } from '../transform/node-types.js';
import { walk } from '../transform/ast-walk.js';

/**
 * The value of a module-level `let` declared without one and filled on first use, the memoised getter's idiom
 * (`let shared; export function client() { shared ??= createClient(); return shared; }`, also `shared ||= …` and
 * `if (!shared) shared = …`): the expression its one assignment writes. Undefined when it is assigned twice
 * (`x = a` here, `x = b` there: which one is read depends on the order of calls), updated (`x += …`) or never.
 */
export function lazySingletonValue(program: AstNode, name: string): AstNode | undefined {
  const written: AstNode[] = [];
  walk(program, [], (node) => {
    if (node.type !== 'AssignmentExpression' || node.left.type !== 'Identifier' || node.left.name !== name)
      return true;
    if (['=', '??=', '||='].includes(node.operator)) written.push(node.right);
    else written.push(node); // `x += …`: not one value
    return true;
  });
  const [first] = written;
  if (written.length !== 1 || !first || first.type === 'AssignmentExpression') return undefined;
  return first;
}
