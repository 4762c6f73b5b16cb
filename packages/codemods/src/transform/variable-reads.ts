import type * as t from '@babel/types';
import { TYPE_POSITIONS, walk } from './ast-walk.js';
import { isMember, isProperty, type AstNode } from './node-types.js';

/**
 * Variables in the tree without a type checker: where a declaration's names are visible, and every plain read of
 * a name there (a write, a second declaration or any other use makes the reads unknown). Used to follow a value
 * through the code that holds it.
 */

/** True when `node` is written to: assigned, updated, deleted or a `for…in/of` target. */
export function isWritten(node: AstNode, parents: readonly AstNode[]): boolean {
  const parent = parents[parents.length - 1];
  if (!parent) return false;
  if (parent.type === 'AssignmentExpression' && parent.left === node) return true;
  if (parent.type === 'UpdateExpression') return true;
  if (parent.type === 'UnaryExpression' && parent.operator === 'delete') return true;
  if ((parent.type === 'ForOfStatement' || parent.type === 'ForInStatement') && parent.left === node)
    return true;
  return false;
}

const FUNCTIONS = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ObjectMethod',
  'ClassMethod',
  'ClassPrivateMethod',
]);
const BLOCKS = new Set(['BlockStatement', 'Program', 'StaticBlock', 'TSModuleBlock', 'SwitchStatement']);

/** Where the names of a `var`/`let`/`const` declaration are visible; undefined for exported ones. */
export function scopeOf(
  declaration: t.VariableDeclaration,
  parents: readonly AstNode[],
): { node: AstNode; parents: AstNode[] } | undefined {
  const container = parents[parents.length - 1];
  if (!container || container.type.startsWith('Export')) return undefined;
  const fits = (n: AstNode): boolean =>
    declaration.kind === 'var'
      ? FUNCTIONS.has(n.type) || n.type === 'Program'
      : BLOCKS.has(n.type) || FUNCTIONS.has(n.type) || /^For(In|Of)?Statement$/.test(n.type);
  for (let i = parents.length - 1; i >= 0; i--) {
    const node = parents[i];
    if (node && fits(node)) return { node, parents: parents.slice(0, i) };
  }
  return undefined;
}

export interface Reference {
  node: AstNode;
  parents: AstNode[];
}

/**
 * Every read of `binding`'s name inside `scope`; undefined when the name is written to, declared again (a
 * shadowing name makes reads ambiguous) or used in a way that is not a plain read.
 */
export function referencesOf(
  scope: AstNode,
  scopeParents: readonly AstNode[],
  binding: t.Identifier,
): Reference[] | undefined {
  const name = binding.name;
  const refs: Reference[] = [];
  const seen = new Set<AstNode>();
  let ok = true;
  walk(
    scope,
    [...scopeParents],
    (node, parents) => {
      if (!ok) return false;
      if (node.type === 'Identifier' && node.name === name && node !== binding && !seen.has(node)) {
        seen.add(node);
        const kind = identifierRole(node, parents);
        if (kind === 'read') refs.push({ node, parents: [...parents] });
        else if (kind !== 'other') ok = false;
        return false;
      }
      return true;
    },
    TYPE_POSITIONS,
  );
  return ok ? refs : undefined;
}

/** `read` for a plain read of a variable; `other` for a name that is not a variable (a key, a label); else a write or declaration. */
function identifierRole(node: AstNode, parents: readonly AstNode[]): 'read' | 'other' | 'write' {
  const parent = parents[parents.length - 1];
  // the walk hands every identifier its parent: one without is the scope itself, which is not a name
  if (!parent) return 'other';
  if (isMember(parent) && parent.property === node && !parent.computed) return 'other';
  // any member with a key (object, class, interface, enum): the key is not a variable, unless computed
  if ('key' in parent && parent.key === node && !('computed' in parent && parent.computed)) {
    const shorthand = (parent.type === 'ObjectProperty' || parent.type === 'Property') && parent.shorthand;
    if (shorthand && parent.value === node) return inPattern(parent, parents.slice(0, -1)) ? 'write' : 'read';
    return 'other';
  }
  if (
    parent.type === 'LabeledStatement' ||
    parent.type === 'BreakStatement' ||
    parent.type === 'ContinueStatement'
  ) {
    return 'other';
  }
  if (
    parent.type.startsWith('TS') &&
    parent.type !== 'TSNonNullExpression' &&
    parent.type !== 'TSAsExpression' &&
    parent.type !== 'TSSatisfiesExpression' &&
    parent.type !== 'TSTypeAssertion'
  ) {
    return 'other';
  }
  if (isWritten(node, parents)) return 'write';
  if (parent.type === 'VariableDeclarator' && parent.id === node) return 'write';
  if (FUNCTIONS.has(parent.type) || parent.type.startsWith('Class') || parent.type === 'CatchClause')
    return 'write';
  if (parent.type.startsWith('Import')) return 'write';
  if (isProperty(parent) && parent.value === node)
    return inPattern(parent, parents.slice(0, -1)) ? 'write' : 'read';
  if (['ArrayPattern', 'ObjectPattern', 'RestElement'].includes(parent.type)) return 'write';
  if (parent.type === 'AssignmentPattern' && parent.left === node) return 'write';
  return 'read';
}

function inPattern(property: AstNode, parents: readonly AstNode[]): boolean {
  return parents[parents.length - 1]?.type === 'ObjectPattern';
}
