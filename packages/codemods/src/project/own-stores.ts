import type * as t from '@babel/types';
import { argsOf } from '../transform/call-site.js';
import { identifierName, type AstNode } from '../transform/node-types.js';
import { eachNode, unwrap, type FileFacts } from './file-facts.js';
import { isLinkedFunction, type LinkedFunction, type Linker } from './linker.js';

/** Globals whose functions compute, keep or print, and send nothing (`JSON.stringify`, `Date.now`, `localStorage`). */
const PURE_GLOBALS = new Set([
  'JSON',
  'Math',
  'Object',
  'Array',
  'String',
  'Number',
  'Boolean',
  'Date',
  'Symbol',
  'Reflect',
  'structuredClone',
  'encodeURIComponent',
  'decodeURIComponent',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  'console',
  'localStorage',
  'sessionStorage',
]);
/** Classes whose instances hold values in memory. */
const IN_MEMORY = new Set(['Map', 'WeakMap', 'Set', 'WeakSet', 'Date', 'Error']);
/** Methods of a Map or Set. */
const COLLECTION_METHODS = new Set([
  'get',
  'set',
  'has',
  'delete',
  'clear',
  'add',
  'keys',
  'values',
  'entries',
  'forEach',
]);
/** Methods of arrays and strings, none an HTTP verb, read on any value (`Object.entries(q).map(…)`, `key.trim()`). */
const VALUE_METHODS = new Set([
  'map',
  'filter',
  'join',
  'slice',
  'some',
  'every',
  'find',
  'findIndex',
  'includes',
  'indexOf',
  'sort',
  'reduce',
  'concat',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'trim',
  'toLowerCase',
  'toUpperCase',
  'startsWith',
  'endsWith',
  'split',
  'replace',
  'padStart',
  'toString',
  'toFixed',
]);

/**
 * Finds the project's own stores: a verb-named method (`cache.get(path, params)`) of a class or object of the project
 * that neither sends a request nor hands a URL back, so a path given to it is a key, not this API's request.
 */
export class OwnStores {
  private readonly verdicts = new Map<AstNode, boolean>();

  constructor(private readonly linker: Linker) {}

  /**
   * True when `callee` is a method of a Map or Set, or a function of the project whose body sends nothing and whose
   * result holds no path.
   */
  isStoreMethod(facts: FileFacts, callee: AstNode, parents: readonly AstNode[]): boolean {
    // `visited.delete('/records')` on a Map itself
    if (callee.type === 'MemberExpression' && this.isInMemory(facts, callee.object, parents)) return true;
    const value = this.linker.valueOf(facts, callee, parents);
    const fn = value && unwrap(value.node);
    if (!value || !fn || !isLinkedFunction(fn)) return false;
    const path = fn.params[0];
    if (path?.type !== 'Identifier' && path?.type !== 'AssignmentPattern') return false;
    const name = path.type === 'Identifier' ? path.name : identifierName(path.left);
    if (name === undefined || returnsPath(fn, name)) return false;
    return this.keepsToItself(value.facts, fn, value.parents ?? []);
  }

  /** Every call in the function is one that sends nothing: a pure global's, a Map's, or such a function's. */
  private keepsToItself(facts: FileFacts, fn: LinkedFunction, around: readonly AstNode[]): boolean {
    const known = this.verdicts.get(fn);
    if (known !== undefined) return known;
    this.verdicts.set(fn, false); // recursion guard: a function calling itself is not proved to send nothing
    let quiet = true;
    eachNode(fn.body, (node, inner) => {
      if (!quiet || (node.type !== 'CallExpression' && node.type !== 'NewExpression')) return;
      quiet = this.isQuietCall(facts, node, [...around, fn, ...inner]);
    });
    this.verdicts.set(fn, quiet);
    return quiet;
  }

  private isQuietCall(
    facts: FileFacts,
    call: t.CallExpression | t.NewExpression,
    parents: readonly AstNode[],
  ): boolean {
    const callee = call.callee;
    if (call.type === 'NewExpression') return callee.type === 'Identifier' && IN_MEMORY.has(callee.name);
    if (
      callee.type === 'Identifier' &&
      PURE_GLOBALS.has(callee.name) &&
      !this.isBound(facts, callee, parents)
    )
      return true;
    if (callee.type === 'MemberExpression') {
      const root = rootIdentifier(callee.object);
      if (root && PURE_GLOBALS.has(root.name) && !this.isBound(facts, root, parents)) return true;
      const method = identifierName(callee.property);
      if (method && VALUE_METHODS.has(method) && !callee.computed) return true;
      if (method && COLLECTION_METHODS.has(method) && this.isInMemory(facts, callee.object, parents))
        return true;
    }
    // a function of the project that keeps to itself (`this.key(path, params)`)
    const value = this.linker.valueOf(facts, callee, parents);
    const fn = value && unwrap(value.node);
    if (value && fn && isLinkedFunction(fn)) return this.keepsToItself(value.facts, fn, value.parents ?? []);
    // a call given nothing (`this.now()`) cannot send what the store was given
    return argsOf(call).length === 0;
  }

  private isInMemory(facts: FileFacts, object: AstNode, parents: readonly AstNode[]): boolean {
    const value = this.linker.valueOf(facts, object, parents);
    const node = value && unwrap(value.node);
    return (
      node?.type === 'NewExpression' && node.callee.type === 'Identifier' && IN_MEMORY.has(node.callee.name)
    );
  }

  private isBound(facts: FileFacts, id: t.Identifier, parents: readonly AstNode[]): boolean {
    return this.linker.valueOf(facts, id, parents) !== undefined;
  }
}

/** The identifier a member chain starts from (`Object` of `Object.entries(q).map`). */
function rootIdentifier(node: AstNode): t.Identifier | undefined {
  let current: AstNode = node;
  for (;;) {
    if (current.type === 'Identifier') return current;
    if (current.type === 'MemberExpression') current = current.object;
    else if (current.type === 'CallExpression') current = current.callee;
    else return undefined;
  }
}

/** True when a returned expression holds the parameter `name` other than as a call's argument (`return base + path`). */
function returnsPath(fn: LinkedFunction, name: string): boolean {
  const returned: AstNode[] = [];
  if (fn.body.type !== 'BlockStatement') returned.push(fn.body);
  else
    eachNode(fn.body, (node) => {
      if (node.type === 'ReturnStatement' && node.argument) returned.push(node.argument);
    });
  return returned.some((expression) => {
    let found = false;
    eachNode(expression, (node, inner) => {
      if (found || node.type !== 'Identifier' || node.name !== name) return;
      const chain = [...inner, node];
      found = !chain.some((p, i) => {
        const next = chain[i + 1];
        return next !== undefined && argsOf(p).includes(next);
      });
    });
    if (expression.type === 'Identifier' && expression.name === name) found = true;
    return found;
  });
}
