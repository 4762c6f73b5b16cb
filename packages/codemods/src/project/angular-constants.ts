import { argsOf } from '../transform/call-site.js';
import { calleeName, identifierName, isFunction, isMember, stringValue } from '../transform/node-types.js';
import type { AstNode } from '../transform/node-types.js';
import { eachNode, type FileFacts } from './file-facts.js';
import type { Value } from './linker.js';

/**
 * AngularJS 1.x constants: `angular.module('app').constant('API_BASE', '/api/v4')` (or `.value(…)`) is what a
 * function injected with a parameter of that name receives (`function ($http, API_BASE) { … }`), though no
 * import or binding shows it. The base of `$http.get(API_BASE + '/records')` is followed to that value here.
 */

/** The module methods that register a value under a name. */
const REGISTRARS = new Set(['constant', 'value']);
const cache = new WeakMap<ReadonlyMap<string, FileFacts>, Map<string, Value>>();

/** The values registered by `.constant(name, value)`/`.value(name, value)` on an `angular.module(…)` chain. */
export function angularConstants(files: ReadonlyMap<string, FileFacts>): Map<string, Value> {
  let found = cache.get(files);
  if (found) return found;
  found = new Map();
  const twice = new Set<string>();
  for (const facts of files.values()) {
    if (!/\bangular\s*\.\s*module\b/.test(facts.source)) continue;
    const into = found;
    eachNode(facts.ast, (node, parents) => {
      if (node.type !== 'CallExpression' || !isMember(node.callee)) return;
      const registrar = calleeName(node.callee);
      if (registrar === undefined || !REGISTRARS.has(registrar) || !onAngularModule(node.callee.object))
        return;
      const [name, value] = argsOf(node);
      const key = stringValue(name);
      if (key === undefined || !value) return;
      if (into.has(key)) twice.add(key);
      into.set(key, { facts, node: value, parents: [...parents, node] });
    });
  }
  // the same name registered twice (another module's constant): neither is followed
  for (const key of twice) found.delete(key);
  cache.set(files, found);
  return found;
}

/** The constant `node` receives when it is a parameter of a function around it named as a registered constant. */
export function injectedConstant(
  files: ReadonlyMap<string, FileFacts>,
  node: AstNode,
  parents: readonly AstNode[],
): Value | undefined {
  const name = identifierName(node);
  if (name === undefined) return undefined;
  const injected = parents.some((p) => isFunction(p) && p.params.some((q) => identifierName(q) === name));
  return injected ? angularConstants(files).get(name) : undefined;
}

/** True when `node` is `angular.module(…)` or a call chained on it (`angular.module('app').service(…)`). */
function onAngularModule(node: AstNode): boolean {
  let current: AstNode = node;
  for (let i = 0; i < 50; i++) {
    if (current.type !== 'CallExpression' || !isMember(current.callee)) return false;
    const callee = current.callee;
    if (calleeName(callee) === 'module' && identifierName(callee.object) === 'angular') return true;
    current = callee.object;
  }
  return false;
}
