import { argsOf, keyName } from '../transform/call-site.js';
import { paramNames } from '../transform/bindings.js';
import { calleeName, isIdentifier, isProperty, type AstNode } from '../transform/node-types.js';
import { eachNode, importedFrom, unwrap, type FileFacts } from './file-facts.js';
import { isLinkedFunction, propertyName, type Linker, type Value } from './linker.js';

const MODULE = 'redux-observable';

/**
 * How a redux-observable app hands its epics their dependencies: the functions given to `combineEpics(…)` (or to the
 * middleware's `run(…)`) are epics, and the `dependencies` of the one `createEpicMiddleware({ dependencies })` is the
 * object each epic receives as its third parameter (`(action$, state$, { getJSON }) => …`).
 */
export interface EpicWiring {
  epics: ReadonlySet<AstNode>;
  /** The dependencies object; undefined when no middleware, or several, give one. */
  dependencies: Value | undefined;
}

/** Reads the project's epics and the dependencies object its epic middleware injects. */
export function epicWiring(linker: Linker, files: Iterable<FileFacts>): EpicWiring {
  const epics = new Set<AstNode>();
  const given: Value[] = [];
  for (const facts of files) {
    // only a module importing redux-observable can combine epics or make the middleware
    if (!facts.ast.program.body.some((s) => s.type === 'ImportDeclaration' && s.source.value === MODULE))
      continue;
    const imported = (local: string): string | undefined => {
      const ref = facts.imports.get(local);
      return ref && ref.file === undefined && importedFrom(facts, local) === MODULE ? ref.name : undefined;
    };
    eachNode(facts.ast, (node, parents) => {
      if (node.type !== 'CallExpression') return;
      const callee = node.callee;
      const name = isIdentifier(callee) ? imported(callee.name) : undefined;
      const args = argsOf(node);
      const epicArgs =
        name === 'combineEpics'
          ? args
          : isMiddlewareRun(linker, facts, callee, parents, imported)
            ? args
            : [];
      for (const arg of epicArgs) {
        const value = linker.valueOf(facts, arg, parents);
        const fn = value && unwrap(value.node);
        if (fn && isLinkedFunction(fn)) epics.add(fn);
      }
      if (name !== 'createEpicMiddleware') return;
      const options = unwrap(args[0]);
      if (options?.type !== 'ObjectExpression') return;
      for (const property of options.properties) {
        if (!isProperty(property) || keyName(property) !== 'dependencies') continue;
        const at = [...parents, node, options, property];
        given.push(linker.valueOf(facts, property.value, at) ?? { facts, node: property.value, parents: at });
      }
    });
  }
  return { epics, dependencies: given.length === 1 ? given[0] : undefined };
}

/** `epicMiddleware.run(rootEpic)`, on the value of a `createEpicMiddleware(…)` call. */
function isMiddlewareRun(
  linker: Linker,
  facts: FileFacts,
  callee: AstNode,
  parents: readonly AstNode[],
  imported: (local: string) => string | undefined,
): boolean {
  if (callee.type !== 'MemberExpression' || calleeName(callee) !== 'run') return false;
  const made = linker.valueOf(facts, callee.object, parents);
  const call = made && unwrap(made.node);
  return (
    call?.type === 'CallExpression' &&
    isIdentifier(call.callee) &&
    made?.facts === facts &&
    imported(call.callee.name) === 'createEpicMiddleware'
  );
}

/**
 * The function whose third parameter binds `name` (nearest first), with the key it destructures (`{ getJSON }`,
 * `{ getJSON: get }`) or no key when the parameter is the whole object (`deps`); undefined for any other binding.
 */
export function thirdParameterOf(
  name: string,
  parents: readonly AstNode[],
): { fn: AstNode; key: string | undefined } | undefined {
  for (let i = parents.length - 1; i >= 0; i--) {
    const fn = parents[i];
    if (!fn || !isLinkedFunction(fn)) continue;
    const index = fn.params.findIndex((p) => paramNames(p).includes(name));
    if (index < 0) continue;
    const param = fn.params[index];
    const plain = param?.type === 'AssignmentPattern' ? param.left : param;
    if (index !== 2 || !plain) return undefined;
    if (isIdentifier(plain)) return { fn, key: undefined };
    if (plain.type !== 'ObjectPattern') return undefined;
    for (const property of plain.properties) {
      if (property.type !== 'ObjectProperty') continue;
      const value = property.value.type === 'AssignmentPattern' ? property.value.left : property.value;
      if (isIdentifier(value) && value.name === name) {
        const key = propertyName(property);
        return key === undefined ? undefined : { fn, key };
      }
    }
    return undefined;
  }
  return undefined;
}

/** What an epic's third parameter (or the member of it named `key`) holds: the injected dependency. */
export function injectedDependency(
  linker: Linker,
  wiring: EpicWiring,
  fn: AstNode,
  key: string | undefined,
  depth: number,
): Value | undefined {
  const dependencies = wiring.dependencies;
  if (!dependencies || !wiring.epics.has(fn)) return undefined;
  if (key === undefined) return dependencies;
  const target = unwrap(dependencies.node);
  if (target?.type !== 'ObjectExpression') return undefined;
  const around = [...(dependencies.parents ?? []), target];
  for (const property of target.properties) {
    if (property.type === 'ObjectMethod' && propertyName(property) === key)
      return { facts: dependencies.facts, node: property, parents: around };
    if (!isProperty(property) || property.computed || propertyName(property) !== key) continue;
    const at = [...around, property];
    return (
      linker.valueOf(dependencies.facts, property.value, at, depth + 1) ?? {
        facts: dependencies.facts,
        node: property.value,
        parents: at,
      }
    );
  }
  return undefined;
}
