import type { PlanNode } from '@compliance-migrate/rename-map';
import { walk } from './ast-walk.js';
import { localDeclarator } from './bindings.js';
import { argsOf } from './call-site.js';
import {
  isFunction,
  isIdentifier,
  isMember,
  stringValue,
  identifierName,
  type AstNode,
} from './node-types.js';
import type { IdEdit } from './object-rewrite.js';
import { traceResponse } from './response-rewrite.js';
import type { FileContext } from '../project/file-context.js';

/**
 * What a method of a global object the project's script files declare (`var Api = (function () { … return {
 * searchRecords: searchRecords } })()`) gives its callers when it makes a request of this API
 * (`run/script-object-responses.ts` finds them).
 */
export interface ScriptMethodResponse {
  plans: readonly (PlanNode | undefined)[];
  /** The method returns the request (`return $.ajax(…)`): its callers' `.done`, `.then`, … read the response. */
  returns: boolean;
  /** The request resolves to the parsed body (jQuery's), not to a client's response object. */
  returnsBody: boolean;
  /** The argument the method hands to the request as its success callback (`listTypes(id, cb)` → `$.getJSON(url, q, cb)`). */
  callback?: number;
}

/** Global object name → method name → what it gives its callers. */
export type ScriptObjectMethods = ReadonlyMap<string, ReadonlyMap<string, ScriptMethodResponse>>;

/**
 * The reads of what `Api.method(…)` (or `window.Api.method(…)`) gives in a script file, when `Api` is one of the
 * scripts' global objects whose method makes a request of this API: its `.done`/`.then`/`.always` callbacks and the
 * success callback the method hands on, renamed as the trace of the request would rename them where it is made.
 * The request keeps its TODO in the wrapper: what other code does with it is not all seen from there.
 */
export function scriptObjectEdits(ast: AstNode, source: string, context: FileContext): IdEdit[] {
  const objects = context.scriptObjects;
  if (!objects || objects.size === 0) return [];
  const edits: IdEdit[] = [];
  walk(ast, [], (node, parents) => {
    if (node.type !== 'CallExpression') return true;
    const target = globalMethodOf(node.callee, parents);
    const method = target && objects.get(target.object)?.get(target.method);
    if (!method) return true;
    const arg = method.callback === undefined ? undefined : argsOf(node)[method.callback];
    const callbacks = arg && (isFunction(arg) || isIdentifier(arg)) ? [{ node: arg, within: [] }] : [];
    // a method that only hands the response to its callback: what the call itself gives is not the response
    if (
      !method.returns &&
      (callbacks.length === 0 || parents[parents.length - 1]?.type !== 'ExpressionStatement')
    )
      return true;
    edits.push(...traceResponse(node, parents, method.plans, source, method.returnsBody, callbacks).edits);
    return true;
  });
  return edits;
}

/** `Api.search` or `window.Api.search` (a name no enclosing scope declares): the object's and method's names. */
export function globalMethodOf(
  callee: AstNode,
  parents: readonly AstNode[],
): { object: string; method: string } | undefined {
  if (!isMember(callee)) return undefined;
  const method = callee.computed ? stringValue(callee.property) : identifierName(callee.property);
  const object = callee.object;
  let name: string | undefined;
  if (isMember(object) && !object.computed && identifierName(object.object) === 'window')
    name = identifierName(object.property);
  else if (isIdentifier(object) && localDeclarator(object.name, parents) === undefined) name = object.name;
  return name !== undefined && method !== undefined ? { object: name, method } : undefined;
}
