import { keyName } from '../transform/call-site.js';
import { isProperty, isStringLiteral, type AstNode } from '../transform/node-types.js';

/**
 * The URL given to a server's `inject` (Fastify's and hapi's light-my-request: `app.inject({ method: 'GET', url:
 * '/api/records' })`, or `app.inject('/api/records')`), with the nodes between it and the call: the app's own
 * route asked in its own tests, as supertest's `request(app).get(…)` asks it, never a request to this API.
 */
export function injectedUrl(
  callee: AstNode,
  args: readonly AstNode[],
): { node: AstNode; between: AstNode[] } | undefined {
  if (callee.type !== 'MemberExpression' && callee.type !== 'OptionalMemberExpression') return undefined;
  const property = callee.property;
  if (callee.computed || property.type !== 'Identifier' || property.name !== 'inject') return undefined;
  const [first] = args;
  if (!first) return undefined;
  if (isStringLiteral(first) || first.type === 'TemplateLiteral') return { node: first, between: [] };
  if (first.type !== 'ObjectExpression') return undefined;
  for (const member of first.properties) {
    if (isProperty(member) && keyName(member) === 'url')
      return { node: member.value, between: [first, member] };
  }
  return undefined;
}
