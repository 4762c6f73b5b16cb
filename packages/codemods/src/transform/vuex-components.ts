import type { PlanNode } from '@compliance-migrate/rename-map';
import { walk } from './ast-walk.js';
import { keyName } from './call-site.js';
import { localDeclarator } from './bindings.js';
import { calleeName, identifierName, isProperty, type AstNode } from './node-types.js';
import type { IdEdit } from './object-rewrite.js';
import { traceResponse, traceStoreReads } from './response-rewrite.js';
import { componentStoreReads } from './vuex-component-reads.js';
import type { FileContext } from '../project/file-context.js';

type Plans = readonly (PlanNode | undefined)[];

/** What a namespaced Vuex module's state fields and getters hold of this API's responses, by name. */
export interface StoredValues {
  state: Map<string, Plans>;
  getters: Map<string, Plans>;
}

/**
 * The state fields and getters of the namespaced Vuex module in `ast` that hold the response of an imported
 * function it calls (`commit('SET_RECORDS', (await fetchRecords()).data.data)` → `state.records`), as the trace of
 * those calls finds them; undefined for a file that is not a namespaced module or keeps none.
 */
export function storedModuleValues(
  ast: AstNode,
  source: string,
  context: FileContext,
): StoredValues | undefined {
  const returned = context.returnedResponses;
  if (!returned || returned.size === 0 || !isNamespacedModule(ast)) return undefined;
  const found: StoredValues = { state: new Map(), getters: new Map() };
  const twice = new Set<string>();
  walk(ast, [], (node, parents) => {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') return true;
    const plans = returned.get(node.callee.name);
    if (!plans || localDeclarator(node.callee.name, parents) !== undefined) return true;
    for (const value of traceResponse(node, parents, plans, source).stored ?? []) {
      const key = `${value.kind}:${value.name}`;
      // a field holding the answers of two different calls: which rows it holds is not known
      if (found[value.kind].has(value.name) && found[value.kind].get(value.name) !== plans) twice.add(key);
      found[value.kind].set(value.name, value.plans);
    }
    return true;
  });
  for (const key of twice) {
    const [kind, name] = key.split(':');
    if (kind === 'state' || kind === 'getters') found[kind].delete(name ?? '');
  }
  return found.state.size + found.getters.size > 0 ? found : undefined;
}

/**
 * The modules a store file registers (`new Vuex.Store({ modules: { records, rows: list } })`, `createStore`): local
 * name of the module's value → its namespace (the key).
 */
export function registeredModules(ast: AstNode): Map<string, string> {
  const found = new Map<string, string>();
  walk(ast, [], (node) => {
    if (node.type !== 'NewExpression' && node.type !== 'CallExpression') return true;
    const name = calleeName(node.callee);
    if (name !== 'Store' && name !== 'createStore') return true;
    const [options] = node.arguments;
    if (options?.type !== 'ObjectExpression') return true;
    for (const part of options.properties) {
      if (!isProperty(part) || keyName(part) !== 'modules' || part.value.type !== 'ObjectExpression')
        continue;
      for (const entry of part.value.properties) {
        const key = isProperty(entry) ? keyName(entry) : undefined;
        const local = isProperty(entry) ? identifierName(entry.value) : undefined;
        if (key !== undefined && local !== undefined) found.set(local, key);
      }
    }
    return true;
  });
  return found;
}

/** The renames of a component's reads of the store values its context names (`context.storeModules`). */
export function storeComponentEdits(ast: AstNode, source: string, context: FileContext): IdEdit[] {
  const modules = context.storeModules;
  if (!modules || modules.length === 0) return [];
  return traceStoreReads(componentStoreReads(ast, modules), source);
}

/** True when the file's default export is a module object with `namespaced: true`. */
function isNamespacedModule(ast: AstNode): boolean {
  let namespaced = false;
  walk(ast, [], (node) => {
    if (node.type !== 'ExportDefaultDeclaration') return !namespaced;
    const value = node.declaration;
    namespaced =
      value.type === 'ObjectExpression' &&
      value.properties.some((p) => isProperty(p) && keyName(p) === 'namespaced' && isTrue(p.value));
    return false;
  });
  return namespaced;
}

function isTrue(node: AstNode): boolean {
  return (node.type === 'BooleanLiteral' || node.type === 'Literal') && node.value === true;
}
