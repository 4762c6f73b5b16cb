import type { PlanNode } from '@compliance-migrate/rename-map';
import type { ApiIndex, Resolution } from '../api/api-index.js';
import { marker } from '../api/markers.js';
import type { AstNode } from './node-types.js';
import type { IdEdit } from './object-rewrite.js';
import { defaultOf, endpointsOf, renameParams } from './ng1-resource-params.js';
import { startOf } from './parser.js';
import { readersAffected } from './response-rewrite.js';
import type { UrlExpression } from './url-expression.js';
import type { ResourceAction, ResourceDefinition } from '../ng1/resource-definition.js';

/**
 * An AngularJS `$resource` of this API (`../ng1/resource-definition.ts`) read in the syntax pass: each action's
 * endpoint is resolved from its URL template (`:id` placeholders as path parameters; a list or a `POST` without its
 * trailing placeholders, as `ngResource` sends them when they are not given), the template's path is renamed when
 * every action agrees, and the parameter defaults' and actions' `params` keys are renamed as the endpoints' query
 * parameters (`'@recordId'` as the instance's field). What each action sends and answers goes to the run
 * (`ResourceSite`), which follows its calls where the resource is injected or held (`run/ng1-flows.ts`).
 */

type Plans = readonly (PlanNode | undefined)[];
type QueryRenames = readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];

/** A URL of a `$resource` call the syntax pass read: the resource's template or an action's own `url`. */
export interface ResourceUrl {
  definition: ResourceDefinition;
  /** The action whose own `url` this is; undefined for the resource's template. */
  action?: string;
  url: UrlExpression;
  /** Where its TODO goes. */
  anchor: number;
}

/** What one endpoint an action may reach sends and answers, step by step. */
export interface ActionEndpoint {
  /** The response plans, none when a `transformResponse` reshapes it. */
  response: Plans;
  request: Plans;
  query: QueryRenames;
}

/**
 * An action of a `$resource` of this API: the endpoint it reaches with its URL's trailing placeholders given
 * (`full`: `GET /records/{id}`) and without them (`bare`: `GET /records`), as `ngResource` drops a placeholder no
 * parameter fills; each undefined when that URL is no endpoint of this API.
 */
export interface ResourceActionSite {
  name: string;
  method: string;
  isArray: boolean;
  hasBody: boolean;
  full?: ActionEndpoint;
  bare?: ActionEndpoint;
  /** The URL's `:name` placeholders: path parameters, not query keys. */
  placeholders: string[];
  /** The trailing ones, which a call may leave out. */
  trailing: string[];
  /** Placeholders the parameter defaults fill with a value (`{ id: 0 }`), and with a field of the data (`'@recordId'`). */
  filled: string[];
  fromData: Record<string, string>;
}

/** A `$resource(…)` call of this API (its start in the file) and its actions. */
export interface ResourceSite {
  callStart: number;
  actions: ResourceActionSite[];
}

/** What the syntax pass does with the resources of one file: new URL texts, TODOs, the sites for the run. */
export interface ResourceResult {
  urls: { url: UrlExpression; next: string; changeId: string }[];
  todos: { at: number; anchor: number; changeId: string; message: string }[];
  sites: ResourceSite[];
}

const PLACEHOLDER = /\/:([A-Za-z_$][\w$]*)/g;

/** Resolves and renames each `$resource` whose URLs the pass read; key edits go into `edits`. */
export function resourceEdits(
  urls: readonly ResourceUrl[],
  index: ApiIndex,
  edits: IdEdit[],
): ResourceResult {
  const result: ResourceResult = { urls: [], todos: [], sites: [] };
  const byCall = new Map<AstNode, ResourceUrl[]>();
  for (const u of urls) byCall.set(u.definition.call, [...(byCall.get(u.definition.call) ?? []), u]);
  for (const group of byCall.values()) {
    const { definition } = group[0]!;
    const template = group.find((u) => u.action === undefined);
    const anchor = (template ?? group[0]!).anchor;
    const actions: ResourceActionSite[] = [];
    const nextTexts = new Map<ResourceUrl, Map<string, string>>();
    const left: { message: string; changeId: string }[] = [];
    for (const action of definition.actions) {
      const seen = action.url ? group.find((u) => u.action === action.name) : template;
      if (!seen) continue;
      const read = resolveAction(seen.url, action, index);
      if (read.todo && action.declared && !read.full && !read.bare)
        // a default action the app may never call: only a declared one is reported
        left.push({ message: `${action.name}: ${read.todo.message}`, changeId: read.todo.changeId });
      const endpoints: { key: 'full' | 'bare'; resolution: Endpoint; next: string }[] = [];
      for (const key of ['full', 'bare'] as const) {
        const found = read[key];
        if (!found) continue;
        if (found.resolution.moved) {
          const { change } = found.resolution.moved;
          left.push({
            message: `${action.name}: ${change.from.method} ${change.from.path} became ${change.to.method} ${change.to.path} (the ${change.move.bodyField} moves into the path); change it by hand`,
            changeId: change.id,
          });
          continue;
        }
        endpoints.push({ key, ...found });
      }
      if (endpoints.length === 0) continue;
      const texts = nextTexts.get(seen) ?? new Map<string, string>();
      for (const e of endpoints)
        if (!texts.has(e.next) || e.resolution.ids[0]) texts.set(e.next, e.resolution.ids[0] ?? '');
      nextTexts.set(seen, texts);
      const defaults = [definition.paramDefaults, action.params];
      const site: ResourceActionSite = {
        name: action.name,
        method: action.method,
        isArray: action.isArray,
        hasBody: action.hasBody,
        placeholders: read.placeholders,
        trailing: read.trailing,
        filled: read.placeholders.filter((p) => defaults.some((d) => defaultOf(d, p) === 'value')),
        fromData: Object.fromEntries(
          read.placeholders.flatMap((p) => {
            const field = defaults
              .map((d) => defaultOf(d, p))
              .reverse()
              .find((v) => v !== undefined);
            return field !== undefined && field !== 'value' ? [[p, field.field]] : [];
          }),
        ),
      };
      for (const e of endpoints)
        site[e.key] = {
          response: action.transformsResponse ? [] : e.resolution.steps.map((s) => s.response),
          request: e.resolution.steps.map((s) => s.request),
          query: e.resolution.steps.map((s) => s.query),
        };
      actions.push(site);
    }
    if (actions.length === 0) {
      for (const l of left) result.todos.push({ at: startOf(definition.call), anchor, ...l });
      continue;
    }
    for (const [seen, texts] of nextTexts) {
      if (texts.size > 1) {
        left.push({
          message: `its actions go to paths renamed differently (${[...texts.keys()].map((t) => t.replace(/\uE000\d+\uE000/g, '…')).join(', ')}): split it, one $resource by path`,
          changeId: [...texts.values()][0] ?? '',
        });
        continue;
      }
      const [next, changeId] = [...texts][0] ?? ['', ''];
      if (next !== seen.url.text && changeId !== '') result.urls.push({ url: seen.url, next, changeId });
    }
    const placeholders = new Set(actions.flatMap((a) => a.placeholders));
    const unsure = definition.paramDefaults
      ? renameParams(definition.paramDefaults, actions, placeholders, edits)
      : [];
    for (const action of definition.actions) {
      const site = actions.find((a) => a.name === action.name);
      if (action.params && site) unsure.push(...renameParams(action.params, [site], placeholders, edits));
    }
    const changed = actions.filter((a) =>
      [a.full, a.bare].some(
        (e) =>
          e !== undefined &&
          (readersAffected(e.response) ||
            readersAffected(e.request) ||
            e.query.some((q) => q !== undefined && q.size > 0)),
      ),
    );
    result.sites.push({ callStart: startOf(definition.call), actions });
    const id = firstChangeId(actions);
    if (changed.length > 0)
      result.todos.push({
        at: startOf(definition.call),
        anchor,
        changeId: id,
        message: `the endpoints this $resource's actions reach rename names they send or answer; its paths and parameter keys are renamed here, and its actions' calls where the codemod follows them (the controllers injecting it or holding it, their callbacks, $promise and views): check other uses of its instances`,
      });
    for (const l of left) result.todos.push({ at: startOf(definition.call), anchor, ...l });
    for (const message of unsure)
      result.todos.push({ at: startOf(definition.call), anchor, changeId: id, message });
  }
  return result;
}

type Endpoint = Resolution & { kind: 'endpoint' };

/** What an action's URL reaches with its trailing placeholders given (`full`) and without them (`bare`). */
interface ActionRead {
  full?: { resolution: Endpoint; next: string };
  bare?: { resolution: Endpoint; next: string };
  todo?: { message: string; changeId: string };
  placeholders: string[];
  trailing: string[];
}

/**
 * The endpoints an action reaches: its URL with each `:name` placeholder a path parameter, with and without the
 * trailing placeholders a call may leave out (`query()` of `/records/:id` is `GET /records`), each with the URL's
 * new text (placeholders written back as they were).
 */
function resolveAction(url: UrlExpression, action: ResourceAction, index: ApiIndex): ActionRead {
  const placeholders: string[] = [];
  const text = url.text.replace(PLACEHOLDER, (_, name: string) => {
    placeholders.push(name);
    return '/' + marker(url.holes.length + placeholders.length - 1);
  });
  const path = text.split(/[?#]/)[0]!;
  const tail = /(?:\/\uE000\d+\uE000)+$/.exec(path);
  const trailingMarkers = tail && placeholderMarkers(tail[0], url.holes.length) ? tail[0] : '';
  const trailing = [...trailingMarkers.matchAll(/\uE000(\d+)\uE000/g)].map(
    (m) => placeholders[Number(m[1]) - url.holes.length]!,
  );
  const read: ActionRead = { placeholders, trailing };
  const variants: { key: 'full' | 'bare'; tried: string; rest: string }[] = [
    { key: 'full', tried: text, rest: '' },
  ];
  if (trailingMarkers !== '')
    variants.push({
      key: 'bare',
      tried: path.slice(0, path.length - trailingMarkers.length) + text.slice(path.length),
      rest: trailingMarkers,
    });
  for (const { key, tried, rest } of variants) {
    const resolution = index.resolve(tried, action.method);
    if (resolution.kind === 'todo')
      read.todo ??= { message: resolution.message, changeId: resolution.changeId };
    if (resolution.kind !== 'endpoint') continue;
    const { parts } = resolution;
    const query = parts.query === undefined ? '' : '?' + parts.query;
    const next = (
      parts.origin +
      parts.base +
      resolution.path +
      rest +
      parts.slash +
      query +
      parts.hash
    ).replace(/\uE000(\d+)\uE000/g, (m, n: string) => {
      const at = Number(n) - url.holes.length;
      return at >= 0 ? ':' + (placeholders[at] ?? '') : m;
    });
    read[key] = { resolution, next };
  }
  return read;
}

/** True when every marker of `text` is a placeholder's (numbered from `first`), not an expression of the code. */
function placeholderMarkers(text: string, first: number): boolean {
  return [...text.matchAll(/\uE000(\d+)\uE000/g)].every((m) => Number(m[1]) >= first);
}

/** The id of the first change the actions carry (a query key, a field). */
function firstChangeId(actions: readonly ResourceActionSite[]): string {
  const endpoints = actions.flatMap(endpointsOf);
  for (const e of endpoints) for (const q of e.query) for (const r of q?.values() ?? []) return r.id;
  for (const e of endpoints)
    for (const plan of [...e.response, ...e.request]) {
      const id = planId(plan);
      if (id) return id;
    }
  return 'field-renames';
}

function planId(plan: PlanNode | undefined): string | undefined {
  for (const rule of plan?.keys?.values() ?? []) {
    const id = rule.renameId ?? rule.valuesId ?? rule.removeId ?? rule.toMany?.id ?? planId(rule.child);
    if (id) return id;
  }
  return plan?.item ? planId(plan.item) : undefined;
}
