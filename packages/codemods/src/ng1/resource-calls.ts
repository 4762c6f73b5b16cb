import { walk } from '../transform/ast-walk.js';
import { argsOf, keyName } from '../transform/call-site.js';
import { identifierName, isFunction, isMember, isProperty, type AstNode } from '../transform/node-types.js';
import type { ActionEndpoint, ResourceActionSite, ResourceSite } from '../transform/ng1-resource.js';
import type { Registration } from './registrations.js';

/**
 * The calls of `$resource` classes in one AngularJS registration's function (`ngResource`'s signatures):
 * `Records.query(params, success, error)`, `Records.save(params, body, success, error)` (a single object is the
 * body), and `new Records(data).$save(success)` (the instance's own action, its data the body). Pure questions
 * about one tree.
 */

/** One call of a resource's action, with what it is given. */
export interface ResourceCall {
  call: AstNode;
  parents: AstNode[];
  action: ResourceActionSite;
  /** The endpoint it reaches: with the URL's trailing placeholders when the call fills them, else without. */
  endpoint: ActionEndpoint;
  /** The parameters object (`{ typeId: 3 }`): its keys are query parameters (or the URL's placeholders). */
  params?: AstNode;
  /** The body: a class action's data, or what a new instance was built with. */
  body?: AstNode;
  /** The success callback, given the instance (or the list). */
  success?: AstNode;
  /** `new Records(data).$save()`: the call gives a promise of the instance, not the instance. */
  instance: boolean;
}

/**
 * Every `Name.action(…)` and `new Name(data).$action(…)` in `registration`'s function, where `Name` is a local name
 * of a resource class (an injected factory, a `var Name = $resource(…)`) not hidden by an inner parameter.
 */
export function resourceCalls(
  registration: Registration,
  resources: ReadonlyMap<string, ResourceSite>,
): ResourceCall[] {
  const found: ResourceCall[] = [];
  walk(registration.fn, [...registration.parents], (node, parents) => {
    if (node.type !== 'CallExpression' || !isMember(node.callee) || node.callee.computed) return true;
    const object = node.callee.object;
    const name = identifierName(node.callee.property) ?? '';
    const built = object.type === 'NewExpression' && name.startsWith('$');
    const local = identifierName(built ? object.callee : object);
    const site = local === undefined ? undefined : resources.get(local);
    if (!site || hidden(local!, parents, registration.fn)) return true;
    const action = site.actions.find((a) => a.name === (built ? name.slice(1) : name));
    if (!action) return true;
    const args = argsOf(node);
    if (built) {
      const data = argsOf(object)[0];
      const success = args.find((a) => isFunction(a));
      const endpoint = chosen(action, undefined, data);
      if (!endpoint) return true;
      found.push({
        call: node,
        parents: [...parents],
        action,
        endpoint,
        ...(data ? { body: data } : {}),
        ...(success ? { success } : {}),
        instance: true,
      });
      return true;
    }
    const values = args.filter((a) => !isFunction(a));
    const success = args.find((a) => isFunction(a));
    // the values come before the callbacks; anything else is not `ngResource`'s signature
    if (success && args.indexOf(success) < values.length) return true;
    const [params, body] = action.hasBody && values.length === 1 ? [undefined, values[0]] : values;
    const endpoint = chosen(action, params, action.hasBody ? body : undefined);
    if (!endpoint) return true;
    found.push({
      call: node,
      parents: [...parents],
      action,
      endpoint,
      ...(params ? { params } : {}),
      ...(body && action.hasBody ? { body } : {}),
      ...(success ? { success } : {}),
      instance: false,
    });
    return true;
  });
  return found;
}

/** A parameter named `name` between `fn` and the use (another value than the class). */
function hidden(name: string, parents: readonly AstNode[], fn: AstNode): boolean {
  for (let i = parents.length - 1; i >= 0 && parents[i] !== fn; i--) {
    const p = parents[i]!;
    if (isFunction(p) && p.params.some((q) => identifierName(q) === name)) return true;
  }
  return false;
}

/**
 * The endpoint a call reaches: `full` when it fills every trailing placeholder (its parameters name it, a default
 * gives a value, or its data has the `'@field'` a default names), `bare` when it fills none; undefined when that is
 * not seen (a parameters object held elsewhere, a spread) or that endpoint is not this API's.
 */
function chosen(
  action: ResourceActionSite,
  params: AstNode | undefined,
  data: AstNode | undefined,
): ActionEndpoint | undefined {
  if (action.trailing.length === 0) return action.full;
  const given = action.trailing.map((name): boolean | undefined => {
    if (action.filled.includes(name)) return true;
    const named = hasKey(params, name);
    if (named !== false) return named;
    const field = action.fromData[name];
    return field === undefined ? false : hasKey(data, field);
  });
  if (given.every((g) => g === true)) return action.full;
  if (given.every((g) => g === false)) return action.bare;
  return undefined;
}

/** Whether an object literal has the key: undefined when it cannot be seen (not a literal, a spread). */
function hasKey(object: AstNode | undefined, key: string): boolean | undefined {
  if (!object) return false;
  if (object.type !== 'ObjectExpression') return undefined;
  if (object.properties.some((p) => isProperty(p) && keyName(p) === key)) return true;
  return object.properties.some((p) => p.type === 'SpreadElement') ? undefined : false;
}
