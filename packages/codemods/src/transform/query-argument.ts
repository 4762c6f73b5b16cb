import { isIdentifier, isProperty, isStringLiteral, type AstNode } from './node-types.js';

/**
 * Keys of the options object HTTP clients take after a URL (axios, ky, got, fetch, Angular's `HttpClient`, ofetch,
 * undici): an object literal with one of them is the client's options, not a query.
 */
const OPTION_KEYS = new Set([
  'headers',
  'params',
  'searchParams',
  'urlParams',
  'query',
  'qs',
  'uri',
  'url',
  'body',
  'data',
  'json',
  'form',
  'method',
  'timeout',
  'signal',
  'responseType',
  'withCredentials',
  'auth',
  'baseURL',
  'baseUrl',
  'prefixUrl',
  'credentials',
  'cache',
  'mode',
  'redirect',
  'referrer',
  'referrerPolicy',
  'integrity',
  'keepalive',
  'priority',
  'next',
  'observe',
  'reportProgress',
  'context',
  'transferCache',
  'retry',
  'hooks',
  'throwHttpErrors',
  'parseJson',
  'fetch',
  'paramsSerializer',
  'validateStatus',
  'maxRedirects',
  'adapter',
  'onUploadProgress',
  'onDownloadProgress',
  'xsrfCookieName',
  'xsrfHeaderName',
  'proxy',
  'decompress',
  'dispatcher',
  'agent',
  'https',
  'cookieJar',
  'responseEncoding',
  'transformRequest',
  'transformResponse',
]);

/**
 * True when the object literal after the path of a bodyless call (`api.get('/items/search', { recordId, searchText })`)
 * is the query a wrapper of the code's own takes, not an HTTP client's options: none of its keys is an option's
 * (a spread's keys are read through its type by the passes that rename the query).
 */
export function isQueryArgument(node: AstNode): boolean {
  if (node.type !== 'ObjectExpression' || node.properties.length === 0) return false;
  return node.properties.every((p) => {
    if (p.type === 'SpreadElement') return true;
    if (!isProperty(p)) return false;
    const key = isIdentifier(p.key) ? p.key.name : isStringLiteral(p.key) ? p.key.value : undefined;
    return key !== undefined && !OPTION_KEYS.has(key);
  });
}

/**
 * The query literal of a call the codemod cannot read as a request (`api.download('/items/exportToExcel', { recordId,
 * status })`: a wrapper's method that is no HTTP verb) whose path is a GET endpoint's with query renames: the object
 * literal right after the path, with only plain keys, none an option's. Undefined otherwise (its query then has a TODO).
 */
export function unreadCallQuery(args: readonly AstNode[], url: AstNode): AstNode | undefined {
  const [first, second] = args;
  if (first !== url || !second || !isQueryArgument(second) || second.type !== 'ObjectExpression')
    return undefined;
  return second.properties.every((p) => p.type !== 'SpreadElement') ? second : undefined;
}
