import { walk } from '../transform/ast-walk.js';
import { isFunction, isMember, identifierName, type AstNode } from '../transform/node-types.js';
import { isWritten } from '../transform/variable-reads.js';
import type { Registration } from './registrations.js';
import { VIEW_NAMES } from './view-code.js';

/**
 * Where an AngularJS controller keeps what its view shows: the controller itself (`this`, `var vm = this`, the
 * view's `vm`/`$ctrl` alias) and its `$scope` (the injected `$scope`, a free name in the view). A field is named
 * `ctrl.records` or `scope.records`; these find each read and write of one, in the controller's function and in
 * its views' generated code (`view-code.ts`).
 */

/** One place a field is named: the member (or the view's free identifier) and its ancestors. */
export interface FieldSite {
  key: string;
  node: AstNode;
  parents: AstNode[];
  /** The assignment's right side when the site is written (`vm.x = value`); null for any other write. */
  written?: AstNode | null;
}

/** Resolves the holder of a member's object in the controller's function: `ctrl`, `scope` or undefined. */
export function controllerHolder(
  registration: Registration,
  object: AstNode,
  parents: readonly AstNode[],
): 'ctrl' | 'scope' | undefined {
  const at = parents.indexOf(registration.fn);
  if (at < 0) return undefined;
  if (object.type === 'ThisExpression') {
    for (let i = parents.length - 1; i > at; i--) {
      const p = parents[i]!;
      if (!isFunction(p) || p.type === 'ArrowFunctionExpression') continue;
      // `this` in a method of the controller (`vm.run = function () { this.page = … }`), called on it by its views
      const assigned = parents[i - 1];
      const method =
        assigned?.type === 'AssignmentExpression' &&
        assigned.right === p &&
        isMember(assigned.left) &&
        controllerHolder(registration, assigned.left.object, parents.slice(0, i - 1)) === 'ctrl';
      return method ? 'ctrl' : undefined;
    }
    return 'ctrl';
  }
  const name = identifierName(object);
  if (name === undefined) return undefined;
  const scopeParam = [...registration.injected].find(([, injected]) => injected === '$scope')?.[0];
  const alias = name === scopeParam ? 'scope' : thisAliases(registration).has(name) ? 'ctrl' : undefined;
  if (!alias) return undefined;
  // a parameter or declaration of the same name between the controller and the read hides it
  for (let i = parents.length - 1; i > at; i--) {
    const p = parents[i]!;
    if (isFunction(p) && p.params.some((q) => identifierName(q) === name)) return undefined;
    if ((p.type === 'BlockStatement' && p !== registration.fn.body) || p.type === 'ForStatement') {
      const body = p.type === 'BlockStatement' ? p.body : [];
      for (const s of body)
        if (s.type === 'VariableDeclaration' && s.declarations.some((d) => identifierName(d.id) === name))
          return undefined;
    }
  }
  return alias;
}

/** `vm` of `var vm = this` at the top of the controller's function. */
export function thisAliases(registration: Registration): Set<string> {
  const names = new Set<string>();
  const body = registration.fn.body;
  if (body.type !== 'BlockStatement') return names;
  for (const s of body.body) {
    if (s.type !== 'VariableDeclaration') continue;
    for (const d of s.declarations) {
      const name = identifierName(d.id);
      if (name !== undefined && d.init?.type === 'ThisExpression') names.add(name);
    }
  }
  return names;
}

/** Every field site in the controller's function. */
export function controllerSites(registration: Registration, root: AstNode): FieldSite[] {
  const sites: FieldSite[] = [];
  walk(root, [], (node, parents) => {
    if (!isMember(node) || node.computed) return true;
    const field = identifierName(node.property);
    const holder = field === undefined ? undefined : controllerHolder(registration, node.object, parents);
    if (holder && field !== undefined) sites.push(site(`${holder}.${field}`, node, parents));
    return true;
  });
  return sites;
}

/** Every field site in a view's generated code: `alias.x` and the free names. */
export function viewSites(root: AstNode, alias: string | undefined): FieldSite[] {
  const declared = new Set<string>(['undefined', 'null', 'true', 'false', 'NaN', 'Infinity']);
  walk(root, [], (node) => {
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier') declared.add(node.id.name);
    if (isFunction(node)) for (const p of node.params) if (p.type === 'Identifier') declared.add(p.name);
    return true;
  });
  const sites: FieldSite[] = [];
  walk(root, [], (node, parents) => {
    const parent = parents[parents.length - 1];
    if (isMember(node) && !node.computed && alias !== undefined && identifierName(node.object) === alias) {
      const field = identifierName(node.property);
      if (field !== undefined) sites.push(site(`ctrl.${field}`, node, parents));
      return true;
    }
    if (node.type !== 'Identifier' || declared.has(node.name) || VIEW_NAMES.test(node.name)) return true;
    // a member's name, an object key, a declaration: not a read of the scope
    if (isMember(parent) && parent.property === node && !parent.computed) return true;
    if (parent?.type === 'ObjectProperty' && parent.key === node && !parent.computed) return true;
    if (parent?.type === 'VariableDeclarator' || (parent && isFunction(parent))) return true;
    sites.push(site(`scope.${node.name}`, node, parents));
    return true;
  });
  return sites;
}

function site(key: string, node: AstNode, parents: readonly AstNode[]): FieldSite {
  const up = [...parents];
  const parent = up[up.length - 1];
  if (!isWritten(node, up)) return { key, node, parents: up };
  const assigned = parent?.type === 'AssignmentExpression' && parent.operator === '=';
  return { key, node, parents: up, written: assigned ? parent.right : null };
}
