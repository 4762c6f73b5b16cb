import { walk } from '../transform/ast-walk.js';
import { identifierName } from '../transform/node-types.js';
import type { ResourceSite } from '../transform/ng1-resource.js';
import { startOf } from '../transform/parser.js';
import type { Registration } from './registrations.js';

/**
 * Where an AngularJS app keeps a `$resource` class of this API: a factory returning it
 * (`.factory('Records', ['$resource', function ($resource) { return $resource(…); }])`), injected by that name, or a
 * local of the function that builds it (`var Records = $resource(…)` in a controller). `sites` are the file's
 * `$resource` calls of this API, by their start (`transform/ng1-resource.ts`).
 */

/** The resource a factory returns: `return $resource(…)`, `var R = $resource(…); return R;` or an arrow's body. */
export function returnedResource(
  r: Registration,
  sites: ReadonlyMap<number, ResourceSite>,
): ResourceSite | undefined {
  if (r.kind !== 'factory') return undefined;
  const body = r.fn.body;
  if (body.type !== 'BlockStatement')
    return body.type === 'CallExpression' ? sites.get(startOf(body)) : undefined;
  const returns = body.body.filter((s) => s.type === 'ReturnStatement');
  const value =
    returns.length === 1 && returns[0]?.type === 'ReturnStatement' ? returns[0].argument : undefined;
  if (value?.type === 'CallExpression') return sites.get(startOf(value));
  const name = identifierName(value);
  return name === undefined ? undefined : heldResources(r, sites).get(name);
}

/**
 * The local names of resource classes in a registration's function: its parameters injected with a factory of
 * `classes` (`Records`, or another parameter name through an annotation) and its locals built by `$resource(…)`.
 */
export function localResources(
  r: Registration,
  classes: ReadonlyMap<string, ResourceSite>,
  sites: ReadonlyMap<number, ResourceSite>,
): Map<string, ResourceSite> {
  const out = heldResources(r, sites);
  for (const [param, injected] of r.injected) {
    const site = classes.get(injected);
    if (site) out.set(param, site);
  }
  return out;
}

/** `var Name = $resource(…)` anywhere in the function, each name declared once. */
function heldResources(r: Registration, sites: ReadonlyMap<number, ResourceSite>): Map<string, ResourceSite> {
  const out = new Map<string, ResourceSite | null>();
  walk(r.fn, [...r.parents], (node) => {
    if (node.type !== 'VariableDeclarator') return true;
    const name = identifierName(node.id);
    const site = node.init?.type === 'CallExpression' ? sites.get(startOf(node.init)) : undefined;
    // a name declared twice (or once with something else) is not known to hold the class
    if (name !== undefined) out.set(name, out.has(name) ? null : (site ?? null));
    return true;
  });
  return new Map([...out].filter((e): e is [string, ResourceSite] => e[1] !== null));
}
