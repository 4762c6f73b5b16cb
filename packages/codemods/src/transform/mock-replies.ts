import { walk } from './ast-walk.js';
import { argsOf, METHOD_NAMES } from './call-site.js';
import { identifierName, isFunction, type AstNode } from './node-types.js';
import { pretenderRoute } from './pretender-mocks.js';

/** A mock of this API that a call defines in the client's tests: the method it answers and what it answers with. */
export interface MockDefinition {
  method: string;
  /** The bodies it answers with (`HttpResponse.json(body)`, nock's `.reply(200, body)`). */
  replies: AstNode[];
  /** True when its handler reads the request's body (`await request.json()`, `req.body`, a nock body predicate). */
  readsBody: boolean;
  /** nock's function matching the request's body (`.post('/records', (body) => body.recordName === 'Fire')`). */
  bodyPredicate?: AstNode;
  /** Replies that name a fixture file rather than hold the body (Cypress's `{ fixture: 'records.json' }`). */
  files?: ReadonlyMap<AstNode, FixtureReply>;
  /** Its path is a route pattern whose `:name` segments match any value (msw's `http.put('/x/:id', …)`). */
  colonParams?: boolean;
  /** Calls reading the mocked request's query by name (Angular's `req.request.params.get('recordId')`). */
  queryReads?: AstNode[];
  /** Objects a test expects the request's body to equal (Angular's `expect(req.request.body).toEqual({ … })`). */
  expectedBodies?: AstNode[];
}

/** A reply naming a fixture file, and the callback that reads it (`cy.fixture(name).then((item) => …)`). */
export interface FixtureReply {
  name: string;
  callback?: AstNode;
}

/** msw's namespaces of request handlers (`http.get(path, resolver)`, v1's `rest.get(…)`). */
const MSW_NAMESPACES = new Set(['http', 'rest']);
/** Calls that answer a mocked request with a JSON body: msw's `HttpResponse.json(b)`, v1's `ctx.json(b)`. */
const JSON_ANSWERS = new Set(['HttpResponse.json', 'Response.json', 'ctx.json']);

/**
 * The mock a call whose URL is `url` defines, when it is one: an msw handler (`http.get('/api/v4/records', () =>
 * HttpResponse.json({ data: [...] }))`) or a nock interceptor (`scope.get('/records').query(q).reply(200, [...])`).
 * Its path and the request it expects are migrated as a request's; what it answers with is this API's response
 * in the old version's shape, which the test then reads as the new one unless it is migrated too.
 */
export function mockOf(call: AstNode, outer: readonly AstNode[]): MockDefinition | undefined {
  if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return undefined;
  const name = identifierName(call.callee.property);
  const method = name === undefined ? undefined : METHOD_NAMES[name.toLowerCase()];
  const namespace = identifierName(call.callee.object);
  const resolver = argsOf(call)[1];
  if (
    (method || name === 'all') &&
    namespace &&
    MSW_NAMESPACES.has(namespace) &&
    resolver &&
    (resolver.type === 'ArrowFunctionExpression' || resolver.type === 'FunctionExpression')
  ) {
    return {
      method: method ?? 'GET',
      replies: jsonAnswers(resolver),
      readsBody: readsBody(resolver),
      colonParams: true,
    };
  }
  const pretender = pretenderRoute(call, outer);
  if (pretender) return pretender;
  const reply = method ? nockReply(call, outer) : undefined;
  if (!method || !reply) return undefined;
  const predicate = argsOf(call)[1];
  return predicate && isFunction(predicate)
    ? { method, replies: reply, readsBody: true, bodyPredicate: predicate }
    : { method, replies: reply, readsBody: false };
}

/** The bodies a resolver answers with. */
function jsonAnswers(resolver: AstNode): AstNode[] {
  const out: AstNode[] = [];
  walk(resolver, [], (node) => {
    if (node.type !== 'CallExpression') return true;
    const callee = node.callee;
    const text =
      callee.type === 'MemberExpression'
        ? `${identifierName(callee.object) ?? ''}.${identifierName(callee.property) ?? ''}`
        : undefined;
    const body = argsOf(node)[0];
    if (text && JSON_ANSWERS.has(text) && body) out.push(body);
    return true;
  });
  return out;
}

/** Whether a resolver reads the request's body: `request.json()`, `req.json()`, `req.body`. */
function readsBody(resolver: AstNode): boolean {
  let found = false;
  walk(resolver, [], (node) => {
    if (found || node.type !== 'MemberExpression') return !found;
    const object = identifierName(node.object);
    const property = identifierName(node.property);
    if ((object === 'request' || object === 'req') && (property === 'json' || property === 'body'))
      found = true;
    return !found;
  });
  return found;
}

/** nock: `.reply(status, body)` (or `.reply(body)`) chained after the interceptor, past `.query(…)`, `.times(n)`, …. */
function nockReply(call: AstNode, outer: readonly AstNode[]): AstNode[] | undefined {
  let current: AstNode = call;
  for (let i = outer.length - 1; i >= 1; i -= 2) {
    const member = outer[i];
    const next = outer[i - 1];
    if (member?.type !== 'MemberExpression' || member.object !== current) return undefined;
    if (next?.type !== 'CallExpression' || next.callee !== member) return undefined;
    if (identifierName(member.property) === 'reply') {
      const [first, second] = argsOf(next);
      const status =
        first?.type === 'NumericLiteral' || (first?.type === 'Literal' && typeof first.value === 'number');
      const body = status ? second : first;
      return body ? [body] : [];
    }
    current = next;
  }
  return undefined;
}

/**
 * Migrates what a mock answers with to the new version's shape, as a request body is: an object or array literal
 * (or a `const` holding one) has the response's renames applied, and a JSON file imported whole is handed to
 * `fixture` (migrated as the endpoint's response, keeping every other byte); any other body (a variable built
 * elsewhere) gets a TODO, as does a handler that reads the request's renamed body.
 */
export function answerMock(
  mock: MockDefinition,
  literalOf: (body: AstNode) => AstNode | undefined,
  rewrite: (literal: AstNode) => void,
  todo: (message: string, at: number) => void,
  renamed: { response: string | undefined; request: string | undefined },
  at: number,
  /** Takes a reply that is an imported JSON fixture, migrated as a file of its own (true when it did). */
  fixture: (reply: AstNode) => boolean = () => false,
): void {
  if (renamed.response) {
    for (const reply of mock.replies) {
      const literal = literalOf(reply);
      if (literal) rewrite(literal);
      else if (!fixture(reply))
        todo(
          `this mock answers with this endpoint's response in the old version's shape (renamed: ${renamed.response}); migrate the body it answers with`,
          reply.start ?? at,
        );
    }
  }
  if (renamed.request && mock.readsBody)
    todo(
      `this mock reads the request's body, whose fields are renamed (${renamed.request}); check what it reads`,
      at,
    );
}
