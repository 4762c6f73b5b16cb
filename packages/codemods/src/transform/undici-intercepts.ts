import { argsOf, keyName } from './call-site.js';
import { identifierName, isProperty, isStringLiteral, type AstNode } from './node-types.js';
import type { E2eMock } from './e2e-mocks.js';

/**
 * undici's `MockAgent`: `pool.intercept({ path: '/api/v4/records?typeId=3', method: 'GET' }).reply(200, body)`, the
 * URL being the `path` of the options given to `.intercept(…)` on a mock pool (any name), followed by `.reply(…)`.
 * What it answers with (`.reply(status, body)`, or a callback's result) is this API's response in the old
 * version's shape, migrated as an msw handler's is (`mock-replies.ts`); a `body` matcher reads the request's body.
 */
export function undiciInterceptOf(url: AstNode, parents: readonly AstNode[]): E2eMock | undefined {
  const n = parents.length;
  const [property, options, call, member, replied] = [
    parents[n - 1],
    parents[n - 2],
    parents[n - 3],
    parents[n - 4],
    parents[n - 5],
  ];
  if (!property || !isProperty(property) || property.value !== url || keyName(property) !== 'path')
    return undefined;
  if (options?.type !== 'ObjectExpression' || call?.type !== 'CallExpression') return undefined;
  if (call.callee.type !== 'MemberExpression' || identifierName(call.callee.property) !== 'intercept')
    return undefined;
  if (identifierName(call.callee.object) === 'cy' || argsOf(call)[0] !== options) return undefined; // Cypress's own
  if (
    member?.type !== 'MemberExpression' ||
    member.object !== call ||
    identifierName(member.property) !== 'reply'
  )
    return undefined;
  if (replied?.type !== 'CallExpression' || replied.callee !== member) return undefined;
  const all: readonly AstNode[] = options.properties;
  const members = all.filter(isProperty);
  const method = members.find((p) => keyName(p) === 'method')?.value;
  if (method && !isStringLiteral(method)) return undefined;
  const [first, second] = argsOf(replied);
  const status =
    first?.type === 'NumericLiteral' || (first?.type === 'Literal' && typeof first.value === 'number');
  // `.reply(200, body)`; `.reply((opts) => ({ statusCode, data }))` is a callback, answered as a body not read
  const body = status ? second : first;
  return {
    method: method && isStringLiteral(method) ? method.value.toUpperCase() : 'GET',
    replies: body ? [body] : [],
    readsBody: members.some((p) => keyName(p) === 'body'),
    callIndex: n - 3,
  };
}
