import type { AstNode } from '../transform/node-types.js';
import { textOfMember, unwrap } from './file-facts.js';
import type { Linker } from './linker.js';
import type { FileFacts } from './file-facts.js';
import { isTypedServerParameter } from './server-types.js';
import { isTestAgentOverApp, TEST_AGENTS } from './test-agents.js';

/** Calls and constructors that make a web server or its router: their `get('/records', …)` serves a route. */
const SERVER_FACTORIES = new Set([
  'express',
  'express.Router',
  'Router',
  'fastify',
  'Fastify',
  'Koa',
  'KoaRouter',
  'Hono',
  'polka',
  'restify.createServer',
]);

/**
 * Whether the object a method is called on (`app` of `app.get('/records/:id', getRecord)`) is a server or router
 * the project makes itself (`express()`, `express.Router()`, `fastify()`, `new Router()` of koa-router, `new
 * Hono()`): its `get`/`post`/… register the app's own routes, whatever handler they are given, not requests; so
 * does supertest's `request(app)` over such an app, which asks the app's own routes in its tests, and a parameter
 * typed with a framework's app or router type (`app: FastifyInstance` of a Fastify plugin); supertest's agent is
 * followed through a test's own helpers (`test-agents.ts`).
 */
export function isServerApp(
  linker: Linker,
  facts: FileFacts,
  object: AstNode,
  parents: readonly AstNode[],
): boolean {
  const direct = unwrap(object);
  // supertest: `request(app).get('/records/1')` asks the app's own server, not this API
  const isApp = (node: AstNode, at: readonly AstNode[]): boolean => isServerApp(linker, facts, node, at);
  if (direct?.type === 'CallExpression' && TEST_AGENTS.has(textOfMember(direct.callee) ?? '')) {
    const app = direct.arguments[0];
    if (app !== undefined) return app.type !== 'SpreadElement' && isTestAgentOverApp(direct, parents, isApp);
  }
  // `app.get('/records', …)` in a plugin `recordRoutes(app: FastifyInstance)`: the app is made elsewhere
  if (isTypedServerParameter(facts, object, parents)) return true;
  const value = linker.valueOf(facts, object, parents);
  const made = value && unwrap(value.node);
  if (made?.type !== 'CallExpression' && made?.type !== 'NewExpression')
    return isTestAgentOverApp(object, parents, isApp);
  const name = textOfMember(made.callee);
  return (name !== undefined && SERVER_FACTORIES.has(name)) || isTestAgentOverApp(object, parents, isApp);
}
