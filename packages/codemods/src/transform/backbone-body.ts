import type * as t from '@babel/types';
import { walk } from './ast-walk.js';
import { argsOf, keyName } from './call-site.js';
import type { IdEdit } from './object-rewrite.js';
import { attributeRenamer, renameAttributeName } from './backbone-renamer.js';
import { bodyMembers } from './backbone-members.js';
import { rewriteQuerySource } from './query-source.js';
import { startOf } from './parser.js';
import {
  identifierName,
  isFunction,
  isMember,
  isProperty,
  isStringLiteral,
  type AstNode,
} from './node-types.js';
import type { AttributeRename } from './backbone-attributes.js';
import type { BackboneKind } from './backbone-class.js';

/**
 * The edits inside one Backbone class body (`Backbone.Model.extend({ … })`) for its renamed attributes: the
 * `idAttribute`, `comparator`, `defaults` keys, `validate(attrs)`'s and a model's `parse(resp)`'s reads, and the
 * class's own `this.get('…')`, `this.set({ … })`, `this.pluck('…')`, `this.where({ … })`, the models its iteration
 * callbacks are given (`this.map(function (m) { m.get('…') })`), and the query a collection's `this.fetch({ data })`
 * sends. What it cannot write (a name that became a list, a field removed from what is read) is returned as `left`.
 */

type QueryRenames = readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];

/** What the class body's rewrite needs: the renames, the fields the request no longer takes, the GET's query. */
export interface BodyRenames {
  kind: BackboneKind;
  attributes: ReadonlyMap<string, AttributeRename>;
  /** Fields removed from what is sent: a `defaults` member of that name is dropped. */
  removedFromRequest: ReadonlySet<string>;
  query: QueryRenames;
}

/** The edits made, and each attribute named in the class that the rewrite left (`assignedUserId`, a list now). */
export interface BodyResult {
  left: Set<string>;
  /** A `fetch({ data })` whose query could not be followed, by offset. */
  unreadQuery: number[];
}

/** Model methods whose first argument is an attribute name (`this.get('recordName')`). */
export const NAME_FIRST = new Set(['get', 'has', 'escape', 'unset', 'set', 'save', 'previous', 'hasChanged']);
/** Model methods whose first argument may be an object of attributes (`this.set({ recordName })`). */
export const OBJECT_FIRST = new Set(['set', 'save', 'clear']);
/** Collection methods taking an attribute name (`this.pluck('recordCode')`). */
export const COLLECTION_NAME = new Set(['pluck', 'sortBy', 'groupBy', 'countBy', 'indexBy']);
/** Collection methods taking an object of attribute values (`this.where({ typeId: 3 })`). */
export const COLLECTION_OBJECT = new Set(['where', 'findWhere']);
/** Collection methods calling back with each model, and where the model is among the callback's parameters. */
export const ITERATORS: Readonly<Record<string, number>> = {
  map: 0,
  each: 0,
  forEach: 0,
  filter: 0,
  select: 0,
  reject: 0,
  find: 0,
  detect: 0,
  some: 0,
  any: 0,
  every: 0,
  all: 0,
  sortBy: 0,
  groupBy: 0,
  countBy: 0,
  max: 0,
  min: 0,
  reduce: 1,
  inject: 1,
  foldl: 1,
  reduceRight: 1,
};

/** Rewrites one class body; pushes its edits to `edits`. */
export function rewriteBackboneBody(
  body: AstNode,
  parents: readonly AstNode[],
  renames: BodyRenames,
  source: string,
  edits: IdEdit[],
): BodyResult {
  const left = new Set<string>();
  const unreadQuery: number[] = [];
  const { attributes } = renames;
  const { renameString, renameKeys } = attributeRenamer(
    attributes,
    renames.removedFromRequest,
    source,
    edits,
    left,
  );
  /** `param.recordName` reads and writes of a function's parameter holding the attributes. */
  const renameReadsOf = (fn: AstNode, index: number, asModel: boolean): void => {
    if (!isFunction(fn)) return;
    const param = identifierName(fn.params[index]);
    if (!param) return;
    walk(fn.body, [], (node) => {
      if (node !== fn && isFunction(node) && node.params.some((p) => identifierName(p) === param))
        return false;
      if (
        asModel &&
        node.type === 'CallExpression' &&
        isMember(node.callee) &&
        identifierName(node.callee.object) === param
      )
        modelCall(node);
      else if (!asModel && isMember(node) && !node.computed && identifierName(node.object) === param) {
        const name = identifierName(node.property);
        const rename = name === undefined ? undefined : attributes.get(name);
        if (rename && name !== undefined) renameAttributeName(node.property, name, rename, edits, left);
      }
      return true;
    });
  };
  /** `x.get('name')`, `x.set({ … })` on a model. */
  const modelCall = (call: t.CallExpression): void => {
    if (!isMember(call.callee)) return;
    const method = identifierName(call.callee.property);
    const first = argsOf(call)[0];
    if (!method || !first) return;
    if (NAME_FIRST.has(method)) renameString(first);
    if (OBJECT_FIRST.has(method)) renameKeys(first, false);
  };

  for (const { name, value, member } of bodyMembers(body)) {
    if (name === 'idAttribute' || name === 'comparator') renameString(value);
    else if (name === 'defaults' && renames.kind === 'model') {
      renameKeys(isFunction(value) ? (returnedObject(value) ?? value) : value, true);
    } else if (name === 'validate' && renames.kind === 'model') renameReadsOf(value, 0, false);
    else if (name === 'parse' && renames.kind === 'model') renameReadsOf(value, 0, false);
    if (!isFunction(value)) continue;
    // the class's own calls on `this` (not inside a nested `function`, which has its own `this`)
    walk(value.body, [...parents, body, member, value], (node, within) => {
      if (node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') return false;
      if (
        node.type !== 'CallExpression' ||
        !isMember(node.callee) ||
        node.callee.object.type !== 'ThisExpression'
      )
        return true;
      const method = identifierName(node.callee.property);
      const args = argsOf(node);
      if (!method) return true;
      if (renames.kind === 'model') modelCall(node);
      else if (COLLECTION_NAME.has(method) && args[0] && isStringLiteral(args[0])) renameString(args[0]);
      else if (COLLECTION_OBJECT.has(method) && args[0]) renameKeys(args[0], false);
      if (renames.kind === 'collection' && method in ITERATORS && args[0])
        renameReadsOf(args[0], ITERATORS[method]!, true);
      if (renames.kind === 'collection' && method === 'fetch' && args[0]?.type === 'ObjectExpression') {
        const data = args[0].properties.find((p) => isProperty(p) && keyName(p) === 'data');
        if (data && isProperty(data) && renames.query.some((q) => q && q.size > 0)) {
          const scope = [...within, node, args[0], data];
          // a query held in a variable is followed to its declaration and the `data.name = …` set on it later
          if (!rewriteQuerySource(data.value, scope, renames.query, source, edits))
            unreadQuery.push(startOf(data.value));
        }
      }
      return true;
    });
  }
  return { left, unreadQuery };
}

/** The object literal a `defaults: function () { return { … }; }` returns. */
function returnedObject(fn: AstNode): AstNode | undefined {
  if (!isFunction(fn)) return undefined;
  if (fn.body.type === 'ObjectExpression') return fn.body;
  if (fn.body.type !== 'BlockStatement') return undefined;
  const last = fn.body.body.find((s) => s.type === 'ReturnStatement');
  return last?.type === 'ReturnStatement' && last.argument?.type === 'ObjectExpression'
    ? last.argument
    : undefined;
}
