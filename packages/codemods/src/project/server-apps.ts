import type { AstNode } from '../transform/node-types.js';
import { textOfMember, unwrap } from './file-facts.js';
import type { Linker } from './linker.js';
import type { FileFacts } from './file-facts.js';
import { isTypedServerParameter } from './server-types.js';

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
 * typed with a framework's app or router type (`app: FastifyInstance` of a Fastify plugin).
 */
export function isServerApp(
  linker: Linker,
  facts: FileFacts,
  object: AstNode,
  parents: readonly AstNode[],
): boolean {
  const direct = unwrap(object);
  // supertest: `request(app).get('/records/1')` asks the app's own server, not this API
  if (direct?.type === 'CallExpression' && TEST_AGENTS.has(textOfMember(direct.callee) ?? '')) {
    const app = direct.arguments[0];
    return app !== undefined && app.type !== 'SpreadElement' && isServerApp(linker, facts, app, parents);
  }
  // `app.get('/records', …)` in a plugin `recordRoutes(app: FastifyInstance)`: the app is made elsewhere
  if (isTypedServerParameter(facts, object, parents)) return true;
  const value = linker.valueOf(facts, object, parents);
  const made = value && unwrap(value.node);
  if (made?.type !== 'CallExpression' && made?.type !== 'NewExpression') return false;
  const name = textOfMember(made.callee);
  return name !== undefined && SERVER_FACTORIES.has(name);
}

/** supertest's entry points, given the app under test. */
const TEST_AGENTS = new Set(['request', 'supertest', 'agent', 'supertest.agent']);
