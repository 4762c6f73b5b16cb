import { argsOf, keyName } from './call-site.js';
import { walk } from './ast-walk.js';
import { identifierName, isMember, isProperty, stringValue, type AstNode } from './node-types.js';

/**
 * Where a component reads a namespaced Vuex module's state and getters, in code without types: the names it maps
 * (`...mapState('records', ['records'])`, `...mapGetters('records', { active: 'activeRecords' })`) read as
 * `this.<name>`, and the store read directly (`this.$store.state.records.records`,
 * `this.$store.getters['records/activeRecords']`). Pure questions about the tree; the response tracer follows the
 * values from there (`vuex-components.ts` says which fields and getters hold this API's rows).
 */

/** What one namespaced module's state fields and getters hold, by name. */
export interface ModuleValues<T> {
  namespace: string;
  state: ReadonlyMap<string, T>;
  getters: ReadonlyMap<string, T>;
}

/** One read of a store value in a component: the expression, its ancestors, and what it holds. */
export interface StoreRead<T> {
  node: AstNode;
  parents: AstNode[];
  value: T;
}

type Kind = 'state' | 'getters';
const HELPERS: Record<string, Kind> = { mapState: 'state', mapGetters: 'getters' };

/**
 * Every read in the component file `root` of a value `modules` name: `this.<local>` of a mapped name (when the
 * local name is mapped once and from one place), and direct `this.$store` reads.
 */
export function componentStoreReads<T>(root: AstNode, modules: readonly ModuleValues<T>[]): StoreRead<T>[] {
  const mapped = mappedNames(root, modules);
  const reads: StoreRead<T>[] = [];
  walk(root, [], (node, parents) => {
    if (!isMember(node)) return true;
    if (node.object.type === 'ThisExpression' && !node.computed) {
      const value = mapped.get(identifierName(node.property) ?? '');
      if (value !== undefined) reads.push({ node, parents: [...parents], value });
      return true;
    }
    const direct = directRead(node, modules);
    if (direct !== undefined) {
      reads.push({ node: direct.node, parents: [...parents, ...direct.within], value: direct.value });
      return false;
    }
    return true;
  });
  return reads;
}

/** Local name → value, for the names `mapState` / `mapGetters` of a known namespace give the component. */
export function mappedNames<T>(root: AstNode, modules: readonly ModuleValues<T>[]): Map<string, T> {
  const found = new Map<string, T>();
  const seen = new Map<string, number>();
  walk(root, [], (node) => {
    if (node.type !== 'CallExpression') return true;
    const kind = HELPERS[identifierName(node.callee) ?? ''];
    const [ns, names] = argsOf(node);
    const namespace = stringValue(ns);
    if (!kind || namespace === undefined || !names) return true;
    const module = modules.find((m) => m.namespace === namespace);
    for (const [local, remote] of mapEntries(names)) {
      seen.set(local, (seen.get(local) ?? 0) + 1);
      const value = module?.[kind].get(remote);
      if (value !== undefined) found.set(local, value);
    }
    return true;
  });
  // a name mapped twice (two modules, state and a getter) is not known to be this one
  for (const [local, count] of seen) if (count > 1) found.delete(local);
  for (const name of declaredElsewhere(root)) found.delete(name);
  return found;
}

/** `['a', 'b']` → a→a, b→b; `{ local: 'remote' }` → local→remote (functions mapping state are not followed). */
function mapEntries(names: AstNode): [string, string][] {
  if (names.type === 'ArrayExpression') {
    return names.elements.flatMap((e) => {
      const name = stringValue(e);
      return name === undefined ? [] : [[name, name] satisfies [string, string]];
    });
  }
  if (names.type !== 'ObjectExpression') return [];
  return names.properties.flatMap((p) => {
    const local = isProperty(p) ? keyName(p) : undefined;
    const remote = isProperty(p) ? stringValue(p.value) : undefined;
    return local === undefined || remote === undefined ? [] : [[local, remote] satisfies [string, string]];
  });
}

/** Names the component declares itself (`props`, `data()`'s keys, `methods`): a mapped name there is not sure. */
function declaredElsewhere(root: AstNode): Set<string> {
  const names = new Set<string>();
  walk(root, [], (node) => {
    if (!isProperty(node) && node.type !== 'ObjectMethod') return true;
    const key = keyName(node);
    const value = node.type === 'ObjectMethod' ? node : node.value;
    if (key === 'props' || key === 'methods') collectKeys(value, names);
    if (key === 'data') {
      walk(value, [], (inner) => {
        if (inner.type === 'ReturnStatement' && inner.argument) collectKeys(inner.argument, names);
        return inner.type !== 'ReturnStatement';
      });
    }
    return true;
  });
  return names;
}

function collectKeys(node: AstNode, into: Set<string>): void {
  if (node.type === 'ArrayExpression') {
    for (const e of node.elements) {
      const name = stringValue(e);
      if (name !== undefined) into.add(name);
    }
  }
  if (node.type !== 'ObjectExpression') return;
  for (const p of node.properties) {
    const key = p.type === 'ObjectMethod' || isProperty(p) ? keyName(p) : undefined;
    if (key !== undefined) into.add(key);
  }
}

/**
 * `this.$store.state.NS.F` (`node` the outer member) or `this.$store.getters['NS/G']`: the read and the nodes
 * between the walk's current node and it (none: `node` is the read).
 */
function directRead<T>(
  node: AstNode,
  modules: readonly ModuleValues<T>[],
): { node: AstNode; within: AstNode[]; value: T } | undefined {
  if (!isMember(node)) return undefined;
  const inner = node.object;
  if (!isMember(inner)) return undefined;
  const store = inner.object;
  // `this.$store.getters['NS/G']`
  if (isStoreOfThis(store) && !inner.computed && identifierName(inner.property) === 'getters') {
    const path = node.computed ? stringValue(node.property) : undefined;
    const slash = path?.lastIndexOf('/') ?? -1;
    if (!path || slash < 0) return undefined;
    const module = modules.find((m) => m.namespace === path.slice(0, slash));
    const value = module?.getters.get(path.slice(slash + 1));
    return value === undefined ? undefined : { node, within: [], value };
  }
  // `this.$store.state.NS.F`
  if (node.computed || inner.computed || !isMember(store) || store.computed) return undefined;
  if (!isStoreOfThis(store.object) || identifierName(store.property) !== 'state') return undefined;
  const module = modules.find((m) => m.namespace === identifierName(inner.property));
  const value = module?.state.get(identifierName(node.property) ?? '');
  return value === undefined ? undefined : { node, within: [], value };
}

/** `this.$store`. */
function isStoreOfThis(node: AstNode): boolean {
  return (
    isMember(node) &&
    !node.computed &&
    node.object.type === 'ThisExpression' &&
    identifierName(node.property) === '$store'
  );
}
