import { identifierName, type AstNode } from './node-types.js';

/**
 * undici's `Dispatcher.request({ path, method, headers, body })` (a `Pool`, `Client` or `Agent`, any name): the
 * options object, first argument of a `.request(…)` call on a member, names the request's path under `path` rather
 * than `url`. True when `config` is that object, given to such a call.
 */
export function isDispatcherOptions(config: AstNode | undefined, call: AstNode | undefined): boolean {
  if (config?.type !== 'ObjectExpression' || call?.type !== 'CallExpression') return false;
  if (call.arguments[0] !== config || call.callee.type !== 'MemberExpression') return false;
  return identifierName(call.callee.property) === 'request';
}
