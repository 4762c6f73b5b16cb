import type { PlanNode } from '@compliance-migrate/rename-map';
import { keyName } from './call-site.js';
import { isProperty, stringValue, type AstNode } from './node-types.js';
import { renameQueryName, type IdEdit } from './object-rewrite.js';
import { endOf, startOf } from './parser.js';
import type { ActionEndpoint, ResourceActionSite } from './ng1-resource.js';

/**
 * The parameter objects of an AngularJS `$resource` (`ng1-resource.ts`): its defaults (`{ id: '@recordId', typeId: 3 }`)
 * and an action's `params`. Their keys are query parameters of the endpoints the actions reach, or the URL's
 * placeholders; an `'@field'` value names a field of the data the call sends (an instance, or a literal).
 */

type Plans = readonly (PlanNode | undefined)[];

/**
 * Renames the keys of a parameter object (`{ typeId: 3 }`) that are query parameters of the actions' endpoints, and
 * `'@field'` values as the instance's field; a key or field the actions rename differently is left, and said
 * (the messages returned, for the resource's TODO).
 */
export function renameParams(
  object: AstNode,
  actions: readonly ResourceActionSite[],
  placeholders: ReadonlySet<string>,
  edits: IdEdit[],
): string[] {
  const left: string[] = [];
  if (object.type !== 'ObjectExpression') return left;
  for (const p of object.properties) {
    if (!isProperty(p) || p.computed) continue;
    const key = keyName(p);
    if (key === undefined) continue;
    if (!placeholders.has(key)) {
      const renamed = agreed(
        actions
          .flatMap(endpointsOf)
          .map((e) => renameQueryName(key, e.query))
          .filter((r) => r.id),
      );
      if (renamed && renamed.name !== key && p.key.type === 'Identifier' && !p.shorthand)
        edits.push({
          start: startOf(p.key),
          end: endOf(p.key),
          text: renamed.name,
          changeId: renamed.id!,
          at: startOf(p.key),
        });
    }
    const value = stringValue(p.value);
    if (value === undefined || !value.startsWith('@') || !/^@[A-Za-z_$][\w$]*$/.test(value)) continue;
    const field = value.slice(1);
    const renames: { name: string; id: string }[] = [];
    let split = false;
    for (const a of actions)
      for (const e of endpointsOf(a)) {
        const answered = a.isArray ? undefined : fieldRename(field, e.response);
        const sent = a.hasBody ? fieldRename(field, e.request) : undefined;
        // the data is an instance (the answer's shape) or a literal (the request's): both must agree
        if (a.hasBody && (answered?.name ?? field) !== (sent?.name ?? field)) split = true;
        for (const r of [answered, sent]) if (r) renames.push(r);
      }
    const renamed = split ? undefined : agreed(renames);
    if (split || (renames.length > 0 && !renamed))
      left.push(
        `${value} names a field the endpoints rename differently in what they answer and what they are sent (${[...new Set(renames.map((r) => r.name))].join(', ')}): check which the data holds`,
      );
    if (renamed && renamed.name !== field) {
      const start = startOf(p.value) + 1;
      edits.push({
        start: start + 1,
        end: start + value.length,
        text: renamed.name,
        changeId: renamed.id,
        at: start,
      });
    }
  }
  return left;
}

/** The one rename all give; undefined when they differ or there is none. */
function agreed<T extends { name: string }>(renames: readonly T[]): T | undefined {
  const names = new Set(renames.map((r) => r.name));
  return names.size === 1 ? renames[0] : undefined;
}

/** A top-level field's new name through the steps' plans; undefined when no step renames it. */
function fieldRename(field: string, plans: Plans): { name: string; id: string } | undefined {
  let name = field;
  let id: string | undefined;
  for (const plan of plans) {
    const rule = plan?.keys?.get(name);
    if (typeof rule?.out === 'string' && rule.out !== name) {
      name = rule.out;
      id = rule.renameId;
    }
  }
  return id === undefined ? undefined : { name, id };
}

/** The endpoints an action reaches (with and without its trailing placeholders). */
export function endpointsOf(action: ResourceActionSite): ActionEndpoint[] {
  return [action.full, action.bare].filter((e): e is ActionEndpoint => e !== undefined);
}

/** A parameter default of `name` in an object: a value, or `'@field'` (the data's field); undefined for none. */
export function defaultOf(
  object: AstNode | undefined,
  name: string,
): 'value' | { field: string } | undefined {
  if (object?.type !== 'ObjectExpression') return undefined;
  const p = object.properties.find((q) => isProperty(q) && keyName(q) === name);
  if (!p || !isProperty(p)) return undefined;
  const value = stringValue(p.value);
  return value !== undefined && /^@[A-Za-z_$][\w$]*$/.test(value) ? { field: value.slice(1) } : 'value';
}
