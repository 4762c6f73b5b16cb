import { identifierName, isStringLiteral, type AstNode } from '../transform/node-types.js';
import type { FileFacts } from './file-facts.js';
import type { Linker } from './linker.js';
import { isServerApp } from './server-apps.js';

/** Methods of a Hono app that take a path of its own: its tests' in-process request, and mounting a sub-app. */
const OWN_PATH_METHODS = new Set(['request', 'route', 'basePath', 'mount']);

/**
 * The path given to Hono's in-process request on the project's own app (`app.request('/records?page=1', init, env)`
 * in its tests, `app` a `new Hono()`), or to its mounting of a sub-app (`app.route('/records', records)`): the app's
 * own route, as supertest's `request(app).get(…)` and Fastify's `app.inject(…)` ask it, never a request to this API.
 */
export function ownAppRequestUrl(
  linker: Linker,
  facts: FileFacts,
  callee: AstNode,
  args: readonly AstNode[],
  parents: readonly AstNode[],
): { node: AstNode; between: AstNode[] } | undefined {
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  if (!OWN_PATH_METHODS.has(identifierName(callee.property) ?? '')) return undefined;
  const [first] = args;
  if (!first || !(isStringLiteral(first) || first.type === 'TemplateLiteral')) return undefined;
  return isServerApp(linker, facts, callee.object, parents) ? { node: first, between: [] } : undefined;
}
