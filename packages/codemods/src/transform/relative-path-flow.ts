import { walk } from './ast-walk.js';
import { argsOf, METHOD_NAMES } from './call-site.js';
import { identifierName, isProperty, isStringLiteral, type AstNode } from './node-types.js';
import { startOf } from './parser.js';
import type { FileContext } from '../project/file-context.js';
import { keyName } from './call-site.js';
import { builtUrl, optionsMethod } from './built-url.js';
import { isPageOrigin } from '../project/page-origin.js';
import { describesRequest, hasRouteOptions } from '../project/route-records.js';
import { declaresEndpoint } from './endpoint-declaration.js';
import { baseCandidates, splitRest, type UrlRules } from '../api/url.js';
import { isExpectedFetchUrl } from './stubbed-fetch-url.js';
import { expectedMethodMock } from './expected-call.js';
import { isPredicateUrl } from './http-testing-mocks.js';
import { namesApi, typeNamesApi } from './api-names.js';

/**
 * Functions that send the URL given as their first argument: fetch and its look-alikes, axios called as a function,
 * SWR (whose key is the URL its fetcher requests, so `mutate`/`preload` of that key must follow it), jQuery.
 */
const REQUEST_FUNCTIONS = new Set([
  'fetch',
  '$fetch',
  'ofetch',
  'request',
  'got',
  'ky',
  'axios',
  'undici',
  'useFetch',
  'useLazyFetch',
  'useSWR',
  'useSWRImmutable',
  'useSWRInfinite',
  'useSWRMutation',
  'mutate',
  'preload',
  'ajax',
  'getJSON',
]);
/** TanStack Query's keys: the default query function fetches the key's path, and invalidation repeats it. */
const QUERY_KEYS = new Set(['queryKey', 'mutationKey']);
/** Constructors of a request from its URL. */
const REQUEST_CONSTRUCTORS = new Set(['Request', 'EventSource']);
/** Method names (besides the HTTP verbs) of clients that send the URL given first (`http.request('/x')`). */
const REQUEST_METHODS = new Set(['request', 'fetch', 'ajax', 'getJSON', 'getJson', 'options']);

/**
 * Whether a relative path written at `node` (`'/records'`, `` `/records/${id}` ``, with no origin and no base
 * path of its own) reaches a request: the URL of a call the codemod reads as one (fetch, a client's `get`, a
 * wrapper of the project's own, `xhr.open`, a request's `{ url }` options), directly or through what builds it
 * (`withQuery('/records', q)`, `encodeURI(…)`, `new URL(…, location.origin)`) or a local variable holding it. An
 * app's page routes, links, breadcrumbs, sitemaps and analytics names repeat this API's paths without reaching one.
 */
export function reachesRequest(
  node: AstNode,
  parents: readonly AstNode[],
  context: FileContext,
  depth = 0,
): boolean {
  // a URL object built here with a request's options beside it (OpenAPI Generator's `new URL(localVarPath, …)`)
  const created = parents[parents.length - 1];
  const onPage = created?.type === 'NewExpression' && isPageOrigin(argsOf(created)[1]);
  if (!onPage && builtUrl(node, parents) && optionsMethod(parents) !== undefined) return true;
  let child = node;
  for (let i = parents.length - 1; i >= 0; i--) {
    const parent = parents[i];
    if (!parent) return false;
    switch (parent.type) {
      case 'TemplateLiteral':
      case 'ParenthesizedExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'TypeCastExpression':
      case 'AwaitExpression':
      case 'LogicalExpression':
      case 'ArrayExpression':
        break;
      case 'BinaryExpression':
        if (parent.operator !== '+') return false;
        break;
      case 'ConditionalExpression':
        if (parent.test === child) return false;
        break;
      case 'MemberExpression': {
        // a value read on (`new URL(…).href`, `url.toString()`): where that goes
        if (parent.object !== child) return false;
        const call = parents[i - 1];
        if (call?.type === 'CallExpression' && call.callee === parent) i--;
        child = call?.type === 'CallExpression' && call.callee === parent ? call : parent;
        continue;
      }
      case 'CallExpression':
      case 'NewExpression':
      case 'OptionalCallExpression':
        if (parent.callee === child) return false;
        if (isRequestCall(parent, child, context)) return true;
        if (isExpectedFetchUrl(parent, child, parents.slice(0, i), context.fetchStubMakers)) return true; // a test's stubbed fetch
        if (isPredicateUrl(parent, child, parents.slice(0, i))) return true; // `expectOne((r) => r.url.endsWith(…))`
        break; // a helper building the URL: where its result goes
      case 'ObjectProperty':
      case 'Property':
        return (
          parent.value === child &&
          (requestOptions(parent, parents.slice(0, i), context) || heldAsApi(parents, i))
        );
      case 'ClassProperty':
      case 'PropertyDefinition':
        // `readonly endpoint = '/records'`: a field named for this API's paths (its reads are the project pass's)
        return parent.value === child && namesApi(keyName(parent));
      case 'TSPropertySignature':
        return parent.key === child && schemaPaths(parents[i - 1], parents[i - 2]);
      case 'ArrowFunctionExpression':
      case 'ReturnStatement':
        // a builder (`record: (id) => `/records/${id}``): its calls are followed by the project pass
        return heldAsApi(parents, i);
      case 'VariableDeclarator':
        return (
          parent.init === child &&
          parent.id.type === 'Identifier' &&
          (namesApi(parent.id.name) ||
            variableReaches(parent.id.name, parent.id, parents.slice(0, i), context, depth))
        );
      case 'AssignmentExpression':
        return (
          parent.right === child &&
          parent.left.type === 'Identifier' &&
          variableReaches(parent.left.name, parent.left, parents.slice(0, i), context, depth)
        );
      default:
        return false;
    }
    child = parent;
  }
  return false;
}

/**
 * Whether a URL text is a path written alone: relative (`/records/${id}`), with no base path or version segment
 * of its own (`/api/records`, `/v4/records` say whose path they are wherever they go).
 */
export function writtenAlone(text: string, rules: UrlRules): boolean {
  if (!text.startsWith('/') || text.startsWith('//')) return false;
  return baseCandidates(splitRest(text).path, rules).length === 1;
}

/** Whether `call` sends `arg` as its URL. */
function isRequestCall(call: AstNode, arg: AstNode, context: FileContext): boolean {
  const args = argsOf(call);
  const index = args.indexOf(arg);
  const shape = context.calls.get(startOf(call));
  if (shape && !shape.pathOnly) return args[shape.path] === arg;
  if (context.sends.get(startOf(call)) === index) return true;
  if (
    call.type !== 'CallExpression' &&
    call.type !== 'NewExpression' &&
    call.type !== 'OptionalCallExpression'
  )
    return false;
  const callee = call.callee;
  if (call.type === 'NewExpression')
    return index === 0 && callee.type === 'Identifier' && REQUEST_CONSTRUCTORS.has(callee.name);
  if (callee.type === 'Identifier') return index === 0 && REQUEST_FUNCTIONS.has(callee.name);
  // `expect(api.get).toHaveBeenCalledWith('/records', …)`: the expected call of a mocked method sends it as `api.get` would
  if (expectedMethodMock(callee, METHOD_NAMES)) return index === 0;
  const name = callee.type === 'MemberExpression' ? identifierName(callee.property) : undefined;
  if (!name) return false;
  // `xhr.open('GET', '/records')`
  if (name === 'open') return index === 1 && args[0] !== undefined && isStringLiteral(args[0]);
  return index === 0 && (METHOD_NAMES[name.toLowerCase()] !== undefined || REQUEST_METHODS.has(name));
}

/**
 * `{ url: '/records' }` given to a request call (`axios({ url })`, `$.ajax({ url })`), or a query's key
 * (`queryKey: ['/records']`, which a default query function fetches, and which every key of the query repeats).
 */
function requestOptions(property: AstNode, above: readonly AstNode[], context: FileContext): boolean {
  if (!isProperty(property)) return false;
  if (QUERY_KEYS.has(keyName(property) ?? '')) return true;
  const key = keyName(property) ?? '';
  const object = above[above.length - 1];
  if (!['path', 'url', 'uri'].includes(key) || object?.type !== 'ObjectExpression') return false;
  const call = above[above.length - 2];
  // given to a call: that call must send it (`axios({ url })`, not `router.push({ path, query })`)
  if (call && argsOf(call).includes(object))
    return isRequestCall(call, object, context) || declaresEndpoint(object);
  // `{ path: '/records', method: 'GET' }` held for code that sends it: a request described (by a key besides its own);
  // hapi's `{ method, path, options: { handler } }` is a route the app serves
  return describesRequest(object, key) && !hasRouteOptions(object);
}

/** Whether any read of a local variable holding the path, in the block declaring it, reaches a request. */
function variableReaches(
  name: string,
  declared: AstNode,
  above: readonly AstNode[],
  context: FileContext,
  depth: number,
): boolean {
  if (depth >= 3) return false;
  let scope: AstNode | undefined;
  for (let i = above.length - 1; i >= 0 && !scope; i--) {
    const node = above[i];
    if (node?.type === 'BlockStatement' || node?.type === 'Program') scope = node;
  }
  if (!scope) return false;
  let found = false;
  walk(scope, [...above.slice(0, above.indexOf(scope))], (node, parents) => {
    if (found) return false;
    if (node.type !== 'Identifier' || node.name !== name || node === declared) return true;
    const parent = parents[parents.length - 1];
    if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return false;
    if (parent && isProperty(parent) && parent.key === node && !parent.shorthand) return false;
    found = reachesRequest(node, parents, context, depth + 1);
    return false;
  });
  return found;
}

/**
 * Whether what holds the path is named for this API's paths (`ENDPOINTS`, `API_PATHS`, `apiRoutes`,
 * `recordsEndpoint`): a table of endpoints of which some entries may have no caller in the run (a dispatcher's
 * unused entry, a table other code imports), as `routes`, `crumbs` or `sitemap` hold the app's own pages.
 */
function heldAsApi(parents: readonly AstNode[], from: number): boolean {
  for (let j = from; j >= 0; j--) {
    const node = parents[j];
    if (!node) return false;
    if (isProperty(node) || node.type === 'ObjectMethod' || node.type === 'ClassMethod') {
      if (namesApi(keyName(node))) return true;
      continue;
    }
    switch (node.type) {
      case 'VariableDeclarator':
        // `const RESOURCES: { [resource: string]: ResourceEndpoints } = { … }`: its name or its declared type
        return (
          node.id.type === 'Identifier' && (namesApi(node.id.name) || typeNamesApi(node.id.typeAnnotation))
        );
      case 'FunctionDeclaration':
        return namesApi(node.id?.name);
      case 'ObjectExpression':
      case 'ArrayExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
      case 'ReturnStatement':
      case 'BlockStatement':
      case 'TemplateLiteral':
        continue;
      default:
        return false;
    }
  }
  return false;
}

/** The body of openapi-typescript's `interface paths { "/records": … }` (or `type paths = { … }`): the API's paths. */
function schemaPaths(body: AstNode | undefined, declaration: AstNode | undefined): boolean {
  if (body?.type === 'TSInterfaceBody' && declaration?.type === 'TSInterfaceDeclaration')
    return declaration.id.name === 'paths' || namesApi(declaration.id.name);
  if (body?.type === 'TSTypeLiteral' && declaration?.type === 'TSTypeAliasDeclaration')
    return declaration.id.name === 'paths' || namesApi(declaration.id.name);
  return false;
}
