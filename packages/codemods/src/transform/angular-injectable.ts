import { argsOf, keyName } from './call-site.js';
import { calleeName, isFunction, isMember, isProperty, stringValue, type AstNode } from './node-types.js';

/**
 * AngularJS 1.x services: a request returned by a method of an injectable (`.service('RecordService', ['$http',
 * function ($http) { this.list = function () { return $http.get(…); }; }])`, or the object a `.factory` returns)
 * reaches the controllers, components and templates that inject it by name, which no import shows. The TODO at
 * such a call names the service and method, so a person knows where its readers are.
 */

/** The module methods that register an injectable whose function builds it. */
const REGISTRARS = new Set(['service', 'factory']);

/** `RecordService.list()` when the call whose ancestors are `parents` is returned by a method of an injectable. */
export function injectableMethodOf(parents: readonly AstNode[]): string | undefined {
  let returned = false;
  for (let i = parents.length - 1; i >= 1; i--) {
    const node = parents[i];
    if (!node) return undefined;
    if (node.type === 'ReturnStatement') returned = true;
    if (node.type === 'ArrowFunctionExpression' && node.body === parents[i + 1]) returned = true;
    if (!isFunction(node)) continue;
    if (!returned) return undefined;
    const method = methodName(node, parents[i - 1], parents[i - 2]);
    const name = method === undefined ? undefined : registeredName(parents.slice(0, i - 1));
    return method !== undefined && name !== undefined ? `${name}.${method}()` : undefined;
  }
  return undefined;
}

/** `{ service: 'RecordService', method: 'list' }` when `fn` (ancestors `parents`) is a method of an injectable. */
export function injectableMethod(
  fn: AstNode,
  parents: readonly AstNode[],
): { service: string; method: string } | undefined {
  const method = methodName(fn, parents[parents.length - 1], parents[parents.length - 2]);
  const service = method === undefined ? undefined : registeredName(parents.slice(0, -1));
  return method !== undefined && service !== undefined ? { service, method } : undefined;
}

/** `list` for `this.list = fn` or `list: fn` (in a returned object); undefined otherwise. */
function methodName(
  fn: AstNode,
  parent: AstNode | undefined,
  grand: AstNode | undefined,
): string | undefined {
  if (!parent) return undefined;
  if (
    parent.type === 'AssignmentExpression' &&
    parent.right === fn &&
    isMember(parent.left) &&
    parent.left.object.type === 'ThisExpression'
  )
    return calleeName(parent.left);
  if (isProperty(parent) && parent.value === fn && grand?.type === 'ObjectExpression') return keyName(parent);
  if (fn.type === 'ObjectMethod' && fn.key.type === 'Identifier') return fn.key.name;
  return undefined;
}

/** The name the nearest function around `parents` is registered under by `.service`/`.factory`, if it is. */
function registeredName(parents: readonly AstNode[]): string | undefined {
  for (let i = parents.length - 1; i >= 1; i--) {
    const fn = parents[i];
    if (!fn || !isFunction(fn)) continue;
    let holder = parents[i - 1];
    let value: AstNode = fn;
    // the inline array annotation: `['$http', function ($http) { … }]`
    if (holder?.type === 'ArrayExpression' && holder.elements[holder.elements.length - 1] === fn) {
      value = holder;
      holder = parents[i - 2];
    }
    if (holder?.type !== 'CallExpression' || !isMember(holder.callee)) return undefined;
    const registrar = calleeName(holder.callee);
    const [name, factory] = argsOf(holder);
    if (registrar === undefined || !REGISTRARS.has(registrar) || factory !== value) return undefined;
    return stringValue(name);
  }
  return undefined;
}

/** The TODO's addition for a call an injectable's method returns (`, returned by RecordService.list(): …`), or ''. */
export function injectedReaders(parents: readonly AstNode[] | undefined): string {
  const method = parents && injectableMethodOf(parents);
  return method
    ? `, returned by ${method} (an AngularJS injectable): also where it is injected (controllers, components, their templates)`
    : '';
}
