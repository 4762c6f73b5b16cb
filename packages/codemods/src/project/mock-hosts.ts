import type { ApiIndex } from '../api/api-index.js';
import { baseCandidates, splitRest } from '../api/url.js';
import { nockScopeHost } from '../transform/mock-scope.js';
import { isStringLiteral, type AstNode } from '../transform/node-types.js';
import { readUrlExpression } from '../transform/url-expression.js';

/**
 * The host of the nock scope a URL is mocked on, when the URL is a path only this API has
 * (`nock(COMPLIANCE).get('/items/exportToExcel')`, `COMPLIANCE` a `const` holding the URL; also under a base path,
 * `/api/v4/items/exportToExcel`): that host is this API's,
 * so the scope's other interceptors on it (`/records`) are this API's too, and a scope on another host
 * (`nock(AUDIT).post('/records')`) mocks another service. Undefined for any other node.
 */
export function mockedApiHost(
  node: AstNode,
  parents: readonly AstNode[],
  source: string,
  index: ApiIndex,
): string | undefined {
  // either AST flavour: a JavaScript file's strings are ESTree `Literal`s
  if (!isStringLiteral(node) && node.type !== 'TemplateLiteral') return undefined;
  const host = nockScopeHost(node, parents);
  if (host === undefined) return undefined;
  const text = readUrlExpression(node, source)?.text;
  if (text === undefined || !text.startsWith('/')) return undefined;
  // read as is, or under a base path or version segment of its own (`/api/v4/items/exportToExcel`)
  const candidates = baseCandidates(splitRest(text).path, index.rules);
  return candidates.some((c) => index.knownPaths.isDistinctive(c.path)) ? host : undefined;
}
