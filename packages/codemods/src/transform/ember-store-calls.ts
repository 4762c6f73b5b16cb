import { walk } from './ast-walk.js';
import { argsOf } from './call-site.js';
import { identifierName, isMember, isStringLiteral, type AstNode } from './node-types.js';
import { startOf } from './parser.js';

/**
 * ember-data's requests name a model, not a path: `this.store.query('item', { searchText })`,
 * `store.queryRecord('type', q)`, `store.findAll('record')`, `store.findRecord('item', id)`,
 * `store.createRecord('record', …)`. The model's adapter decides the path (`ember-data.ts`); the query object is
 * sent as the URL's query.
 */

/** What a store call asks for: its model, the ember-data operation, and the query it sends. */
export interface StoreCall {
  model: string;
  operation: string;
  call: AstNode;
  /** The query argument of `query` / `queryRecord`. */
  query?: AstNode;
  at: number;
}

const OPERATIONS = new Set(['query', 'queryRecord', 'findAll', 'findRecord', 'createRecord']);

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
    out.push({ model: model.value, operation, call: node, ...(query ? { query } : {}), at: startOf(node) });
    return true;
  });
  return out;
}

/** `this.store`, `store`, `this.args.store`, `owner.lookup('service:store')` is not followed. */
function isStore(node: AstNode): boolean {
  const name = isMember(node) && !node.computed ? identifierName(node.property) : identifierName(node);
  return name === 'store';
}
