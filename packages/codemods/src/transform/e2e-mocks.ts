import { walk } from './ast-walk.js';
import { argsOf, keyName } from './call-site.js';
import { identifierName, isProperty, isStringLiteral, type AstNode } from './node-types.js';
import type { FixtureReply, MockDefinition } from './mock-replies.js';
import { fixtureParameter } from './cypress-fixture-param.js';

/** Keys of Cypress's StaticResponse: an object with none of them is itself the JSON body answered. */
const STATIC_RESPONSE_KEYS = new Set([
  'body',
  'fixture',
  'statusCode',
  'headers',
  'forceNetworkError',
  'delay',
  'throttleKbps',
]);
/** Keys of a Cypress RouteMatcher that hold the URL or its path (`cy.intercept({ method, pathname }, …)`). */
const MATCHER_URL_KEYS = new Set(['url', 'path', 'pathname']);

/** An end-to-end test's mock, and where its call is among the URL's parents. */
export interface E2eMock extends MockDefinition {
  callIndex: number;
}

/**
 * The mock an end-to-end test defines with the URL at `url`, when it is one: Cypress's
 * `cy.intercept(method?, url, reply)` or `cy.intercept({ method, url | path | pathname }, reply)` (a body, `{ body }`,
 * `{ fixture }`, or a handler calling `req.reply(…)`) and Playwright's `page.route(url, (route) =>
 * route.fulfill({ json }))` (`{ body: JSON.stringify(x) }`, `{ path }`). What it answers with is this API's response in
 * the old version's shape, migrated as an msw handler's is (`mock-replies.ts`); a fixture file it names
 * (`{ fixture }`, or the value `cy.fixture(name).then((x) => …)` hands its callback) is migrated as a file.
 */
export function e2eMockOf(url: AstNode, parents: readonly AstNode[]): E2eMock | undefined {
  const matcher = matcherOf(url, parents);
  if (matcher) return matcher;
  const callIndex = parents.length - 1;
  const call = parents[callIndex];
  if (call?.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return undefined;
  const name = identifierName(call.callee.property);
  const args = argsOf(call);
  const index = args.indexOf(url);
  if (name === 'intercept' && identifierName(call.callee.object) === 'cy') {
    const method = index === 1 && isStringLiteral(args[0]) ? args[0].value.toUpperCase() : undefined;
    if (index !== 0 && method === undefined) return undefined;
    const reply = args[index + 1];
    return { method: method ?? 'GET', ...cypressReplies(reply, parents), readsBody: false, callIndex };
  }
  const handler = args[1];
  if (name === 'route' && index === 0 && handler && isFunction(handler))
    return { method: 'GET', replies: fulfilled(handler), readsBody: false, callIndex };
  return undefined;
}

/** `cy.intercept({ method: 'GET', pathname: '/api/v4/items/search' }, reply)`: the URL is a RouteMatcher's. */
function matcherOf(url: AstNode, parents: readonly AstNode[]): E2eMock | undefined {
  const [property, matcher, call] = parents.slice(-3).reverse();
  if (!property || !isProperty(property) || property.value !== url) return undefined;
  if (!MATCHER_URL_KEYS.has(keyName(property) ?? '') || matcher?.type !== 'ObjectExpression')
    return undefined;
  if (call?.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return undefined;
  if (identifierName(call.callee.property) !== 'intercept' || identifierName(call.callee.object) !== 'cy')
    return undefined;
  const [first, reply] = argsOf(call);
  if (first !== matcher) return undefined;
  const members: readonly AstNode[] = matcher.properties;
  const method = members.filter(isProperty).find((p) => keyName(p) === 'method')?.value;
  if (method && !isStringLiteral(method)) return undefined;
  return {
    method: method && isStringLiteral(method) ? method.value.toUpperCase() : 'GET',
    ...cypressReplies(reply, parents),
    readsBody: false,
    callIndex: parents.length - 3,
  };
}

/** What `cy.intercept`'s reply answers with: the body of a StaticResponse, the object itself, or `req.reply(…)`'s. */
function cypressReplies(
  reply: AstNode | undefined,
  parents: readonly AstNode[],
): Pick<MockDefinition, 'replies' | 'files'> {
  if (!reply) return { replies: [] };
  const files = new Map<AstNode, FixtureReply>();
  const out: AstNode[] = [];
  const add = (body: AstNode): void => {
    for (const node of staticBody(body, files)) {
      // `cy.fixture('item.json').then((item) => cy.intercept(…, item))`: the fixture file itself
      const fixture = node.type === 'Identifier' ? fixtureParameter(node.name, parents) : undefined;
      if (fixture) files.set(node, fixture);
      out.push(node);
    }
  };
  if (isFunction(reply)) {
    eachCall(reply, 'reply', (args) => {
      const [first, second] = args;
      const status =
        first?.type === 'NumericLiteral' || (first?.type === 'Literal' && typeof first.value === 'number');
      const body = status ? second : first;
      if (body) add(body);
    });
  } else add(reply);
  return files.size > 0 ? { replies: out, files } : { replies: out };
}

/** `{ body }` or `{ fixture }` of a StaticResponse; an object with no StaticResponse key, or anything else, is the body. */
function staticBody(reply: AstNode, files: Map<AstNode, FixtureReply>): AstNode[] {
  if (reply.type !== 'ObjectExpression') return isStringLiteral(reply) ? [] : [reply];
  const members: readonly AstNode[] = reply.properties;
  const keyed = members.filter(isProperty).filter((p) => STATIC_RESPONSE_KEYS.has(keyName(p) ?? ''));
  if (keyed.length === 0) return [reply];
  const out: AstNode[] = [];
  for (const p of keyed) {
    const key = keyName(p);
    const value: AstNode = p.value;
    if (key === 'fixture' && isStringLiteral(value)) files.set(value, { name: value.value });
    if (key === 'body' || key === 'fixture') out.push(value);
  }
  return out;
}

/** What Playwright's `route.fulfill({ json })` answers with (`{ body: JSON.stringify(x) }`'s x, `{ path }`'s file). */
function fulfilled(handler: AstNode): AstNode[] {
  const out: AstNode[] = [];
  eachCall(handler, 'fulfill', ([options]) => {
    if (options?.type !== 'ObjectExpression') return;
    const members: readonly AstNode[] = options.properties;
    for (const p of members.filter(isProperty)) {
      const key = keyName(p);
      const value = p.value as AstNode;
      if (key === 'json' || key === 'path') out.push(value);
      if (key === 'body' && value.type === 'CallExpression' && isStringify(value.callee)) {
        const [body] = argsOf(value);
        if (body) out.push(body);
      }
    }
  });
  return out;
}

function eachCall(root: AstNode, method: string, found: (args: AstNode[]) => void): void {
  walk(root, [], (node) => {
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression')
      if (identifierName(node.callee.property) === method) found(argsOf(node));
    return true;
  });
}

function isStringify(callee: AstNode): boolean {
  return (
    callee.type === 'MemberExpression' &&
    identifierName(callee.object) === 'JSON' &&
    identifierName(callee.property) === 'stringify'
  );
}

function isFunction(node: AstNode): boolean {
  return node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';
}
