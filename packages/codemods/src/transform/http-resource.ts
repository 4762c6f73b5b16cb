import type * as t from '@babel/types';
import { argsOf, fromOptions, type CallSite } from './call-site.js';
import { isFunction, isProperty, stringValue, type AstNode } from './node-types.js';
import { programOf } from './rxjs-ajax.js';

/** The module Angular's `httpResource` comes from. */
const ANGULAR_HTTP = '@angular/common/http';

/** Angular's `httpResource<T>(…)` call a URL is requested by, with what that request carries. */
export interface HttpResourceRequest {
  /** The `httpResource(…)` call (its type argument is the response's type). */
  call: t.CallExpression;
  /** Its ancestors, nearest last. */
  parents: AstNode[];
  /** Its method (GET unless the request object names one), body and query. */
  site: CallSite;
}

/**
 * `httpResource<RecordPage>(() => `${API}/records?page=${page()}`)` and `httpResource(() => ({ url, params, method,
 * body }))` (also a request object returned from a block, `return { url, params }`), of `httpResource` imported from
 * `@angular/common/http`: the function given first describes the request the resource makes, each time its signals
 * change. `url` is the URL expression, `parents` its ancestors (nearest last); undefined for anything else.
 */
export function httpResourceRequest(
  url: AstNode,
  parents: readonly AstNode[],
): HttpResourceRequest | undefined {
  let child = url;
  let options: AstNode | undefined;
  let i = parents.length - 1;
  const parent = parents[i];
  if (parent && keyOf(parent) === 'url' && isProperty(parent) && parent.value === url) {
    options = parents[i - 1];
    if (options?.type !== 'ObjectExpression') return undefined;
    child = options;
    i -= 2;
  }
  // the request function: its expression body, or a `return` of its block
  let fn: AstNode | undefined;
  for (; i >= 0; i--) {
    const node = parents[i];
    if (!node) return undefined;
    if (node.type === 'ParenthesizedExpression' || node.type === 'TSAsExpression') {
      child = node;
      continue;
    }
    if (node.type === 'ReturnStatement' && node.argument === child) {
      fn = [...parents.slice(0, i)].reverse().find((p) => isFunction(p));
      if (fn) i = parents.indexOf(fn);
      break;
    }
    if (node.type === 'ArrowFunctionExpression' && node.body === child) fn = node;
    break;
  }
  const call = fn ? parents[i - 1] : undefined;
  if (!fn || call?.type !== 'CallExpression' || argsOf(call)[0] !== fn) return undefined;
  if (call.callee.type !== 'Identifier' || !importedFromAngular(call.callee.name, programOf(parents)))
    return undefined;
  const site = options ? fromOptions(options, 'GET') : { method: 'GET' };
  return { call, parents: parents.slice(0, i - 1), site };
}

function keyOf(property: AstNode): string | undefined {
  if (!isProperty(property) || property.computed) return undefined;
  return property.key.type === 'Identifier' ? property.key.name : stringValue(property.key);
}

/** Whether the module imports `local` as Angular's `httpResource`. */
function importedFromAngular(local: string, program: AstNode | undefined): boolean {
  if (program?.type !== 'Program') return false;
  return program.body.some(
    (statement) =>
      statement.type === 'ImportDeclaration' &&
      statement.source.value === ANGULAR_HTTP &&
      statement.specifiers.some(
        (s) =>
          s.type === 'ImportSpecifier' &&
          s.local.name === local &&
          (s.imported.type === 'Identifier' ? s.imported.name : s.imported.value) === 'httpResource',
      ),
  );
}
