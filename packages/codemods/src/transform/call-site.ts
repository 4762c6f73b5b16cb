import type * as t from '@babel/types';
import { gotRequest } from './got-requests.js';
import { jquerySite } from './jquery-call.js';
import {
  calleeName,
  isIdentifier,
  isProperty,
  isStringLiteral,
  type AstNode,
  type EstreeProperty,
} from './node-types.js';
import { isQueryArgument } from './query-argument.js';
import { unwrap } from '../project/file-facts.js';
import { isFetchAllRequest, isUrlFetchApp, payloadKeys } from './url-fetch-app.js';
import { heldOptions } from './held-options.js';
import { localDeclarator } from './bindings.js';
import { wretchChain, wretchVerbSite } from './wretch-chain.js';
import { emberAjaxSite } from './ember-ajax.js';
import { programOf, rxjsAjaxMember } from './rxjs-ajax.js';
import { effectPipedRequest } from './effect-pipe.js';
import { httpResourceRequest } from './http-resource.js';
import { isSwrHook } from './swr-hook.js';
import { expectedMethodMock } from './expected-call.js';
import { isWreckOptions } from './wreck-options.js';
import { isDispatcherOptions } from './dispatcher-options.js';
import { isRequestLibrary } from './request-library.js';
import { isZapierRequest } from './zapier-request.js';
import { isReactAdminFetchJson } from './react-admin-fetch.js';
import { unwrapKeyFilter } from './lodash-key-filter.js';

export { isProperty };

/** What the code around a URL says about the request: its method, body and query objects. */
export interface CallSite {
  /** Upper-case method, or undefined when the code does not show it. */
  method: string | undefined;
  /** The request body expression (an object literal when the code shows one). */
  body?: AstNode;
  /** A query parameters object (`params`, `searchParams`, `query`). */
  query?: AstNode;
  /** True when the call resolves to the parsed body itself (a dispatcher returning `….json()`). */
  returnsBody?: boolean;
  /** True when the call gives its value at once, not a promise (`UrlFetchApp.fetch`, a wrapper over it). */
  sync?: boolean;
  /** A dispatcher call's options object and its key that fills the table's `:name` segments (`params`). */
  params?: { options: t.ObjectExpression; key: string };
  /** Callbacks given the parsed body as their first parameter (jQuery's `success`), see `jquery-call.ts`. */
  callbacks?: SuccessCallback[];
  /** Calls setting one query parameter named by their first argument (Effect's `setUrlParam('name', …)`). */
  namedQuery?: AstNode[];
}

/** A callback of the call, with the nodes between the call and it (its options object and property). */
export interface SuccessCallback {
  node: AstNode;
  within: AstNode[];
}

/** Method names of HTTP clients (`api.get`, `request.del`), lower-cased, and the methods they send. */
export const METHOD_NAMES: Readonly<Record<string, string>> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
  del: 'DELETE',
  head: 'HEAD',
};
/** Functions called as `f(url, options?)` whose default method is GET. */
const FETCH_LIKE = new Set([
  'fetch',
  '$fetch',
  'ofetch',
  'request',
  'got',
  'ky',
  'Request',
  'useFetch',
  'undici',
]);
/** File downloads called as `f(url, file, options?)` (expo-file-system's `downloadAsync`): a GET with no body. */
const DOWNLOADS = new Set(['downloadAsync', 'createDownloadResumable']);
const NO_BODY = new Set(['GET', 'DELETE', 'HEAD']);

/** Reads the call a URL expression is the first argument of (or the `url` of a config object). */
export function callSiteOf(url: AstNode, parents: readonly AstNode[]): CallSite {
  const jquery = jquerySite(url, parents);
  if (jquery) return jquery;
  const resource = httpResourceRequest(url, parents); // Angular's `httpResource(() => url)`
  if (resource) return resource.site;
  const parent = parents[parents.length - 1];
  if (!parent) return { method: undefined };
  const wretchVerb = wretchVerbSite(url, parent); // wretch's `api.post(body, url)`
  if (wretchVerb) return wretchVerb;
  if ((parent.type === 'CallExpression' || parent.type === 'NewExpression') && argsOf(parent)[0] === url) {
    return fromCall(parent, parents.slice(0, -1));
  }
  // undici's `pool.request({ path, method, body })` names its URL `path` (`dispatcher-options.ts`)
  const dispatched =
    isProperty(parent) &&
    keyName(parent) === 'path' &&
    isDispatcherOptions(parents[parents.length - 2], parents[parents.length - 3]);
  if (
    isProperty(parent) &&
    (['url', 'uri'].includes(keyName(parent) ?? '') || dispatched) &&
    parent.value === url
  ) {
    const config = parents[parents.length - 2];
    const call = parents[parents.length - 3];
    // `UrlFetchApp.fetchAll([{ url, method: 'post', payload }])`
    if (config && isFetchAllRequest(config, parents.slice(0, -2)))
      return fromOptions(config, 'GET', ['payload']);
    if (
      config?.type === 'ObjectExpression' &&
      call?.type === 'CallExpression' &&
      argsOf(call)[0] === config
    ) {
      // the request library sends a GET unless told otherwise, its verbs the method they name (`request-library.ts`),
      // and so does Zapier's `z.request({ url, params })` (`zapier-request.ts`)
      const library =
        isRequestLibrary(call.callee, programOf(parents)) ||
        isZapierRequest(call.callee, parents.slice(0, -3));
      const verb = library ? METHOD_NAMES[calleeName(call.callee)?.toLowerCase() ?? ''] : undefined;
      return fromOptions(config, library ? (verb ?? 'GET') : undefined);
    }
    // a request object returned for a client to send (RTK Query's `query: () => ({ url, method, body })`)
    // … and one built for `UrlFetchApp.fetchAll(requests)` (`{ url, method: 'post', payload }`, `payload` its body)
    if (config?.type === 'ObjectExpression' && hasKey(config, ['method', 'body', 'params'])) {
      return fromOptions(config, hasKey(config, ['method']) ? undefined : 'GET', ['payload']);
    }
  }
  return { method: undefined };
}

function fromCall(call: t.CallExpression | t.NewExpression, outer: readonly AstNode[]): CallSite {
  // `expect(api.get).toHaveBeenCalledWith('/records', { page })`: the expected arguments are `api.get`'s call
  const mocked = expectedMethodMock(call.callee, METHOD_NAMES);
  if (mocked) return fromCall({ ...call, callee: mocked } as t.CallExpression, []);
  const callee = call.callee;
  const args = argsOf(call);
  const name = calleeName(callee);
  const got = gotRequest(callee); // `api.stream(url, { searchParams })`, `api.paginate.all(url, …)`
  if (got) return args[1] ? fromOptions(args[1], got.method ?? 'GET') : { method: got.method ?? 'GET' };
  const wretch = name === 'url' && callee.type === 'MemberExpression' ? wretchChain(call, outer) : undefined;
  if (wretch) return wretch; // wretch: `api.url(path).query(q).post(body)`
  const ember = emberAjaxSite(callee, name, args); // `adapter.ajax(url, 'POST', { data })`
  if (ember) return ember;
  // rxjs's `ajax.getJSON(url, headers?)`: a GET whose observable gives the parsed body
  if (name === 'getJSON' && rxjsAjaxMember(callee, programOf(outer)) === 'getJSON')
    return { method: 'GET', returnsBody: true };
  const method = name === undefined ? undefined : METHOD_NAMES[name.toLowerCase()];
  if (callee.type === 'MemberExpression' && method) {
    // Effect: `HttpClientRequest.post(url).pipe(HttpClientRequest.bodyJson(body), HttpClientRequest.setUrlParams(q))`
    const piped = effectPipedRequest(call, outer);
    if (piped) return { method, ...piped };
    const chained = chainedBody(call, outer);
    if (chained) return { method, ...chained };
    const second = args[1];
    // @hapi/wreck: `wreck.post('/records', { headers, payload })`, `payload` the body
    if (isWreckOptions(second, programOf(outer))) return fromOptions(second!, method, ['payload']);
    if (NO_BODY.has(method)) {
      // `api.get('/items/search', { recordId })`: a wrapper's query, not axios's options
      const zodios = second?.type === 'ObjectExpression' && hasKey(second, ['queries']);
      if (second && isQueryArgument(second) && !zodios) return { method, query: second };
      // `var qs = { page: 1 }; if (f.recordId) qs.recordId = f.recordId; client.get('/profiles/search', qs, cb)`
      if (second && isHeldQuery(second, outer)) return { method, query: second };
      // the verb names the method whatever the options hold (`http.get(url, params(token))`, `{ ...base, timeout }`)
      return second ? { ...fromOptions(second, method), method } : { method };
    }
    if (second?.type === 'ObjectExpression' && hasKey(second, ['json', 'body', 'searchParams', 'form'])) {
      return fromOptions(second, method);
    }
    const third = args[2];
    const config = third ? fromOptions(third, method) : { method };
    // `http.post(url, JSON.stringify(body), params)` (k6, axios given a string): the body is what is stringified
    return { ...config, method, ...(second ? { body: unwrapStringify(second) } : {}) };
  }
  if (name && DOWNLOADS.has(name)) return { method: 'GET' };
  // SWR's `useSWR<Page<Row>>('/records?page=1', fetcher)`: the fetcher reads the key's URL (a GET, no body)
  if (isSwrHook(callee, programOf(outer))) return { method: 'GET' };
  if ((name && FETCH_LIKE.has(name)) || isReactAdminFetchJson(callee, programOf(outer))) {
    const options = args[1];
    // ofetch's `$fetch(url)` resolves to the parsed body itself, not to a `Response` or `{ data }`
    const parsed =
      name === '$fetch' || name === 'ofetch'
        ? { returnsBody: true }
        : isUrlFetchApp(callee)
          ? { sync: true }
          : {};
    if (!options) return { method: 'GET', ...parsed };
    return { ...fromOptions(heldOptions(options, outer), 'GET', payloadKeys(callee)), ...parsed };
  }
  return { method: undefined };
}

/** Superagent: `request.put(url).send(body).query(params)`; nock: `scope.get(url).query(params)`. */
function chainedBody(call: AstNode, outer: readonly AstNode[]): Omit<CallSite, 'method'> | undefined {
  let result: Omit<CallSite, 'method'> | undefined;
  let current = call;
  for (let i = outer.length - 1; i >= 1; i -= 2) {
    const member = outer[i];
    const next = outer[i - 1];
    if (member?.type !== 'MemberExpression' || member.object !== current) break;
    if (next?.type !== 'CallExpression' || next.callee !== member) break;
    const name = calleeName(member);
    const arg = argsOf(next)[0];
    // nock's `.reply(…)` ends the interceptor; a verb after it (`.get('/records').query(…)`) starts the next one
    if (name !== undefined && (name.startsWith('reply') || METHOD_NAMES[name.toLowerCase()])) break;
    if (name === 'send' && arg) result = { ...result, body: arg };
    else if (name === 'query' && arg) result = { ...result, query: arg };
    current = next;
  }
  return result;
}

/**
 * fetch-like options (`{ method, body, params }`): the request they describe, `defaultMethod` when they name none;
 * `bodyKeys` names the client's own body option (`payload` of `UrlFetchApp.fetch`).
 */
export function fromOptions(
  options: AstNode,
  defaultMethod: string | undefined,
  bodyKeys: readonly string[] = [],
): CallSite {
  if (options.type !== 'ObjectExpression') return { method: undefined };
  let method = defaultMethod;
  let body: AstNode | undefined;
  let query: AstNode | undefined;
  let queries: AstNode | undefined;
  for (const property of options.properties) {
    if (!isProperty(property)) {
      if (property.type === 'SpreadElement') method = undefined;
      continue;
    }
    const key = keyName(property);
    const value = property.value;
    // `method: 'post' as const`, `method: 'post' as HttpMethod`
    const written = unwrap(value);
    if (key === 'method')
      method = written && isStringLiteral(written) ? written.value.toUpperCase() : undefined;
    // the request library's `json: true` says the answer is parsed, and the `body` is sent as JSON
    else if (key === 'data' || (key === 'json' && !isBooleanLiteral(written))) body = value;
    else if (key === 'body' || bodyKeys.includes(key ?? '')) body = unwrapStringify(value);
    else if (key === 'params' && isOpenApiParams(value)) {
      // openapi-fetch: `{ params: { query: { … }, path: { … } } }`
      const inner = propertyNamed(value, 'query');
      if (inner) query = inner.value;
    } else if (key === 'queries') queries = value;
    // `qs`: the request library's query (`request({ uri, qs, json: true }, cb)`, request-promise's `rp({ uri, qs })`)
    else if (
      key === 'params' ||
      key === 'searchParams' ||
      key === 'query' ||
      key === 'urlParams' ||
      key === 'qs'
    )
      query = unwrapKeyFilter(value);
  }
  // Zodios' `{ params: { id }, queries: { recordId } }`: `queries` is the query, `params` the path's
  if (queries) query = queries;
  return { method, ...(body ? { body } : {}), ...(query ? { query } : {}) };
}

/** `JSON.stringify(x)` → x. */
export function unwrapStringify(node: AstNode): AstNode {
  if (node.type === 'CallExpression') {
    const callee = node.callee;
    if (
      callee.type === 'MemberExpression' &&
      callee.object.type === 'Identifier' &&
      callee.object.name === 'JSON' &&
      calleeName(callee) === 'stringify'
    ) {
      return argsOf(node)[0] ?? node;
    }
  }
  return node;
}

/** The arguments of a call (`f(a, b)`, `new F(a)`, `a?.(b)`); none for any other node. */
export function argsOf(call: AstNode): AstNode[] {
  switch (call.type) {
    case 'CallExpression':
    case 'NewExpression':
    case 'OptionalCallExpression':
      return call.arguments;
    default:
      return [];
  }
}

/** The first plain member of an object literal keyed `name` (`{ name: … }`, `{ 'name': … }`, `{ name }`). */
export function propertyNamed(
  object: t.ObjectExpression,
  name: string,
): t.ObjectProperty | EstreeProperty | undefined {
  for (const p of object.properties) if (isProperty(p) && keyName(p) === name) return p;
  return undefined;
}

/** The name of a property's key, when it is an identifier or a string. */
export function keyName(property: { key: AstNode }): string | undefined {
  const key = property.key;
  if (isIdentifier(key)) return key.name;
  if (isStringLiteral(key)) return key.value;
  return undefined;
}

function hasKey(object: t.ObjectExpression, keys: string[]): boolean {
  return object.properties.some((p) => isProperty(p) && keys.includes(keyName(p) ?? ''));
}

/** `{ query: … }` or `{ path: … }` only: openapi-fetch's parameters, not a query object. */
function isOpenApiParams(value: AstNode): value is t.ObjectExpression {
  if (value.type !== 'ObjectExpression') return false;
  const keys = value.properties.map((p) => (isProperty(p) ? keyName(p) : undefined));
  return (
    keys.length > 0 && keys.every((k) => k === 'query' || k === 'path' || k === 'header' || k === 'cookie')
  );
}

/** `true` or `false` written as such, in either AST flavour. */
function isBooleanLiteral(node: AstNode | undefined): boolean {
  return node?.type === 'BooleanLiteral' || (node?.type === 'Literal' && typeof node.value === 'boolean');
}

/**
 * A query held in a variable of the blocks around the call (`var qs = { page: 1 }`, filled by `qs.recordId = …`), given
 * after a bodyless verb's path: its initial literal is a query (no HTTP client's option among its keys).
 */
function isHeldQuery(node: AstNode, outer: readonly AstNode[]): boolean {
  if (node.type !== 'Identifier') return false;
  const declared = localDeclarator(node.name, outer);
  if (declared === undefined || declared === 'parameter') return false;
  const literal = unwrap(declared.init);
  return literal !== undefined && isQueryArgument(literal);
}
