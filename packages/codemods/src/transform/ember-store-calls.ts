import { walk } from './ast-walk.js';
import { argsOf, keyName } from './call-site.js';
import { identifierName, isMember, isProperty, isStringLiteral, type AstNode } from './node-types.js';
import { startOf } from './parser.js';

/**
 * ember-data's requests name a model, not a path: `this.store.query('item', { searchText })`,
 * `store.queryRecord('type', q)`, `store.findAll('record')`, `store.findRecord('item', id)`,
 * `store.createRecord('record', …)`. The model's adapter decides the path (`ember-data.ts`); the query object is
 * sent as the URL's query. A test's `store.pushPayload('item', { item: {…} })` hands the serializer wire data.
 */

/** What a store call asks for: its model, the ember-data operation, and the query it sends. */
export interface StoreCall {
  model: string;
  operation: string;
  call: AstNode;
  /** The query argument of `query` / `queryRecord`. */
  query?: AstNode;
  /** The wire payload of `pushPayload('model', payload)`: records keyed by the model's name. */
  payload?: AstNode;
  at: number;
}

const OPERATIONS = new Set(['query', 'queryRecord', 'findAll', 'findRecord', 'createRecord', 'pushPayload']);

/** The store calls of a file: a call `<…>store.<operation>('<model>', …)`. */
export function storeCalls(root: AstNode): StoreCall[] {
  const out: StoreCall[] = [];
  walk(root, [], (node) => {
    if (node.type !== 'CallExpression' || !isMember(node.callee) || node.callee.computed) return true;
    const operation = identifierName(node.callee.property);
    if (!operation || !OPERATIONS.has(operation) || !isStore(node.callee.object)) return true;
    const [model, second] = argsOf(node);
    if (!model || !isStringLiteral(model)) return true;
    const query = operation === 'query' || operation === 'queryRecord' ? second : undefined;
    const payload = operation === 'pushPayload' ? second : undefined;
    out.push({
      model: model.value,
      operation,
      call: node,
      ...(query ? { query } : {}),
      ...(payload ? { payload } : {}),
      at: startOf(node),
    });
    return true;
  });
  return out;
}

/** `this.store`, `store`, `this.args.store`, `owner.lookup('service:store')` is not followed. */
function isStore(node: AstNode): boolean {
  const name = isMember(node) && !node.computed ? identifierName(node.property) : identifierName(node);
  return name === 'store';
}

/** The records of a `pushPayload` payload: the object or objects under the model's name (`item`, `items`). */
export function payloadRecords(payload: AstNode, keys: ReadonlySet<string>): AstNode[] {
  if (payload.type !== 'ObjectExpression') return [];
  const out: AstNode[] = [];
  for (const p of payload.properties) {
    if (!isProperty(p) || !keys.has(keyName(p) ?? '')) continue;
    const value = p.value;
    if (value.type === 'ObjectExpression') out.push(value);
    if (value.type === 'ArrayExpression')
      for (const e of value.elements) if (e?.type === 'ObjectExpression') out.push(e);
  }
  return out;
}
