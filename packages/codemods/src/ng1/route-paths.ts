import { argsOf, keyName } from '../transform/call-site.js';
import { calleeName, identifierName, isMember, isProperty, type AstNode } from '../transform/node-types.js';

/**
 * A path of the app's own pages in an AngularJS router: `$routeProvider.when('/records/:id', { templateUrl, … })`,
 * `.otherwise('/records')`, a `redirectTo`, and a ui-router state's `url: '/records/:id'` (in
 * `$stateProvider.state(…)` or any object with a template, a component or views). Its `:id` placeholders are the
 * route's, never a request's: the path is left as it is. A pure question about one node and its ancestors.
 */

/** Keys of a route's or a state's options object. */
const ROUTE_KEYS = new Set([
  'templateUrl',
  'template',
  'controller',
  'component',
  'views',
  'redirectTo',
  'resolve',
]);

/** True when `node` (a string or template) is a route path of an AngularJS router (ngRoute, ui-router). */
export function isNg1RoutePath(node: AstNode, parents: readonly AstNode[]): boolean {
  const parent = parents[parents.length - 1];
  if (parent?.type === 'CallExpression' && isMember(parent.callee) && argsOf(parent)[0] === node) {
    const method = calleeName(parent.callee);
    const options = argsOf(parent)[1];
    if (method === 'when' && options && hasRouteKeys(options)) return true;
    // `$routeProvider.when(…).otherwise('/records')`: the chain's start
    let object: AstNode = parent.callee.object;
    while (object.type === 'CallExpression' && isMember(object.callee)) object = object.callee.object;
    const provider = identifierName(object) ?? '';
    return (method === 'otherwise' || method === 'when') && /^\$(?:url)?route(?:r)?provider$/i.test(provider);
  }
  // `{ url: '/records/:id', templateUrl: … }` of a state
  const options = parents[parents.length - 2];
  return (
    parent !== undefined &&
    isProperty(parent) &&
    parent.value === node &&
    (keyName(parent) === 'url' || keyName(parent) === 'redirectTo') &&
    options !== undefined &&
    hasRouteKeys(options)
  );
}

function hasRouteKeys(options: AstNode): boolean {
  if (options.type !== 'ObjectExpression') return false;
  return options.properties.some((p) => isProperty(p) && ROUTE_KEYS.has(keyName(p) ?? ''));
}
