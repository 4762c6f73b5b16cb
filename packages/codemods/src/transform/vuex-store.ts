import type * as t from '@babel/types';
import { argsOf, keyName } from './call-site.js';
import { walk } from './ast-walk.js';
import {
  identifierName,
  isFunction,
  isMember,
  isProperty,
  isStringLiteral,
  type AstNode,
} from './node-types.js';
import type { FunctionNode } from './response-flow.js';

/**
 * Where a value goes in a Vuex module written in one file, in code without types: an action's
 * `commit('SET_RECORDS', rows)` hands it to the mutation of that name, a mutation's `state.records = rows` keeps
 * it in a state field, and the module's getters and mutations read that field (`state.records.map(…)`). Pure
 * questions about the tree; the response tracer (`response-rewrite.ts`) follows the value along them. The store's
 * state also reaches components (`mapState`, `mapGetters`, `this.$store`): the trace names the fields and getters
 * holding the value, and the run follows them into the components (`vuex-components.ts`).
 */

/** A function with its ancestors. */
export interface Located {
  fn: FunctionNode;
  parents: AstNode[];
}

/** A read of a state field (`state.records`) in one of the module's getters or mutations. */
export interface FieldRead {
  node: t.MemberExpression | t.OptionalMemberExpression;
  parents: AstNode[];
}

/**
 * The mutation `commit('NAME', value)` hands `value` (an argument of `call`, second) to, in the file whose root is
 * `parents[0]`: `commit` the action context's (`{ commit }` or `context.commit` of an action's first parameter).
 */
export function committedMutation(
  value: AstNode,
  call: t.CallExpression,
  parents: readonly AstNode[],
): Located | undefined {
  const [name, payload] = argsOf(call);
  if (payload !== value || !name || !isStringLiteral(name)) return undefined;
  if (!isContextCommit(call.callee, parents)) return undefined;
  const root = parents[0];
  return root ? moduleMember(root, 'mutations', name.value) : undefined;
}

/**
 * The state field an assignment `state.F = value` keeps `value` in (`value` the assignment's right side, its
 * ancestors `parents`), inside a mutation of the module whose first parameter is `state`.
 */
export function stateFieldWrite(value: AstNode, parents: readonly AstNode[]): string | undefined {
  const assignment = parents[parents.length - 1];
  if (assignment?.type !== 'AssignmentExpression' || assignment.operator !== '=') return undefined;
  if (assignment.right !== value) return undefined;
  const target = assignment.left;
  if (!isMember(target) || target.computed) return undefined;
  const fn = stateDeclarer(target, parents);
  if (!fn || !isModuleFunction(fn.fn, fn.parents, 'mutations')) return undefined;
  return identifierName(target.property);
}

/** Every read of `state.<field>` in the getters and mutations of the module in the file `root` (writes excluded). */
export function stateFieldReads(root: AstNode, field: string): FieldRead[] {
  const reads: FieldRead[] = [];
  walk(root, [], (node, parents) => {
    if (!isMember(node) || node.computed || identifierName(node.property) !== field) return true;
    const parent = parents[parents.length - 1];
    if (parent?.type === 'AssignmentExpression' && parent.left === node) return true;
    const fn = stateDeclarer(node, parents);
    if (!fn) return true;
    if (isModuleFunction(fn.fn, fn.parents, 'getters') || isModuleFunction(fn.fn, fn.parents, 'mutations'))
      reads.push({ node, parents: [...parents] });
    return true;
  });
  return reads;
}

/** True when `fn` (ancestors `parents`) is a getter of a Vuex module, or a function a getter returns. */
export function isStoreGetter(fn: FunctionNode, parents: readonly AstNode[]): boolean {
  if (isModuleFunction(fn, parents, 'getters')) return true;
  const parent = parents[parents.length - 1];
  return (
    parent !== undefined &&
    isFunction(parent) &&
    parent.body === fn &&
    isStoreGetter(parent, parents.slice(0, -1))
  );
}

/** The name of the getter `fn` is (ancestors `parents`), not of a function a getter returns. */
export function getterName(fn: FunctionNode, parents: readonly AstNode[]): string | undefined {
  if (!isModuleFunction(fn, parents, 'getters')) return undefined;
  if (fn.type === 'ObjectMethod') return keyName(fn);
  const holder = parents[parents.length - 1];
  return holder && isProperty(holder) ? keyName(holder) : undefined;
}

/** `commit` of an action's context: `{ commit }` destructured from, or `context.commit` of, its first parameter. */
function isContextCommit(callee: AstNode, parents: readonly AstNode[]): boolean {
  const action = enclosingActionParam(parents);
  if (!action) return false;
  if (callee.type === 'Identifier') {
    return (
      callee.name === 'commit' &&
      action.type === 'ObjectPattern' &&
      action.properties.some(
        (p) => isProperty(p) && keyName(p) === 'commit' && identifierName(p.value) === 'commit',
      )
    );
  }
  return (
    isMember(callee) &&
    !callee.computed &&
    identifierName(callee.property) === 'commit' &&
    action.type === 'Identifier' &&
    identifierName(callee.object) === action.name
  );
}

/** The first parameter of the action (a function of a module's `actions`) around `parents`. */
function enclosingActionParam(parents: readonly AstNode[]): AstNode | undefined {
  for (let i = parents.length - 1; i >= 0; i--) {
    const node = parents[i];
    if (node && isFunction(node) && isModuleFunction(node, parents.slice(0, i), 'actions'))
      return node.params[0];
  }
  return undefined;
}

/**
 * The function `member`'s object (`state`) is the first parameter of: the nearest function around `parents` that
 * declares a parameter of that name (`(state) => (id) => state.records.find(…)`), when it is its first.
 */
function stateDeclarer(
  member: t.MemberExpression | t.OptionalMemberExpression,
  parents: readonly AstNode[],
): Located | undefined {
  const name = identifierName(member.object);
  if (name === undefined) return undefined;
  for (let i = parents.length - 1; i >= 0; i--) {
    const node = parents[i];
    if (!node || !isFunction(node)) continue;
    const index = node.params.findIndex((p) => identifierName(p) === name);
    if (index === 0) return { fn: node, parents: parents.slice(0, i) };
    if (index > 0 || node.params.some((p) => p.type !== 'Identifier')) return undefined;
  }
  return undefined;
}

/**
 * True when `fn` is a member of an object of the module's `part` (`mutations: { SET(state, rows) {…} }`, or
 * `const mutations = { … }`).
 */
function isModuleFunction(fn: AstNode, parents: readonly AstNode[], part: string): boolean {
  const n = parents.length;
  const holder = fn.type === 'ObjectMethod' ? fn : parents[n - 1];
  const object = fn.type === 'ObjectMethod' ? parents[n - 1] : parents[n - 2];
  const at = fn.type === 'ObjectMethod' ? n - 2 : n - 3;
  if (!holder || !object || object.type !== 'ObjectExpression') return false;
  if (holder !== fn && !(isProperty(holder) && holder.value === fn)) return false;
  const owner = parents[at];
  if (!owner) return false;
  if (isProperty(owner) && owner.value === object) return keyName(owner) === part;
  return owner.type === 'VariableDeclarator' && owner.init === object && identifierName(owner.id) === part;
}

/** The function of the module's `part` named `name` in the file `root`, when the file holds one module. */
function moduleMember(root: AstNode, part: string, name: string): Located | undefined {
  const found: Located[] = [];
  walk(root, [], (node, parents) => {
    const value = node.type === 'ObjectMethod' ? node : isProperty(node) ? node.value : undefined;
    if (!value || !isFunction(value)) return true;
    const key = node.type === 'ObjectMethod' || isProperty(node) ? keyName(node) : undefined;
    if (key !== name) return true;
    const up = node.type === 'ObjectMethod' ? [...parents] : [...parents, node];
    if (isModuleFunction(value, up, part)) found.push({ fn: value, parents: up });
    return true;
  });
  return singleModule(root) && found.length === 1 ? found[0] : undefined;
}

/** True when the file `root` defines one Vuex module's `mutations` (several would make a commit's target unsure). */
export function singleModule(root: AstNode): boolean {
  let parts = 0;
  walk(root, [], (node) => {
    if (isProperty(node) && keyName(node) === 'mutations' && node.value.type === 'ObjectExpression') parts++;
    else if (
      node.type === 'VariableDeclarator' &&
      identifierName(node.id) === 'mutations' &&
      node.init?.type === 'ObjectExpression'
    )
      parts++;
    return true;
  });
  return parts === 1;
}
