import { parseUrl, type UrlRules } from '../api/url.js';
import type { FileContext } from '../project/file-context.js';
import { localDeclarator } from './bindings.js';
import { argsOf, METHOD_NAMES } from './call-site.js';
import { identifierName, isStringLiteral, type AstNode } from './node-types.js';

const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i;
/** Hosts a client's tests point it at (its own server under test), whose mocks may be this API's. */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0|[\w.-]+\.localhost)(:\d+)?$/i;

/**
 * The host of the nock scope an interceptor's path is given to (`nock('https://dns.example.net').get('/v4/records')`),
 * when the scope is made from a URL written out in the chain, or held in a `const` (the scope's or its URL);
 * undefined for anything else.
 */
export function nockScopeHost(url: AstNode, parents: readonly AstNode[]): string | undefined {
  const call = parents[parents.length - 1];
  if (call?.type !== 'CallExpression' || argsOf(call)[0] !== url) return undefined;
  const callee = call.callee;
  if (callee.type !== 'MemberExpression') return undefined;
  const name = identifierName(callee.property);
  if (name === undefined || METHOD_NAMES[name.toLowerCase()] === undefined) return undefined;
  // down the chain (`nock(base).get(…).reply(…).post(…)`) to the call that made the scope
  let root: AstNode = callee.object;
  while (root.type === 'CallExpression' && root.callee.type === 'MemberExpression') root = root.callee.object;
  // a scope held in a local (`const dns = nock('https://dns.example.net'); dns.get(…)`)
  if (root.type === 'Identifier') {
    const declared = localDeclarator(root.name, parents);
    if (declared && declared !== 'parameter') root = declared.init;
  }
  if (root.type !== 'CallExpression' || identifierName(root.callee) !== 'nock') return undefined;
  const base = scopeBase(argsOf(root)[0], parents);
  if (!isStringLiteral(base)) return undefined;
  return ORIGIN.exec(base.value)?.[1]?.toLowerCase();
}

/** A scope's base as written, or the string a `const` around it holds (`const AUDIT = 'https://…'; nock(AUDIT)`). */
function scopeBase(base: AstNode | undefined, parents: readonly AstNode[]): AstNode | undefined {
  if (base?.type !== 'Identifier') return base;
  const declared = localDeclarator(base.name, parents);
  return declared && declared !== 'parameter' && declared.kind === 'const' ? declared.init : undefined;
}

/**
 * Whether a nock scope's host is another service's: not loopback (the client under test), not an `--api-host`, and
 * not the host of a base URL the project shows to be this API's. Its interceptors mock that service, not this API.
 */
export function isOtherServiceHost(host: string, rules: UrlRules, context: FileContext): boolean {
  if (LOOPBACK.test(host)) return false;
  if (parseUrl(`https://${host}/x`, rules)) return false;
  return !context.apiHosts?.has(host);
}
