import type { PlanNode } from '@compliance-migrate/rename-map';
import type { ApiIndex, Resolution } from '../api/api-index.js';
import { marker } from '../api/markers.js';
import {
  attributeRenames,
  mergeRenames,
  nodesAt,
  type AttributeRename,
} from '../transform/backbone-attributes.js';
import type { AdapterFacts } from './ember-models.js';

/**
 * The endpoints ember-data sends one model to, and the renames of their bodies: the list (`GET /records`, its rows),
 * one record (`GET`/`PUT /records/{id}`), its creation (`POST /records`, the request too) and its search (the
 * adapter's `urlForQuery`, else the list). A name two of them rename differently is a conflict.
 */

type Plans = readonly (PlanNode | undefined)[];

/** What a model's endpoints say: its search's resolution, a change of its own path, and its renamed wire names. */
export interface ModelEndpoints {
  queried: Resolution;
  /** The new path of the model's list or creation, when the version renamed it (`/records` → `/categories`). */
  moved?: { to: string; changeId: string };
  renames: Map<string, AttributeRename>;
  conflicts: Set<string>;
  /** A change id for each old name seen, conflicts included. */
  ids: Map<string, string>;
}

/** The endpoints of the model at `path` (its adapter's `urlForQuery` read for its search). */
export function modelEndpoints(
  path: string,
  adapter: AdapterFacts | undefined,
  index: ApiIndex,
): ModelEndpoints {
  const one = `${path}/${marker(0)}`;
  const queryPath = urlForQuery(adapter, path);
  const maps: Map<string, AttributeRename>[] = [];
  const take = (p: string, method: string, rows: boolean): Resolution => {
    const r = exact(index, p, method);
    if (r.kind !== 'endpoint') return r;
    const response = r.steps.map((s) => s.response);
    maps.push(attributeRenames(rows ? rowsOf(response) : [...response]));
    if (!rows) maps.push(attributeRenames(r.steps.map((s) => s.request)));
    return r;
  };
  const list = take(path, 'GET', true);
  take(one, 'GET', false);
  const created = take(path, 'POST', false);
  take(one, 'PUT', false);
  const queried = queryPath === path ? list : take(queryPath, 'GET', true);
  const moved = [list, created].find((r) => r.kind === 'endpoint' && r.ids.length > 0 && r.path !== path);
  const ids = new Map<string, string>();
  for (const m of maps) for (const [name, r] of m) if (!ids.has(name)) ids.set(name, r.id);
  return {
    queried,
    ...(moved?.kind === 'endpoint' ? { moved: { to: moved.path, changeId: moved.ids[0]! } } : {}),
    ...mergeRenames(maps),
    ids,
  };
}

/** A path resolved only when it is the endpoint itself (a marker is an id, never a literal segment). */
export function exact(index: ApiIndex, path: string, method: string): Resolution {
  const r = index.resolve(path, method);
  if (r.kind !== 'endpoint' || r.steps.length === 0) return r;
  const template =
    r.moved?.change.from.path ?? index.translator.route(method, r.parts.path).steps[0]?.route.template ?? '';
  const literals = (p: string): number =>
    p.split('/').filter((s) => s !== '' && !s.startsWith('{') && !s.includes(marker(0))).length;
  return literals(template) === literals(path) ? r : { kind: 'none' };
}

/** The rows of a list's response: `data[]` of an envelope, else the items of an array. */
function rowsOf(plans: Plans): (PlanNode | undefined)[] {
  const enveloped = nodesAt(plans, { at: 'rows', list: 'data' });
  return enveloped.some((n) => n) ? enveloped : nodesAt(plans, { at: 'rows', list: undefined });
}

/** The path an adapter's `urlForQuery` returns under `urlPrefix()` or `buildURL()`, else the model's own. */
function urlForQuery(facts: AdapterFacts | undefined, path: string): string {
  const url = facts?.urls.find((u) => u.method === 'urlForQuery');
  const node = url?.returned;
  if (!node || node.type !== 'TemplateLiteral' || node.expressions.length !== 1) return path;
  const [head, tail] = node.quasis;
  const expression = node.expressions[0]!;
  if (head?.value.raw !== '' || !tail || expression.type !== 'CallExpression') return path;
  const callee = expression.callee;
  const name =
    callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : '';
  if (name === 'urlPrefix') return tail.value.raw.split('?')[0]!;
  if (name === 'buildURL') return path + tail.value.raw.split('?')[0]!;
  return path;
}
