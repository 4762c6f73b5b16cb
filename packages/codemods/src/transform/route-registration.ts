import { argsOf } from './call-site.js';
import type { AstNode } from './node-types.js';

/**
 * Whether `call` registers a server route at the path `url` (`router.get('/records', (req, res) => …)`, Express,
 * Koa, Fastify): the path is its first argument and a later one is a handler taking the request and the reply.
 * The app's own routes are not requests to this API, even when they repeat its paths. A callback whose first
 * parameter is an error (`request('/records', (err, res) => …)`) is a request's, and one of a single parameter
 * (`$.get('/records', (data) => …)`) a response's: both are left to be read as requests.
 */
export function isRouteRegistration(call: AstNode, url: AstNode): boolean {
  if (call.type !== 'CallExpression') return false;
  const [first, ...rest] = argsOf(call);
  if (first !== url) return false;
  // Effect's `HttpRouter.get('/records', handler)`: a route of the app's own server, whatever its handler
  const callee = call.callee;
  if (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    ROUTER_MODULES.has(callee.object.name)
  )
    return true;
  return rest.some(
    (arg) =>
      (arg.type === 'ArrowFunctionExpression' || arg.type === 'FunctionExpression') &&
      arg.params.length >= 2 &&
      !/^(e|err|error)$/i.test(paramName(arg.params[0])),
  );
}

/** Routers whose verbs register a route by path whatever the handler (`@effect/platform`'s `HttpRouter`). */
const ROUTER_MODULES = new Set(['HttpRouter']);

function paramName(param: AstNode | undefined): string {
  return param?.type === 'Identifier' ? param.name : '';
}
