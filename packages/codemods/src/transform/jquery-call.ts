import { argsOf, keyName, unwrapStringify, type CallSite, type SuccessCallback } from './call-site.js';
import { calleeName, isFunction, isIdentifier, isMember, isProperty, type AstNode } from './node-types.js';

/**
 * jQuery's requests: `$.ajax({ url, type, data, success })`, `$.ajax(url, { … })` and the shorthands
 * `$.get / $.getJSON / $.post(url, data?, success?)`. What `data` is follows from the method, as jQuery sends it:
 * appended to the URL as the query for GET, the body otherwise (`JSON.stringify(x)` read as `x`). Every one of them
 * resolves (`.done`, `.then`, `success`) to the parsed body, not to a response object.
 */

/** The shorthands of `$` / `jQuery` and the method each sends. */
const SHORTHANDS: Readonly<Record<string, string>> = { get: 'GET', getJSON: 'GET', post: 'POST' };

/** The request a URL is given to when it is a jQuery call's (its first argument or its options' `url`). */
export function jquerySite(url: AstNode, parents: readonly AstNode[]): CallSite | undefined {
  const parent = parents[parents.length - 1];
  if (parent?.type === 'CallExpression' && argsOf(parent)[0] === url) {
    const name = jqueryFunction(parent.callee);
    if (name === 'ajax') {
      const options = argsOf(parent)[1];
      return options ? ajaxOptions(options, [options]) : { method: 'GET', returnsBody: true };
    }
    const method = name === undefined ? undefined : SHORTHANDS[name];
    if (!method) return undefined;
    return shorthand(method, argsOf(parent).slice(1));
  }
  const config = parents[parents.length - 2];
  const call = parents[parents.length - 3];
  if (
    parent &&
    isProperty(parent) &&
    keyName(parent) === 'url' &&
    parent.value === url &&
    config?.type === 'ObjectExpression' &&
    call?.type === 'CallExpression' &&
    argsOf(call)[0] === config &&
    jqueryFunction(call.callee) === 'ajax'
  ) {
    return ajaxOptions(config, [config]);
  }
  return undefined;
}

/** The request of a jQuery call itself (`$.ajax({ url, … })`, `$.getJSON(url, data, cb)`); undefined for any other call. */
export function jqueryCall(call: AstNode): CallSite | undefined {
  if (call.type !== 'CallExpression') return undefined;
  const first = argsOf(call)[0];
  if (!first) return undefined;
  if (first.type === 'ObjectExpression')
    return jqueryFunction(call.callee) === 'ajax' ? ajaxOptions(first, [first]) : undefined;
  return jquerySite(first, [call]);
}

/**
 * The callback of `$.each(list, function (i, item) { … })` when `list` is `node`: jQuery calls it with each index and
 * element (the element second, unlike `Array#forEach`); undefined for any other call.
 */
export function jqueryEachCallback(node: AstNode, call: AstNode): AstNode | undefined {
  if (call.type !== 'CallExpression' || jqueryFunction(call.callee) !== 'each') return undefined;
  const [list, callback] = argsOf(call);
  return list === node && callback && isFunction(callback) ? callback : undefined;
}

/**
 * `$.when(a, b).done(function (ra, rb) { … })` (or `.then`) when `node` is one of `$.when`'s arguments: the callback,
 * the parameter taking `node`'s value and whether that parameter is `[data, status, xhr]` (with two or more
 * arguments) rather than the data itself (with one).
 */
export function jqueryWhenCallback(
  node: AstNode,
  call: AstNode,
  parents: readonly AstNode[],
): { callback: AstNode; param: AstNode; within: AstNode[]; tuple: boolean } | undefined {
  if (call.type !== 'CallExpression' || jqueryFunction(call.callee) !== 'when') return undefined;
  const args = argsOf(call);
  const index = args.indexOf(node);
  const member = parents[parents.length - 1];
  const chained = parents[parents.length - 2];
  if (index < 0 || !isMember(member) || member.object !== call || chained?.type !== 'CallExpression')
    return undefined;
  const method = calleeName(member);
  const callback = argsOf(chained)[0];
  if (
    (method !== 'done' && method !== 'then') ||
    chained.callee !== member ||
    !callback ||
    !isFunction(callback)
  )
    return undefined;
  const param = callback.params[index];
  if (!param) return undefined;
  return { callback, param, within: [...parents.slice(0, -1)], tuple: args.length > 1 };
}

/** `ajax`, `get`, … of `$.name` / `jQuery.name`; undefined for any other callee. */
function jqueryFunction(callee: AstNode): string | undefined {
  if (!isMember(callee) || !isIdentifier(callee.object)) return undefined;
  if (callee.object.name !== '$' && callee.object.name !== 'jQuery') return undefined;
  return calleeName(callee);
}

/**
 * `$.get(url, data?, success?, dataType?)`. A lone name after the URL may be the data or the callback (jQuery tells
 * them apart at run time): it is taken as both, so the query or body gets its TODO and the callback is followed only
 * when it is a local function.
 */
function shorthand(method: string, rest: readonly AstNode[]): CallSite {
  const first = rest[0];
  const data = first && !isFunction(first) && !isStringArgument(first) ? first : undefined;
  const next = !data ? first : rest.length > 1 ? rest[1] : isIdentifier(data) ? data : undefined;
  const success = next && isCallback(next) ? next : undefined;
  return {
    method,
    returnsBody: true,
    ...dataAs(method, data),
    ...(success ? { callbacks: [{ node: success, within: [] }] } : {}),
  };
}

/** `$.ajax` options: `type` / `method` (GET when absent), `data`, `success`. Unknown when the method is not a literal. */
function ajaxOptions(options: AstNode, within: AstNode[]): CallSite {
  if (options.type !== 'ObjectExpression') return { method: undefined };
  let method: string | undefined = 'GET';
  let data: AstNode | undefined;
  const callbacks: SuccessCallback[] = [];
  for (const property of options.properties) {
    if (!isProperty(property)) {
      // a spread (`{ ...defaults, url }`) may set the method or the data: not read
      if (property.type === 'SpreadElement') return { method: undefined };
      continue;
    }
    const key = keyName(property);
    const value = property.value;
    if (key === 'type' || key === 'method') {
      method = value.type === 'StringLiteral' ? value.value.toUpperCase() : literalUpper(value);
    } else if (key === 'data') data = value;
    else if (key === 'success' && isCallback(value))
      callbacks.push({ node: value, within: [...within, property] });
  }
  if (method === undefined) return { method };
  return {
    method,
    returnsBody: true,
    ...dataAs(method, data),
    ...(callbacks.length > 0 ? { callbacks } : {}),
  };
}

/** jQuery sends `data` as the query of a GET and as the body of anything else. */
function dataAs(method: string, data: AstNode | undefined): Pick<CallSite, 'query' | 'body'> {
  if (!data) return {};
  return method === 'GET' ? { query: data } : { body: unwrapStringify(data) };
}

function literalUpper(node: AstNode): string | undefined {
  return node.type === 'Literal' && typeof node.value === 'string' ? node.value.toUpperCase() : undefined;
}

function isCallback(node: AstNode): boolean {
  return isFunction(node) || isIdentifier(node);
}

/** A string argument in data's place is the dataType (`$.get(url, 'json')`) or a serialised query. */
function isStringArgument(node: AstNode): boolean {
  return node.type === 'StringLiteral' || (node.type === 'Literal' && typeof node.value === 'string');
}

/** The object `$.param(query)` / `jQuery.param(query)` serialises as a query string, as it is; else undefined. */
export function jqueryParamArgument(node: AstNode): AstNode | undefined {
  if (node.type !== 'CallExpression' || jqueryFunction(node.callee) !== 'param') return undefined;
  return argsOf(node)[0];
}
