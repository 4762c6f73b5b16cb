import type * as t from '@babel/types';
import { localDeclarator } from './bindings.js';
import { argsOf } from './call-site.js';
import { walk } from './ast-walk.js';
import { helperQueryObject } from './helper-query.js';
import { jqueryParamArgument } from './jquery-call.js';
import { quoteLike } from './literals.js';
import { renameQueryName, rewriteQueryObject, type IdEdit } from './object-rewrite.js';
import { startOf, endOf } from './parser.js';
import { identifierName, isStringLiteral, type AstNode } from './node-types.js';

type Renames = readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];

/** Methods that take a parameter name first, on `URLSearchParams`, `url.searchParams` and Angular `HttpParams`. */
const NAMED = new Set(['set', 'append', 'delete', 'get', 'getAll', 'has']);
const CONSTRUCTORS = new Set(['URLSearchParams', 'HttpParams']);

/**
 * Renames the query parameter names of a query however it is built: an object literal, `new URLSearchParams({…})`
 * or `new HttpParams({ fromObject })`, `.set('name', …)` / `.append` chains, and a variable holding any of these
 * with the `.set`/`.append` calls made on it later in its scope. False when the query cannot be followed
 * (a parameter, a call), so the caller can say so.
 */
export function rewriteQuerySource(
  node: AstNode,
  parents: readonly AstNode[],
  renames: Renames,
  source: string,
  edits: IdEdit[],
  depth = 0,
): boolean {
  if (depth > 8) return false;
  let n = node;
  while (
    n.type === 'TSAsExpression' ||
    n.type === 'TSSatisfiesExpression' ||
    n.type === 'TSNonNullExpression' ||
    n.type === 'ParenthesizedExpression'
  )
    n = n.expression;
  if (n.type === 'ObjectExpression') return rewriteQueryObject(n, renames, source, edits);
  if (n.type === 'ConditionalExpression') {
    // `recordId ? { searchText, recordId } : { searchText }`: a query picked from two, each followed
    const consequent = rewriteQuerySource(n.consequent, parents, renames, source, edits, depth + 1);
    const alternate = rewriteQuerySource(n.alternate, parents, renames, source, edits, depth + 1);
    return consequent && alternate;
  }
  if (n.type === 'NewExpression' && n.callee.type === 'Identifier') {
    const constructor = n.callee.name;
    if (!CONSTRUCTORS.has(constructor)) return false;
    const arg = argsOf(n)[0];
    if (!arg) return true;
    if (arg.type === 'ObjectExpression' && constructor === 'HttpParams') {
      for (const p of arg.properties) {
        // the first member keyed `fromObject` (a spread has no key)
        if (p.type === 'SpreadElement' || identifierName(p.key) !== 'fromObject') continue;
        return p.type === 'ObjectMethod'
          ? true
          : rewriteQuerySource(p.value, parents, renames, source, edits, depth + 1);
      }
      return true;
    }
    return rewriteQuerySource(arg, parents, renames, source, edits, depth + 1);
  }
  const helped = helperQueryObject(n);
  if (helped) {
    // `toQuery({ … })`: the keys are renamed where they are written; what the helper does with them is not seen
    rewriteQueryObject(helped, renames, source, edits);
    return false;
  }
  const serialised = jqueryParamArgument(n); // `'?' + $.param(query)`: the object's keys are the names
  if (serialised) return rewriteQuerySource(serialised, parents, renames, source, edits, depth + 1);
  if (n.type === 'CallExpression' && n.callee.type === 'MemberExpression') {
    const callee = n.callee;
    const method = identifierName(callee.property);
    if (method === 'toString')
      return rewriteQuerySource(callee.object, parents, renames, source, edits, depth + 1);
    if (method === undefined || !NAMED.has(method)) return false;
    renameNameArgument(n, renames, source, edits);
    return rewriteQuerySource(callee.object, parents, renames, source, edits, depth + 1);
  }
  if (n.type === 'Identifier') {
    const found = localDeclarator(n.name, parents);
    if (!found || found === 'parameter') return false;
    const followed = rewriteQuerySource(found.init, found.parents, renames, source, edits, depth + 1);
    // an object literal that spreads something unseen is still renamed where it can be, and so are the calls on it
    if (!followed && found.init.type !== 'ObjectExpression') return false;
    renameCallsOn(n.name, found.block, renames, source, edits);
    return followed;
  }
  return false;
}

/** `url.searchParams.set('name', …)` and the like on a `URL` held in `name`, in the scope that declares it. */
export function renameSearchParamsCalls(
  name: string,
  scope: AstNode,
  renames: Renames,
  source: string,
  edits: IdEdit[],
): void {
  renameCallsOn(`${name}.searchParams`, scope, renames, source, edits);
}

/** Renames the first argument of `target.set('name', …)` calls (and `target = target.set(…)` chains) in scope. */
function renameCallsOn(
  target: string,
  scope: AstNode,
  renames: Renames,
  source: string,
  edits: IdEdit[],
): void {
  walk(scope, [], (node) => {
    if (node.type === 'AssignmentExpression') renameAssigned(node.left, target, renames, source, edits);
    if (node.type !== 'CallExpression') return true;
    let callee = node.callee;
    // `params.set(a, 1).set(b, 2)`: every call in the chain, each with the member it calls
    const chain: { call: t.CallExpression; member: AstNode }[] = [];
    let call = node;
    while (callee.type === 'MemberExpression' && callee.object.type === 'CallExpression') {
      chain.push({ call, member: callee });
      call = callee.object;
      callee = call.callee;
    }
    chain.push({ call, member: callee });
    if (callee.type !== 'MemberExpression' || textOf(callee.object, source) !== target) return true;
    for (const { call, member } of chain) {
      const name = member.type === 'MemberExpression' ? identifierName(member.property) : undefined;
      if (name !== undefined && NAMED.has(name)) renameNameArgument(call, renames, source, edits);
    }
    return false;
  });
}

/** `query.searchText = …` or `query['searchText'] = …` on a query built up in a variable. */
function renameAssigned(
  left: AstNode,
  target: string,
  renames: Renames,
  source: string,
  edits: IdEdit[],
): void {
  if (left.type !== 'MemberExpression' || textOf(left.object, source) !== target) return;
  const property = left.property;
  const computed = left.computed;
  const name = computed ? (isStringLiteral(property) ? property.value : undefined) : identifierName(property);
  if (name === undefined) return;
  const renamed = renameQueryName(name, renames);
  if (renamed.id === undefined || renamed.name === name) return;
  const text = computed
    ? quoteLike(source, property, renamed.name)
    : /^[A-Za-z_$][\w$]*$/.test(renamed.name)
      ? renamed.name
      : undefined;
  if (text === undefined) return;
  edits.push({
    start: startOf(property),
    end: endOf(property),
    text,
    changeId: renamed.id,
    at: startOf(property),
  });
}

/** Renames the parameter name a `set`/`get`/`has`… call takes first, when it is a renamed query name. */
export function renameNameArgument(call: AstNode, renames: Renames, source: string, edits: IdEdit[]): void {
  const first = argsOf(call)[0];
  if (!first || !isStringLiteral(first)) return;
  const { name, id } = renameQueryName(first.value, renames);
  if (id === undefined || name === first.value) return;
  if (edits.some((e) => e.start === first.start)) return;
  edits.push({
    start: startOf(first),
    end: endOf(first),
    text: quoteLike(source, first, name),
    changeId: id,
    at: startOf(first),
  });
}

function textOf(node: AstNode, source: string): string {
  return source.slice(startOf(node), endOf(node)).replace(/\s+/g, '');
}
