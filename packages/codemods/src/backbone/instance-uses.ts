import { walk } from '../transform/ast-walk.js';
import { argsOf, keyName } from '../transform/call-site.js';
import { COLLECTION_NAME, COLLECTION_OBJECT, NAME_FIRST, OBJECT_FIRST } from '../transform/backbone-body.js';
import { attributeRenamer, renameAttributeName } from '../transform/backbone-renamer.js';
import { identifierName, isMember, isProperty, type AstNode } from '../transform/node-types.js';
import type { IdEdit } from '../transform/object-rewrite.js';
import { rewriteQuerySource } from '../transform/query-source.js';
import type { ApiClass } from './held.js';
import type { BackboneValues } from './values.js';

/** Collection methods taking models as their attributes (an object, or a list of them). */
const ADDING = new Set(['add', 'reset', 'push', 'unshift']);

/**
 * The renames in one module where it uses instances of this API's Backbone classes (`values.ts`): a model's
 * `get/set/has/escape/unset/save('…' | { … })`, a collection's `where/findWhere({ … })`, `pluck/sortBy/groupBy('…')`,
 * `create/add/reset({ … } | [{ … }])`, `comparator = '…'`, the query of its `fetch({ data })`, `new Record({ … })` and `new Records([{ … }])`, and the reads
 * of a model's `toJSON()` / `attributes`. A name that became a list or was removed is not written (the class's
 * TODO names it); it is returned in `left`.
 */
export function instanceUseEdits(
  file: string,
  root: AstNode,
  source: string,
  values: BackboneValues,
): { edits: IdEdit[]; left: Set<string> } {
  const edits: IdEdit[] = [];
  const left = new Set<string>();
  const renamer = (cls: ApiClass) =>
    attributeRenamer(cls.attributes, cls.removedFromRequest, source, edits, left);
  walk(root, [], (node, parents) => {
    const place = { file, parents: [...parents, node] };
    if (node.type === 'NewExpression') {
      const found = values.classOf(node.callee, place);
      const cls = found && values.apiClass(found.file, found.cls);
      const first = argsOf(node)[0];
      if (cls && first && cls.kind === 'model') renamer(cls).renameKeys(first, true);
      if (cls && first?.type === 'ArrayExpression' && cls.kind === 'collection')
        for (const element of first.elements) if (element) renamer(cls).renameKeys(element, true);
      return true;
    }
    // `records.comparator = 'recordName'`
    if (node.type === 'AssignmentExpression' && isMember(node.left) && !node.left.computed) {
      const held =
        identifierName(node.left.property) === 'comparator'
          ? values.held(node.left.object, place)
          : undefined;
      if (held?.kind === 'collection') renamer(held.cls).renameString(node.right);
      return true;
    }
    if (isMember(node) && !node.computed && node.object.type !== 'ThisExpression') {
      const parent = parents[parents.length - 1];
      if (parent?.type === 'CallExpression' && parent.callee === node) return true; // a method: below
      const object = values.held(node.object, place);
      const name = identifierName(node.property);
      const rename =
        object?.kind === 'attrs' && name !== undefined ? object.cls.attributes.get(name) : undefined;
      if (rename && name !== undefined) renameAttributeName(node.property, name, rename, edits, left);
      return true;
    }
    if (node.type !== 'CallExpression' || !isMember(node.callee) || node.callee.computed) return true;
    if (node.callee.object.type === 'ThisExpression') return true; // the class's own body: `backbone-body.ts`
    const method = identifierName(node.callee.property);
    const held =
      method === undefined
        ? undefined
        : values.held(node.callee.object, { ...place, parents: [...place.parents, node.callee] });
    const [first] = argsOf(node);
    if (!held || !method || !first) return true;
    if (held.kind === 'model') {
      if (NAME_FIRST.has(method)) renamer(held.cls).renameString(first);
      if (OBJECT_FIRST.has(method)) renamer(held.cls).renameKeys(first, false);
    }
    if (held.kind === 'collection') {
      if (COLLECTION_NAME.has(method)) renamer(held.cls).renameString(first);
      if (COLLECTION_OBJECT.has(method)) renamer(held.cls).renameKeys(first, false);
      if (method === 'create') renamer(held.cls).renameKeys(first, true);
      // models given as attributes: `add({ … })`, `reset([{ … }, …])`
      if (ADDING.has(method))
        for (const attrs of first.type === 'ArrayExpression' ? first.elements : [first])
          if (attrs) renamer(held.cls).renameKeys(attrs, false);
      if (method === 'fetch' && first.type === 'ObjectExpression') {
        const data = first.properties.find((p) => isProperty(p) && keyName(p) === 'data');
        if (data && isProperty(data) && held.cls.query.some((q) => q && q.size > 0))
          rewriteQuerySource(data.value, [...place.parents, first, data], held.cls.query, source, edits);
      }
    }
    return true;
  });
  return { edits, left };
}
