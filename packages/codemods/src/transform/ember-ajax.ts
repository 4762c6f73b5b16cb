import { isMember, isProperty, isStringLiteral, type AstNode } from './node-types.js';
import { keyName } from './call-site.js';
import type { CallSite } from './call-site.js';

/**
 * ember-data's `adapter.ajax(url, 'POST', { data })` (and `this.ajax(…)` inside an adapter): the method is the
 * second argument, written as a string; the options' `data` is the body, or for a GET the query. jQuery's
 * `$.ajax(url, settings)`, whose second argument is an object, is not this.
 */

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']);
const NO_BODY = new Set(['GET', 'DELETE', 'HEAD']);

/** The request an adapter's `ajax(url, type, options)` call sends, else undefined. */
export function emberAjaxSite(
  callee: AstNode,
  name: string | undefined,
  args: readonly AstNode[],
): CallSite | undefined {
  if (name !== 'ajax' || !isMember(callee)) return undefined;
  const type = args[1];
  if (!type || !isStringLiteral(type)) return undefined;
  const method = type.value.toUpperCase();
  if (!METHODS.has(method)) return undefined;
  const options = args[2];
  if (!options) return { method };
  if (options.type !== 'ObjectExpression') return { method };
  const data = options.properties.find((p) => isProperty(p) && keyName(p) === 'data');
  if (!data || !isProperty(data)) return { method };
  const value = data.value as AstNode;
  return NO_BODY.has(method) ? { method, query: value } : { method, body: value };
}
