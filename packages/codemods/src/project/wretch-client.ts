import { calleeName, type AstNode } from '../transform/node-types.js';
import { wretchChain, wretchVerbUrl } from '../transform/wretch-chain.js';
import { importedFrom, unwrap, type FileFacts } from './file-facts.js';
import type { Linker } from './linker.js';
import type { Located } from './wrappers.js';

/** wretch's methods that return the instance configured (`.addon(QueryStringAddon)`, `.auth(…)`, `.catcher(401, …)`). */
const CONFIGURING = new Set([
  'addon',
  'auth',
  'headers',
  'accept',
  'content',
  'options',
  'catcher',
  'catcherFallback',
  'errorType',
  'resolve',
  'defer',
  'middlewares',
  'polyfills',
  'fetchPolyfill',
  'signal',
]);
const MAX_LINKS = 12;

/**
 * A URL given to a wretch instance the project built with a base (`wretch(import.meta.env.X)`, configured by
 * `.addon()`, `.auth()`, … and reached through variables, imports and factories such as `api()`): to `.url(path)`
 * (with the method of the verb after it, when one follows), or to the verb itself (`api.get(path)`,
 * `api.post(body, path)`). The URL, the base and the method; whether the base is this API's is the caller's question.
 */
export function wretchUse(
  linker: Linker,
  facts: FileFacts,
  call: AstNode,
  parents: readonly AstNode[],
): { url: AstNode; base: Located; method?: string } | undefined {
  if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return undefined;
  const first = call.arguments[0];
  const verb = wretchVerbUrl(call);
  const path = !verb && calleeName(call.callee) === 'url' ? first : undefined;
  // `.url(path)` kept for later (`const records = api.url('/records')`): this API's path, its request unread
  const site = path && wretchChain(call, parents);
  const url = verb?.url ?? path;
  const base = url && wretchBase(linker, facts, call.callee.object, parents, 0);
  if (!url || !base) return undefined;
  const method = verb?.method ?? site?.method;
  return method ? { url, base, method } : { url, base };
}

/** The base URL given to the `wretch(…)` call that `node` holds, through its configuring methods. */
function wretchBase(
  linker: Linker,
  facts: FileFacts,
  node: AstNode,
  parents: readonly AstNode[],
  depth: number,
): Located | undefined {
  if (depth > MAX_LINKS) return undefined;
  const value = linker.valueOf(facts, node, parents);
  const held = value && unwrap(value.node);
  if (!value || held?.type !== 'CallExpression') return undefined;
  const at = [...(value.parents ?? []), held];
  const callee = held.callee;
  const first = held.arguments[0];
  if (callee.type === 'Identifier' && first && importedFrom(value.facts, callee.name) === 'wretch')
    return { facts: value.facts, node: first, parents: at };
  if (callee.type !== 'MemberExpression' || !CONFIGURING.has(calleeName(callee) ?? '')) return undefined;
  return wretchBase(linker, value.facts, callee.object, [...at, callee], depth + 1);
}
