import type { FileContext } from '../project/file-context.js';
import { emptyContext } from '../project/file-context.js';
import { isScriptSource } from '../project/script-scope.js';
import { walk } from '../transform/ast-walk.js';
import { keyName } from '../transform/call-site.js';
import { jqueryCall } from '../transform/jquery-call.js';
import { identifierName, isFunction, isProperty, type AstNode } from '../transform/node-types.js';
import { parse, parserFor, startOf } from '../transform/parser.js';
import { returningFunction, type FunctionNode } from '../transform/response-flow.js';
import { readersAffected } from '../transform/response-rewrite.js';
import type { ScriptMethodResponse } from '../transform/script-object-calls.js';
import type { ApiSite } from '../transform/transform.js';

type Methods = Map<string, Map<string, ScriptMethodResponse>>;

/**
 * The methods of the global objects the project's script files declare that make a request of this API and give
 * its response to their callers, by returning it or by handing it to a callback they were given: the revealing
 * module (`var Api = (function () { function search(q) { return $.ajax(…) } return { search: search } })()`), an
 * object literal (`var Api = { search: function (q) { return $.ajax(…) } }`) and `window.Api = …`. A method two
 * requests return, and an object two scripts declare, are left out (which one answers is not known).
 */
export function scriptObjectResponses(
  sitesByFile: ReadonlyMap<string, readonly ApiSite[]>,
  sources: ReadonlyMap<string, string>,
): Methods {
  const found: Methods = new Map();
  const declaredBy = new Map<string, string>();
  const dropped = new Set<string>();
  for (const [file, sites] of sitesByFile) {
    const parser = parserFor(file);
    const source = sources.get(file);
    const wanted = new Map(sites.filter((s) => readersAffected(s.response)).map((s) => [s.callStart, s]));
    if (!parser || source === undefined || wanted.size === 0 || !isScriptSource(file, source)) continue;
    walk(parse(source, parser), [], (node, parents) => {
      const site = node.type === 'CallExpression' ? wanted.get(startOf(node)) : undefined;
      if (!site) return true;
      const request = jqueryCall(node);
      const returned = returningFunction(node, parents);
      const handed = returned ? undefined : handedCallback(node, parents, request?.callbacks ?? []);
      const holder = returned ?? handed;
      const owner = holder && objectMethodOf(holder.fn, holder.parents);
      if (!owner) return true;
      if ((declaredBy.get(owner.object) ?? file) !== file) dropped.add(owner.object);
      declaredBy.set(owner.object, file);
      const methods = found.get(owner.object) ?? new Map<string, ScriptMethodResponse>();
      found.set(owner.object, methods);
      for (const name of owner.methods) {
        const key = `${owner.object}.${name}`;
        if (methods.has(name)) dropped.add(key);
        methods.set(name, {
          plans: site.response,
          returns: returned !== undefined,
          returnsBody: request?.returnsBody === true,
          ...(handed ? { callback: handed.index } : {}),
        });
      }
      return true;
    });
  }
  for (const key of dropped) {
    const [object, method] = key.split('.') as [string, string | undefined];
    if (method === undefined) found.delete(object);
    else found.get(object)?.delete(method);
  }
  return found;
}

/**
 * The script jobs that call a method of one of `objects` (`Api.search(…)`), each with its context naming them, to
 * be transformed again with the reads of those responses.
 */
export function scriptObjectCallersOf<J extends { file: string; source: string; context?: FileContext }>(
  jobs: readonly J[],
  objects: Methods,
): J[] {
  if (objects.size === 0) return [];
  const names = [...objects.keys()];
  return jobs
    .filter((job) => isScriptSource(job.file, job.source) && names.some((n) => job.source.includes(`${n}.`)))
    .map((job) => ({ ...job, context: { ...(job.context ?? emptyContext()), scriptObjects: objects } }));
}

/** The function `call` is directly in, when it hands one of its own parameters to `call` as the success callback. */
function handedCallback(
  call: AstNode,
  parents: readonly AstNode[],
  callbacks: readonly { node: AstNode }[],
): { fn: FunctionNode; parents: AstNode[]; index: number } | undefined {
  let i = parents.length - 1;
  while (i >= 0 && !isFunction(parents[i] as AstNode)) i--;
  const fn = parents[i];
  if (!fn || !isFunction(fn) || callbacks.length !== 1) return undefined;
  const name = identifierName(callbacks[0]?.node);
  const index = fn.params.findIndex((p) => identifierName(p) === name);
  return name !== undefined && index >= 0 ? { fn, parents: parents.slice(0, i), index } : undefined;
}

/** The global object and method names a function is reached by (`Api.search`), if any. */
function objectMethodOf(
  fn: FunctionNode,
  parents: readonly AstNode[],
): { object: string; methods: string[] } | undefined {
  const parent = parents[parents.length - 1];
  // `search() {…}` or `search: function () {…}` in the object literal
  if (fn.type === 'ObjectMethod' && !fn.computed) {
    const method = keyName(fn);
    const object = method === undefined ? undefined : globalOf(parent, parents.slice(0, -1));
    return object && method ? { object, methods: [method] } : undefined;
  }
  if (parent && isProperty(parent) && parent.value === fn) {
    const method = keyName(parent);
    const object =
      method === undefined ? undefined : globalOf(parents[parents.length - 2], parents.slice(0, -2));
    return object && method ? { object, methods: [method] } : undefined;
  }
  // `function search() {…}` or `var search = function () {…}` in a function returning `{ search: search }`
  const named = namedInBlock(fn, parents);
  if (!named) return undefined;
  const returns = named.block.body.filter((s) => s.type === 'ReturnStatement');
  const returned = returns.length === 1 ? returns[0] : undefined;
  const object = returned?.type === 'ReturnStatement' ? unparen(returned.argument) : undefined;
  if (!returned || object?.type !== 'ObjectExpression') return undefined;
  const methods = object.properties
    .filter((p) => isProperty(p) && identifierName(p.value) === named.name)
    .map((p) => (isProperty(p) ? keyName(p) : undefined))
    .filter((k): k is string => k !== undefined);
  const global = globalOf(object, [...named.parents, named.block, returned]);
  return global && methods.length > 0 ? { object: global, methods } : undefined;
}

/** The name and block of a function declared by a statement of a block (`function f`, `var f = function`). */
function namedInBlock(
  fn: FunctionNode,
  parents: readonly AstNode[],
): { name: string; block: AstNode & { type: 'BlockStatement' }; parents: AstNode[] } | undefined {
  const n = parents.length;
  if (fn.type === 'FunctionDeclaration' && fn.id) {
    const block = parents[n - 1];
    return block?.type === 'BlockStatement'
      ? { name: fn.id.name, block, parents: parents.slice(0, -1) }
      : undefined;
  }
  const declarator = parents[n - 1];
  const block = parents[n - 3];
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== fn || block?.type !== 'BlockStatement')
    return undefined;
  const name = identifierName(declarator.id);
  return name === undefined ? undefined : { name, block, parents: parents.slice(0, -3) };
}

/**
 * The global name an object literal is stored under at the top level of a script: `var Api = {…}`, `Api = {…}`,
 * `window.Api = {…}`, or the same with an immediately called function returning it from its body.
 */
function globalOf(object: AstNode | undefined, parents: readonly AstNode[]): string | undefined {
  if (object?.type !== 'ObjectExpression') return undefined;
  let node: AstNode = object;
  let up = [...parents];
  // `(function () { …; return { … }; })()`: the call's value is the object
  if (up[up.length - 1]?.type === 'ReturnStatement') {
    const body = up[up.length - 2];
    const fn = up[up.length - 3];
    if (!fn || !isFunction(fn) || fn.body !== body) return undefined;
    up = up.slice(0, -3);
    while (up[up.length - 1]?.type === 'ParenthesizedExpression') up.pop();
    const call = up[up.length - 1];
    if (call?.type !== 'CallExpression' || unparen(call.callee) !== fn) return undefined;
    node = call;
    up = up.slice(0, -1);
  }
  while (up[up.length - 1]?.type === 'ParenthesizedExpression') node = up.pop() as AstNode;
  const n = up.length;
  const parent = up[n - 1];
  if (parent?.type === 'VariableDeclarator' && parent.init === node && up[n - 3]?.type === 'Program')
    return identifierName(parent.id);
  if (
    parent?.type === 'AssignmentExpression' &&
    parent.operator === '=' &&
    parent.right === node &&
    up[n - 2]?.type === 'ExpressionStatement' &&
    up[n - 3]?.type === 'Program'
  ) {
    const left = parent.left;
    if (left.type === 'Identifier') return left.name;
    if (left.type === 'MemberExpression' && !left.computed && identifierName(left.object) === 'window')
      return identifierName(left.property);
  }
  return undefined;
}

function unparen(node: AstNode | null | undefined): AstNode | undefined {
  let at = node ?? undefined;
  while (at?.type === 'ParenthesizedExpression') at = at.expression;
  return at;
}
