import type * as t from '@babel/types';
import { argsOf, keyName } from './call-site.js';
import {
  identifierName,
  isFunction,
  isMember,
  isProperty,
  isStringLiteral,
  type AstNode,
} from './node-types.js';

/**
 * Where a response goes beyond the expression that reads it, in code without types: the shapes of request chains
 * (superagent's builder methods, `.then`), of functions that return it (to their callers, a `.then`, a React
 * Query hook) and of local functions it is passed to. Pure questions about the tree; the tracer
 * (`response-rewrite.ts`) decides what the value holds there.
 */

/** A function node of any kind. */
export type FunctionNode = t.Function;

/** superagent's request methods that return the request itself (a thenable of the response). */
const REQUEST_BUILDERS = new Set([
  'set',
  'accept',
  'query',
  'send',
  'type',
  'timeout',
  'retry',
  'buffer',
  'responseType',
  'withCredentials',
  'auth',
  'field',
  'attach',
  'ok',
  'redirects',
  'use',
  'unset',
  'agent',
  'ca',
  'key',
  'cert',
  'disableTLSCerts',
  'trustLocalhost',
  'sortQuery',
  'maxResponseSize',
]);
/**
 * Promise methods whose result settles to the same value (or to what a rejection handler gives; jQuery's `fail`, and
 * its `always`, whose callback's parameter is not followed: it is the data or the failed request).
 */
const PASS_THROUGH = new Set(['catch', 'finally', 'fail', 'always']);
/** React Query's hooks that take a query function (`useQuery(key, fn, options)` or `useQuery({ queryFn })`). */
const QUERY_HOOK = /^use(Suspense)?(Infinite)?Query$/;

/** A step of a promise chain at `node`: a builder or pass-through method, or `.then(callback)`. */
export type ChainStep =
  | { kind: 'same'; call: t.CallExpression }
  | { kind: 'then'; call: t.CallExpression; callback: AstNode | undefined }
  /** superagent's `.end((err, res) => …)`: the response is the callback's second parameter. */
  | { kind: 'end'; call: t.CallExpression; callback: AstNode | undefined }
  /** jQuery's `.done(cb)`: the callback takes the value, and the call settles to the same value. */
  | { kind: 'done'; call: t.CallExpression; callback: AstNode | undefined };

/**
 * What `parent` (a member on `node`) and the call around it do with a promise: `same` for superagent's builders
 * (`request.get(url).set(h).accept('json')`, only for a client's `response`) and `.catch`/`.finally`, `then` for
 * `.then(cb)`, `end` for superagent's `.end(cb)`; undefined for anything else.
 */
export function chainStep(
  node: AstNode,
  parent: AstNode,
  call: AstNode | undefined,
  holdsResponse: boolean,
): ChainStep | undefined {
  if (
    !isMember(parent) ||
    parent.object !== node ||
    call?.type !== 'CallExpression' ||
    call.callee !== parent
  )
    return undefined;
  const name = memberKey(parent);
  if (name === undefined) return undefined;
  if (name === 'then') return { kind: 'then', call, callback: argsOf(call)[0] };
  if (name === 'done') return { kind: 'done', call, callback: argsOf(call)[0] };
  if (name === 'end' && holdsResponse) return { kind: 'end', call, callback: argsOf(call)[0] };
  if (PASS_THROUGH.has(name) || (holdsResponse && REQUEST_BUILDERS.has(name))) return { kind: 'same', call };
  return undefined;
}

/** The function whose result `node` is: the argument of a `return` in it, or an arrow's expression body. */
export function returningFunction(
  node: AstNode,
  parents: readonly AstNode[],
): { fn: FunctionNode; parents: AstNode[] } | undefined {
  const parent = parents[parents.length - 1];
  if (parent?.type === 'ArrowFunctionExpression' && parent.body === node)
    return { fn: parent, parents: parents.slice(0, -1) };
  if (parent?.type !== 'ReturnStatement' || parent.argument !== node) return undefined;
  for (let i = parents.length - 2; i >= 0; i--) {
    const candidate = parents[i];
    if (candidate && isFunctionNode(candidate)) return { fn: candidate, parents: parents.slice(0, i) };
  }
  return undefined;
}

/** What the code around a function does with its result. */
export type FunctionUse =
  /** `promise.then(fn)`: the call settles to what `fn` returns. */
  | { kind: 'then'; call: t.CallExpression; parents: AstNode[] }
  /** A React Query hook's query function, with the hook's `select` when it has one. */
  | {
      kind: 'query';
      hook: t.CallExpression;
      parents: AstNode[];
      select?: { fn: FunctionNode; parents: AstNode[] };
    }
  /** A React Query hook's `select`: the hook's `data` is what it returns. */
  | { kind: 'select'; hook: t.CallExpression; parents: AstNode[] }
  /** A named function (declaration or `const f = …`): its calls are found by its name in `scope`. */
  | { kind: 'named'; name: t.Identifier; scope: AstNode; scopeParents: AstNode[]; exported: boolean }
  | { kind: 'unknown' };

/** Where the result of `fn` (whose ancestors are `parents`) goes. */
export function functionUse(fn: FunctionNode, parents: readonly AstNode[]): FunctionUse {
  const n = parents.length;
  const parent = parents[n - 1];
  if (!parent) return { kind: 'unknown' };
  if (parent.type === 'CallExpression') {
    const args = argsOf(parent);
    if (args[0] === fn && isMember(parent.callee) && memberKey(parent.callee) === 'then')
      return { kind: 'then', call: parent, parents: parents.slice(0, -1) };
    if (isQueryHook(parent) && args[1] === fn) {
      const options = args[2];
      const select = options && selectOf(options, [...parents, options]);
      return { kind: 'query', hook: parent, parents: parents.slice(0, -1), ...(select ? { select } : {}) };
    }
  }
  if (isProperty(parent) && parent.value === fn) {
    const object = parents[n - 2];
    const hook = parents[n - 3];
    const key = keyName(parent);
    if (object?.type === 'ObjectExpression' && hook?.type === 'CallExpression' && isQueryHook(hook)) {
      const args = argsOf(hook);
      const index = args.indexOf(object);
      if (key === 'queryFn' && index === 0) {
        const select = selectOf(object, parents.slice(0, -1));
        return { kind: 'query', hook, parents: parents.slice(0, -3), ...(select ? { select } : {}) };
      }
      if (key === 'select' && (index === 0 || index === 2))
        return { kind: 'select', hook, parents: parents.slice(0, -3) };
    }
    return { kind: 'unknown' };
  }
  if (fn.type === 'FunctionDeclaration' && fn.id) return named(fn.id, parents);
  if (parent.type === 'VariableDeclarator' && parent.init === fn && parent.id.type === 'Identifier') {
    const declaration = parents[n - 2];
    if (declaration?.type === 'VariableDeclaration' && declaration.kind === 'const')
      return named(parent.id, parents.slice(0, -2));
  }
  return { kind: 'unknown' };
}

/** A function declared in the blocks around `parents` under `name` (`function f`, `const f = (…) => …`). */
export function localFunction(
  name: string,
  parents: readonly AstNode[],
): { fn: FunctionNode; parents: AstNode[] } | undefined {
  for (let i = parents.length - 1; i >= 0; i--) {
    const block = parents[i];
    if (!block) continue;
    if (isFunction(block) && block.params.some((p) => identifierName(p) === name)) return undefined;
    if (block.type !== 'BlockStatement' && block.type !== 'Program') continue;
    for (const item of block.body) {
      const exported =
        (item.type === 'ExportNamedDeclaration' || item.type === 'ExportDefaultDeclaration') &&
        item.declaration;
      const statement = exported || item;
      const up = exported ? [...parents.slice(0, i + 1), item] : parents.slice(0, i + 1);
      if (statement.type === 'FunctionDeclaration' && statement.id?.name === name)
        return { fn: statement, parents: up };
      if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue;
      for (const declarator of statement.declarations) {
        const init = declarator.init;
        if (identifierName(declarator.id) === name && init && isFunctionNode(init))
          return { fn: init, parents: [...up, statement, declarator] };
      }
    }
  }
  return undefined;
}

/** The parameter of `fn` an argument at `index` fills; undefined for a rest parameter or none. */
export function parameterAt(fn: FunctionNode, index: number): AstNode | undefined {
  const param = fn.params[index];
  return param && param.type !== 'RestElement' ? param : undefined;
}

/** True for any function node, methods included. */
export function isFunctionNode(node: AstNode): node is FunctionNode {
  return isFunction(node);
}

/** A function named `name` declared by a statement whose ancestors are `parents`. */
function named(name: t.Identifier, parents: readonly AstNode[]): FunctionUse {
  // `export function f`, `export const f = …`: callers in other modules are not seen from here
  let at = parents.length - 1;
  let exported = false;
  let container = parents[at];
  if (container?.type === 'ExportNamedDeclaration' || container?.type === 'ExportDefaultDeclaration') {
    exported = true;
    container = parents[--at];
  }
  if (container?.type !== 'Program' && container?.type !== 'BlockStatement') return { kind: 'unknown' };
  return { kind: 'named', name, scope: container, scopeParents: parents.slice(0, at), exported };
}

/** The `select` function of a query's options object, with its ancestors. */
function selectOf(
  options: AstNode,
  parents: readonly AstNode[],
): { fn: FunctionNode; parents: AstNode[] } | undefined {
  if (options.type !== 'ObjectExpression') return undefined;
  for (const property of options.properties) {
    if (!isProperty(property) || keyName(property) !== 'select') continue;
    const value = property.value;
    if (isFunctionNode(value)) return { fn: value, parents: [...parents, property] };
  }
  return undefined;
}

function isQueryHook(call: t.CallExpression): boolean {
  const callee = call.callee;
  const name = isMember(callee) ? memberKey(callee) : identifierName(callee);
  return name !== undefined && QUERY_HOOK.test(name);
}

function memberKey(member: t.MemberExpression | t.OptionalMemberExpression): string | undefined {
  const property = member.property;
  if (!member.computed) return identifierName(property);
  return isStringLiteral(property) ? property.value : undefined;
}
