import type * as t from '@babel/types';
import { argsOf, keyName } from '../transform/call-site.js';
import { isProperty, isStringLiteral, type AstNode } from '../transform/node-types.js';
import { eachNode, unwrap, type FileFacts } from './file-facts.js';
import { memberKey, propertyName, returnedExpression, type Linker } from './linker.js';
import type { Located } from './wrappers.js';

/** A URL an RTK Query endpoint's `query` returns, with the api's base and the endpoint's method. */
export interface RtkUse extends Located {
  base: Located;
  method?: string;
}

/** The base option of `fetchBaseQuery({ baseUrl })` (or another client factory's) as `clientBase` reads it. */
type BaseOf = (node: AstNode) => AstNode | undefined;

/**
 * RTK Query: `createApi({ baseQuery: fetchBaseQuery({ baseUrl }), endpoints: (build) => ({ … }) })`: the URL each
 * endpoint's `query` returns (`'records'`, `` `types/${id}` ``, or `{ url, method }`), relative to that base.
 */
export function createApiUses(
  facts: FileFacts,
  options: t.ObjectExpression,
  parents: readonly AstNode[],
  baseOf: BaseOf,
): RtkUse[] {
  const base = apiBase(facts, options, parents, baseOf);
  const endpoints = optionValue(options, 'endpoints');
  return base && endpoints ? endpointUses(facts, endpoints, [...parents, options], base) : [];
}

/**
 * `api.injectEndpoints({ endpoints: (build) => ({ … }) })` (RTK Query's code splitting, often in another module):
 * the injected endpoints' URLs are relative to the base of the `createApi` that `api` holds (followed through
 * imports, and through an api that is itself the result of `injectEndpoints`).
 */
export function injectedUses(
  linker: Linker,
  facts: FileFacts,
  call: t.CallExpression,
  parents: readonly AstNode[],
  baseOf: BaseOf,
): RtkUse[] {
  const callee = call.callee;
  const options = unwrap(argsOf(call)[0]);
  if (callee.type !== 'MemberExpression' || options?.type !== 'ObjectExpression') return [];
  const created = createdApi(linker, facts, callee.object, parents, 0);
  const base = created && apiBase(created.facts, created.options, created.parents, baseOf);
  const endpoints = optionValue(options, 'endpoints');
  return base && endpoints ? endpointUses(facts, endpoints, [...parents, options], base) : [];
}

/** The `createApi({ … })` options an expression holds, through `injectEndpoints` results and imports. */
function createdApi(
  linker: Linker,
  facts: FileFacts,
  node: AstNode,
  parents: readonly AstNode[],
  depth: number,
): { facts: FileFacts; options: t.ObjectExpression; parents: readonly AstNode[] } | undefined {
  if (depth > 4) return undefined;
  const value = linker.valueOf(facts, node, parents);
  const call = value && unwrap(value.node);
  if (!value || call?.type !== 'CallExpression') return undefined;
  const callee = call.callee;
  const name =
    callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? memberKey(callee) : '';
  const options = unwrap(argsOf(call)[0]);
  const at = [...(value.parents ?? []), call];
  if (name === 'createApi' && options?.type === 'ObjectExpression')
    return { facts: value.facts, options, parents: at };
  // `itemsApi.injectEndpoints(…)` on an api that was itself injected into: the first api's base
  if (name === 'injectEndpoints' && callee.type === 'MemberExpression')
    return createdApi(linker, value.facts, callee.object, value.parents ?? [], depth + 1);
  return undefined;
}

function apiBase(
  facts: FileFacts,
  options: t.ObjectExpression,
  parents: readonly AstNode[],
  baseOf: BaseOf,
): Located | undefined {
  for (const property of options.properties) {
    if (!isProperty(property) || keyName(property) !== 'baseQuery') continue;
    const value = property.value;
    const base = value.type === 'CallExpression' ? baseOf(value) : undefined;
    if (base) return { facts, node: base, parents: [...parents, options, property, value] };
  }
  return undefined;
}

function optionValue(options: t.ObjectExpression, key: string): AstNode | undefined {
  for (const property of options.properties) {
    if (isProperty(property) && keyName(property) === key) return property.value;
  }
  return undefined;
}

/** Each endpoint's `query: (arg) => 'path'` or `query: (arg) => ({ url, method })`: its URL and method. */
function endpointUses(
  facts: FileFacts,
  endpoints: AstNode,
  parents: readonly AstNode[],
  base: Located,
): RtkUse[] {
  const uses: RtkUse[] = [];
  eachNode(endpoints, (node, inner) => {
    if (!(isProperty(node) || node.type === 'ObjectMethod') || propertyName(node) !== 'query') return;
    const fn = node.type === 'ObjectMethod' ? node : node.value;
    const returned = unwrap(returnedExpression(fn) ?? undefined);
    if (!returned) return;
    const at = [...parents, ...inner, node, fn];
    if (returned.type !== 'ObjectExpression') {
      uses.push({ facts, node: returned, parents: at, base, method: 'GET' });
      return;
    }
    let method = 'GET';
    let url: AstNode | undefined;
    for (const p of returned.properties) {
      if (!isProperty(p)) continue;
      if (keyName(p) === 'url') url = p.value;
      if (keyName(p) === 'method') method = isStringLiteral(p.value) ? p.value.value.toUpperCase() : '';
    }
    if (url) uses.push({ facts, node: url, parents: [...at, returned], base, ...(method ? { method } : {}) });
  });
  return uses;
}
