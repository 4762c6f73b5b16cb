import { walk } from '../transform/ast-walk.js';
import { argsOf, keyName } from '../transform/call-site.js';
import {
  calleeName,
  identifierName,
  isFunction,
  isMember,
  isProperty,
  stringValue,
  type AstNode,
} from '../transform/node-types.js';
import { localFunction, type FunctionNode } from '../transform/response-flow.js';

/**
 * What an AngularJS 1.x file registers on a module (`angular.module('app').controller('Name', fn)`, `.component`,
 * `.filter`, `.service`, `.factory`), with the function that builds it and the names it is injected with: an inline
 * array annotation (`['$http', function (h) {…}]`), a `Fn.$inject = […]` or, without either, the parameters' own
 * names. Pure questions about one file's tree.
 */

/** The module methods read here. */
export type RegistrationKind = 'controller' | 'component' | 'directive' | 'filter' | 'service' | 'factory';
const KINDS = new Set<string>(['controller', 'component', 'directive', 'filter', 'service', 'factory']);

/** One registration: its name, the function (a component's `controller`), its injected names by parameter. */
export interface Registration {
  kind: RegistrationKind;
  name: string;
  fn: FunctionNode;
  /** The ancestors of `fn`. */
  parents: AstNode[];
  /** Parameter name → the name the injector gives it (`$scope`, `RecordService`). */
  injected: Map<string, string>;
  /**
   * A component's options object (`templateUrl`, `template`, `controllerAs`, `bindings`), or the definition object a
   * directive's factory returns (`template`, `controllerAs`, `bindToController`, `scope`).
   */
  options?: AstNode;
}

/** Every registration on a module chain in `root` whose name is a string and whose function is found. */
export function registrations(root: AstNode): Registration[] {
  const found: Registration[] = [];
  walk(root, [], (node, parents) => {
    if (node.type !== 'CallExpression' || !isMember(node.callee)) return true;
    const kind = calleeName(node.callee);
    const [nameNode, registered] = argsOf(node);
    const name = stringValue(nameNode);
    if (kind === undefined || !KINDS.has(kind) || name === undefined || !registered) return true;
    let value: AstNode = registered;
    let up = [...parents, node];
    let options: AstNode | undefined;
    let held: AstNode | undefined = value;
    let heldParents = up;
    if (kind === 'directive') {
      // the definition object its factory returns, whose inline `controller` is the registration
      const factory = builder(value, up, root);
      const returned = factory && returnedObject(factory.fn);
      if (!factory || !returned) return true;
      value = returned.object;
      up = [...factory.parents, factory.fn, ...returned.parents];
    }
    if (kind === 'component' || kind === 'directive') {
      if (value.type !== 'ObjectExpression') return true;
      options = value;
      const controller = value.properties.find((p) => isProperty(p) && keyName(p) === 'controller');
      held = controller && isProperty(controller) ? controller.value : undefined;
      heldParents = controller ? [...up, value, controller] : up;
    }
    const built = held && builder(held, heldParents, root);
    if (built)
      found.push({ kind: kind as RegistrationKind, name, ...built, ...(options ? { options } : {}) });
    return true;
  });
  return found;
}

/** The function a registration's value is (a function, an array annotation, a named function's identifier). */
function builder(
  value: AstNode,
  parents: AstNode[],
  root: AstNode,
): Pick<Registration, 'fn' | 'parents' | 'injected'> | undefined {
  if (isFunction(value)) return { fn: value, parents, injected: byParameter(value) };
  if (value.type === 'ArrayExpression') {
    const last = value.elements[value.elements.length - 1];
    if (!last || !isFunction(last)) return undefined;
    const names = value.elements.slice(0, -1).map((e) => stringValue(e));
    if (names.some((n) => n === undefined)) return undefined;
    return { fn: last, parents: [...parents, value], injected: annotated(last, names as string[]) };
  }
  const name = identifierName(value);
  const target = name === undefined ? undefined : localFunction(name, parents);
  if (!target || name === undefined) return undefined;
  const names = injectList(root, name);
  return {
    fn: target.fn,
    parents: target.parents,
    injected: names ? annotated(target.fn, names) : byParameter(target.fn),
  };
}

/** The object literal a function's body returns once at its top level (`return { restrict: 'E', … }`), with its ancestors. */
function returnedObject(fn: FunctionNode): { object: AstNode; parents: AstNode[] } | undefined {
  const body = fn.body;
  if (body.type === 'ObjectExpression') return { object: body, parents: [] };
  if (body.type !== 'BlockStatement') return undefined;
  const returns = body.body.filter((s) => s.type === 'ReturnStatement');
  const only = returns.length === 1 ? returns[0] : undefined;
  if (only?.type !== 'ReturnStatement' || only.argument?.type !== 'ObjectExpression') return undefined;
  return { object: only.argument, parents: [body, only] };
}

/** `Fn.$inject = ['$scope', 'RecordService']` in the file, once; undefined without one. */
function injectList(root: AstNode, name: string): string[] | undefined {
  let found: string[] | undefined;
  let count = 0;
  walk(root, [], (node) => {
    if (node.type !== 'AssignmentExpression' || !isMember(node.left)) return true;
    if (identifierName(node.left.object) !== name || calleeName(node.left) !== '$inject') return true;
    count++;
    if (node.right.type === 'ArrayExpression') found = node.right.elements.map((e) => stringValue(e) ?? '');
    return true;
  });
  return count === 1 && found?.every((n) => n !== '') ? found : undefined;
}

function annotated(fn: FunctionNode, names: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  fn.params.forEach((p, i) => {
    const param = identifierName(p);
    const name = names[i];
    if (param !== undefined && name !== undefined) out.set(param, name);
  });
  return out;
}

function byParameter(fn: FunctionNode): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of fn.params) {
    const param = identifierName(p);
    if (param !== undefined) out.set(param, param);
  }
  return out;
}

/** A component option's string (`templateUrl`, `template`, `controllerAs`), with its node. */
export function optionString(
  options: AstNode | undefined,
  key: string,
): { value: string; node: AstNode } | undefined {
  if (options?.type !== 'ObjectExpression') return undefined;
  for (const p of options.properties) {
    if (!isProperty(p) || keyName(p) !== key) continue;
    const value = stringValue(p.value);
    if (value !== undefined) return { value, node: p.value };
    if (p.value.type === 'TemplateLiteral' && p.value.expressions.length === 0)
      return { value: p.value.quasis[0]?.value.cooked ?? '', node: p.value };
  }
  return undefined;
}
