import { walk } from './ast-walk.js';
import { argsOf } from './call-site.js';
import type { MockDefinition } from './mock-replies.js';
import { identifierName, isFunction, isMember, isProperty, stringValue, type AstNode } from './node-types.js';

/** Angular's `HttpTestingController` calls that expect a request (`expectOne`, `match`, `expectNone`). */
const EXPECTATIONS = new Set(['expectOne', 'match', 'expectNone']);
/** Reads of a query held in an `HttpParams` (`params.get('recordId')`). */
const PARAM_READS = new Set(['get', 'getAll', 'has']);
/** String tests a predicate matcher makes of the request's URL (`r.url.endsWith('/records')`). */
const URL_TESTS = new Set(['endsWith', 'includes', 'startsWith']);
/** Matchers comparing a value with an expected object (`expect(req.request.body).toEqual({ … })`). */
const BODY_MATCHERS = new Set(['toEqual', 'toStrictEqual', 'toMatchObject']);

/** A request a test expects with Angular's `HttpTestingController`, and what the test does with it. */
export interface HttpExpectation {
  /** The method its `{ method, url }` matcher names; undefined for a URL or predicate alone. */
  method: string | undefined;
  /** The bodies it is answered with (`.flush(body)` on the expectation or on the variable holding it). */
  replies: AstNode[];
  /** Calls reading the expected request's query: `req.request.params.get('recordId')`. */
  queryReads: AstNode[];
  /** Objects the test expects the request's body to equal: `expect(req.request.body).toEqual({ … })`. */
  expectedBodies: AstNode[];
}

/**
 * The expectation whose matcher holds the URL `url` (`httpMock.expectOne(url)`, `expectOne({ method: 'PUT', url })`,
 * `expectOne((r) => r.url === url)`): it is a mock of this API, not a request, answered by `.flush(body)` — chained
 * on it, or on the `const req = …` holding it in the same function — whose query the test reads through
 * `req.request.params`.
 */
export function httpExpectationOf(url: AstNode, parents: readonly AstNode[]): HttpExpectation | undefined {
  for (let i = parents.length - 1; i >= 0; i--) {
    const call = parents[i];
    if (call?.type !== 'CallExpression' || !isMember(call.callee)) continue;
    const name = identifierName(call.callee.property) ?? '';
    if (!EXPECTATIONS.has(name)) continue;
    const matcher = argsOf(call)[0];
    if (!matcher || (matcher !== url && parents[i + 1] !== matcher)) return undefined;
    // `match` of a string alone is too common a name (a router's, a string's): only its `{ url }` or predicate form
    if (name === 'match' && matcher === url) return undefined;
    const replies: AstNode[] = [];
    const queryReads: AstNode[] = [];
    const expectedBodies: AstNode[] = [];
    const asserted: string[] = [];
    // `httpMock.expectOne(url).flush(body)`
    const member = parents[i - 1];
    const chained = parents[i - 2];
    if (
      member &&
      isMember(member) &&
      identifierName(member.property) === 'flush' &&
      chained?.type === 'CallExpression'
    )
      replies.push(...argsOf(chained).slice(0, 1));
    // `const req = httpMock.expectOne(url); … req.flush(body); req.request.params.get('q')` (or `const [req] = match(…)`)
    const declarator = parents[i - 1];
    const held = declarator?.type === 'VariableDeclarator' ? heldNames(declarator.id) : [];
    const scope = [...parents.slice(0, i)].reverse().find((p) => isFunction(p));
    if (scope) for (const name of held) readsOf(scope, name, replies, queryReads, asserted, expectedBodies);
    // the matcher's method (`{ method }`, or `r.method === 'PUT'` in a predicate), else the one the test asserts,
    // else GET for a request whose query the test reads
    const method =
      (matcher.type === 'ObjectExpression' ? methodOf(matcher) : predicateMethod(matcher)) ??
      (asserted.length === 1 ? asserted[0] : undefined) ??
      (queryReads.length > 0 ? 'GET' : undefined);
    return { method, replies, queryReads, expectedBodies };
  }
  return undefined;
}

/**
 * Whether `arg` is the text a predicate matcher tests its request's URL with: `httpMock.expectOne((r) => r.method
 * === 'POST' && r.url.endsWith('/records'))` (also `includes`, `startsWith`, `urlWithParams`), the predicate given
 * first to `expectOne`, `match` or `expectNone` and `r` its first parameter. `call` is the string test's call,
 * `parents` its ancestors (nearest last). Another object's `url` (`location.url.endsWith(…)`) is not.
 */
export function isPredicateUrl(call: AstNode, arg: AstNode, parents: readonly AstNode[]): boolean {
  if (call.type !== 'CallExpression' || argsOf(call)[0] !== arg || !isMember(call.callee)) return false;
  if (!URL_TESTS.has(identifierName(call.callee.property) ?? '')) return false;
  const read = call.callee.object;
  if (!isMember(read) || !['url', 'urlWithParams'].includes(identifierName(read.property) ?? ''))
    return false;
  const request = identifierName(read.object);
  for (let i = parents.length - 1; i > 0; i--) {
    const fn = parents[i]!;
    if (!isFunction(fn)) continue;
    const param = (fn as { params?: AstNode[] }).params?.[0];
    const expecting = parents[i - 1];
    return (
      request !== undefined &&
      identifierName(param) === request &&
      expecting?.type === 'CallExpression' &&
      argsOf(expecting)[0] === fn &&
      isMember(expecting.callee) &&
      EXPECTATIONS.has(identifierName(expecting.callee.property) ?? '')
    );
  }
  return false;
}

/** The method a predicate matcher compares its request's with (`(r) => r.method === 'PUT' && …`), if one. */
function predicateMethod(matcher: AstNode): string | undefined {
  if (!isFunction(matcher)) return undefined;
  let found: string | undefined;
  walk(matcher, [], (node) => {
    if (found || node.type !== 'BinaryExpression' || !['===', '=='].includes(node.operator)) return !found;
    for (const [a, b] of [
      [node.left, node.right],
      [node.right, node.left],
    ] as const) {
      if (isMember(a) && identifierName(a.property) === 'method')
        found = stringValue(b)?.toUpperCase() ?? found;
    }
    return !found;
  });
  return found;
}

/** The expectation as a mock of this API (its method unknown when its matcher does not name one). */
export function expectationMock(expectation: HttpExpectation, method: string | undefined): MockDefinition {
  return {
    method: expectation.method ?? method ?? 'GET',
    replies: expectation.replies,
    readsBody: false,
    queryReads: expectation.queryReads,
    expectedBodies: expectation.expectedBodies,
  };
}

/** The names a declaration holds the expectation in: `req`, or the requests `match` gives (`const [first] = …`). */
function heldNames(id: AstNode): string[] {
  if (id.type === 'Identifier') return [id.name];
  if (id.type !== 'ArrayPattern') return [];
  return id.elements.flatMap((e) => (e?.type === 'Identifier' ? [e.name] : []));
}

function methodOf(matcher: AstNode): string | undefined {
  if (matcher.type !== 'ObjectExpression') return undefined;
  for (const property of matcher.properties) {
    if (!isProperty(property) || identifierName(property.key) !== 'method') continue;
    return stringValue(property.value)?.toUpperCase();
  }
  return undefined;
}

/**
 * `held.flush(body)`, `held.request.params.get('q')` and `expect(held.request.method).toBe('PUT')` in the function
 * the expectation is made in.
 */
function readsOf(
  scope: AstNode,
  held: string,
  replies: AstNode[],
  queryReads: AstNode[],
  asserted: string[],
  expectedBodies: AstNode[],
): void {
  walk(scope, [], (node) => {
    if ((node.type !== 'CallExpression' && node.type !== 'OptionalCallExpression') || !isMember(node.callee))
      return true;
    const expected = assertedMethod(node, held);
    if (expected && !asserted.includes(expected)) asserted.push(expected);
    const body = expectedBody(node, held);
    if (body) expectedBodies.push(body);
    const name = identifierName(node.callee.property);
    const target = node.callee.object;
    if (name === 'flush' && identifierName(target) === held) replies.push(...argsOf(node).slice(0, 1));
    if (
      PARAM_READS.has(name ?? '') &&
      isMember(target) &&
      identifierName(target.property) === 'params' &&
      isMember(target.object) &&
      identifierName(target.object.property) === 'request' &&
      identifierName(target.object.object) === held
    )
      queryReads.push(node);
    return true;
  });
}

/** `expect(held.request.method).toBe('PUT')` (or `toEqual`): the method the test asserts its request has. */
function assertedMethod(call: AstNode, held: string): string | undefined {
  if (call.type !== 'CallExpression' || !isMember(call.callee)) return undefined;
  if (!['toBe', 'toEqual'].includes(identifierName(call.callee.property) ?? '')) return undefined;
  const subject = call.callee.object;
  if (subject.type !== 'CallExpression' || identifierName(subject.callee) !== 'expect') return undefined;
  const read = argsOf(subject)[0];
  if (!read || !isMember(read) || identifierName(read.property) !== 'method') return undefined;
  const request = read.object;
  if (!isMember(request) || identifierName(request.property) !== 'request') return undefined;
  if (identifierName(request.object) !== held) return undefined;
  return stringValue(argsOf(call)[0])?.toUpperCase();
}

/** `expect(held.request.body).toEqual({ … })` (or `toStrictEqual`, `toMatchObject`): the object expected. */
function expectedBody(call: AstNode, held: string): AstNode | undefined {
  if (call.type !== 'CallExpression' || !isMember(call.callee)) return undefined;
  if (!BODY_MATCHERS.has(identifierName(call.callee.property) ?? '')) return undefined;
  const subject = call.callee.object;
  if (subject.type !== 'CallExpression' || identifierName(subject.callee) !== 'expect') return undefined;
  const read = argsOf(subject)[0];
  if (!read || !isMember(read) || identifierName(read.property) !== 'body') return undefined;
  const request = read.object;
  if (!isMember(request) || identifierName(request.property) !== 'request') return undefined;
  if (identifierName(request.object) !== held) return undefined;
  return argsOf(call)[0];
}
