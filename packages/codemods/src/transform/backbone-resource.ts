import type { ApiIndex, Resolution } from '../api/api-index.js';
import { marker } from '../api/markers.js';
import type { IdEdit } from './object-rewrite.js';
import { isFunction, isMember, identifierName, type AstNode } from './node-types.js';
import { walk } from './ast-walk.js';
import { bodyMembers } from './backbone-members.js';
import { startOf } from './parser.js';
import {
  attributeRenames,
  mergeRenames,
  nodesAt,
  type AttributeRename,
  type RecordPlace,
} from './backbone-attributes.js';
import { rewriteBackboneBody } from './backbone-body.js';
import type { BackboneClass } from './backbone-class.js';

/**
 * A Backbone model or collection whose `url`/`urlRoot` is an API path (`backbone-class.ts`): the endpoints Backbone
 * sends to it are resolved by their methods, the record's renamed fields become the class's renamed attributes
 * (`backbone-attributes.ts`), and the class body is rewritten (`backbone-body.ts`). One TODO says what is left: the
 * names the class could not write, and the code using its instances elsewhere (views, templates), not followed.
 */

/** A Backbone class's path as the syntax pass read it (markers for its expressions), with its ancestors. */
export interface BackboneUrl {
  cls: BackboneClass;
  /** The path's text with a marker for each expression (`\uE0000\uE000/records`), and how many there are. */
  text: string;
  holes: number;
  parents: readonly AstNode[];
  /** Where its TODO goes (the line the path's member starts). */
  anchor: number;
}

/** A TODO to write above the class's path: its change and message. */
export interface BackboneTodo {
  changeId: string;
  message: string;
}

/**
 * What a Backbone class of this API changes, for the code using its instances in other modules
 * (`run/backbone-flows.ts`): the class by the offset of its `extend` call, its attributes' renames and its query's.
 */
export interface BackboneFacts {
  start: number;
  kind: BackboneClass['kind'];
  attributes: ReadonlyMap<string, AttributeRename>;
  removedFromRequest: ReadonlySet<string>;
  query: readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];
}

/**
 * Rewrites the class of each path (once per class); returns the TODO for each class that needs one, by class, and
 * pushes each class's renames to `facts`.
 */
export function backboneEdits(
  urls: readonly BackboneUrl[],
  index: ApiIndex,
  source: string,
  edits: IdEdit[],
  facts: BackboneFacts[] = [],
): Map<BackboneUrl, BackboneTodo> {
  const todos = new Map<BackboneUrl, BackboneTodo>();
  const byClass = new Map<AstNode, BackboneUrl[]>();
  for (const url of urls) byClass.set(url.cls.call, [...(byClass.get(url.cls.call) ?? []), url]);
  for (const group of byClass.values()) {
    const first = group[0]!;
    const { kind, body } = first.cls;
    const maps: Map<string, AttributeRename>[] = [];
    const removedFromRequest = new Set<string>();
    const queries: (ReadonlyMap<string, { to: string; id: string }> | undefined)[][] = [];
    for (const url of group) {
      for (const { method, resolution } of endpointsOf(url, index)) {
        const response = resolution.steps.map((s) => s.response);
        const request = resolution.steps.map((s) => s.request);
        const rows = kind === 'collection' && method === 'GET';
        const place: RecordPlace = rows ? { at: 'rows', list: rowsList(body) } : { at: 'root' };
        const read = attributeRenames(nodesAt(response, place));
        const sent = rows ? new Map<string, AttributeRename>() : attributeRenames(nodesAt(request, place));
        for (const [name, r] of sent) if (r.to === null) removedFromRequest.add(name);
        maps.push(read, sent);
        if (method === 'GET') queries.push(resolution.steps.map((s) => s.query));
      }
    }
    const { renames, conflicts } = mergeRenames(maps);
    const query = queries[0] ?? [];
    if (renames.size === 0 && conflicts.size === 0 && !query.some((q) => q && q.size > 0)) continue;
    facts.push({ start: startOf(first.cls.call), kind, attributes: renames, removedFromRequest, query });
    const result = rewriteBackboneBody(
      body,
      first.parents.slice(0, first.parents.indexOf(first.cls.call)),
      {
        kind,
        attributes: renames,
        removedFromRequest,
        query,
      },
      source,
      edits,
    );
    const changes = [...renames].map(([n, r]) =>
      r.to === null ? `${n} removed` : r.toMany ? `${n} → ${r.to}, a list` : `${n} → ${r.to}`,
    );
    const left = [...result.left, ...conflicts];
    const parts = [
      changes.length > 0 &&
        `its attributes change (${changes.join('; ')}) and are renamed where this class names them and where the app's modules show an instance is of it (new, a view's model or collection, a collection's models, Underscore templates rendered with its toJSON()); an instance handed on otherwise (var self = this, an event bus, a method's parameter) is not followed, nor is a name that became a list or was removed: check them`,
      left.length > 0 &&
        `still named here: ${left.join(', ')} (a list now, removed, or renamed differently by its endpoints)`,
      result.unreadQuery.length > 0 && `the query its fetch sends is not one this codemod can follow`,
    ].filter((x): x is string => typeof x === 'string');
    const id = [...renames.values()][0]?.id ?? firstQueryId(query) ?? '';
    if (parts.length > 0)
      todos.set(first, { changeId: id, message: `Backbone ${kind} of this API: ${parts.join('; ')}` });
  }
  return todos;
}

/**
 * The endpoints Backbone sends the class's path to, by method: of the methods the class uses, those whose endpoint
 * matches the path most literally (a model's `url: …/profiles/scheduled` is POST's `/profiles/scheduled`, not
 * GET's `/profiles/{profileId}` with "scheduled" as its id).
 */
function endpointsOf(url: BackboneUrl, index: ApiIndex): { method: string; resolution: Endpoint }[] {
  const found: { method: string; resolution: Endpoint; literals: number }[] = [];
  for (const { method, suffix } of url.cls.methods) {
    const resolution = index.resolve(url.text + (suffix ? '/' + marker(url.holes) : ''), method);
    if (resolution.kind !== 'endpoint' || resolution.steps.length === 0) continue;
    // a moved endpoint's old path is its own (`PUT /notificationProfiles/update`), not the template it moved to
    const template =
      resolution.moved?.change.from.path ??
      index.translator.route(method, resolution.parts.path).steps[0]?.route.template ??
      '';
    const literals = template.split('/').filter((s) => s !== '' && !s.startsWith('{')).length;
    found.push({ method, resolution, literals });
  }
  const most = Math.max(0, ...found.map((f) => f.literals));
  return found.filter((f) => f.literals === most);
}

type Endpoint = Resolution & { kind: 'endpoint' };

/** The key a collection's `parse: function (resp) { return resp.data; }` takes its rows from; undefined for none. */
function rowsList(body: AstNode): string | undefined {
  for (const { name, value: fn } of bodyMembers(body)) {
    if (name !== 'parse' || !isFunction(fn)) continue;
    const param = identifierName(fn.params[0]);
    // `return resp.data;`, `return _.where(resp.data, …);`: the list returned, or handed to what is returned
    let list: string | undefined;
    walk(fn, [], (node) => {
      if (list !== undefined || node.type !== 'ReturnStatement' || !node.argument) return list === undefined;
      const value = node.argument;
      const held = value.type === 'CallExpression' ? value.arguments[0] : value;
      if (held && isMember(held) && !held.computed && identifierName(held.object) === param)
        list = identifierName(held.property);
      return false;
    });
    return list;
  }
  return undefined;
}

function firstQueryId(
  query: readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[],
): string | undefined {
  for (const step of query) for (const r of step?.values() ?? []) return r.id;
  return undefined;
}
