import { Node, type CallExpression, type Type } from 'ts-morph';
import { helperQueryTypes } from './helper-query.js';
import { jsonDeclaredAs } from './json-declared.js';
import { bodyDeclaredAs } from './body-declared.js';
import { undiciBodyDeclaredAs } from './undici-body.js';
import { untypedResultDeclaredAs } from './cast-result.js';
import { syncJsonReadAs } from './sync-json-read.js';
import { contentTextBody } from './content-text.js';
import { spreadTypes } from './spread-types.js';
import { parsedHolderType, parsedResponseType } from './schema-parsed.js';
import { ownWrapperResult } from './wrapper-result.js';
import { wretchResult } from './wretch-result.js';
import { effectValue } from './effect-result.js';
import { effectSchemaResponseType } from './effect-schema-response.js';

const WRAPPERS = new Set(['Promise', 'Observable', 'PromiseLike']);
const OPENAPI_METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']);

/**
 * The type the code gives a call's response body, where the code states one: a type argument
 * (`api.get<RecordList>(…)`, `http.get<T>`, `apiGet<T>`, `ky.get(…).json<T>()`, RTK Query's
 * `build.query<T>` or its `transformResponse` parameter), the `paths` of an openapi-fetch client, or the
 * awaited result (`Promise<T>`, `Observable<T>`, an axios-like `{ data: T }`).
 */
export function responseBodyType(call: CallExpression, openApiPaths: Type | undefined): Type | undefined {
  const rtk = rtkResultType(call);
  if (rtk) return rtk;
  // `HttpClientRequest.get(path).pipe(…, Effect.flatMap(HttpClientResponse.schemaBodyJson(Schema)))`
  const decoded = effectSchemaResponseType(call);
  if (decoded) return decoded;
  const json = chainedJson(call);
  if (json) return json;
  const wretch = wretchResult(call, unwrapResult); // `api.url(path).get().json<T>()`
  if (wretch) return wretch.type;
  const own = ownWrapperResult(call);
  if (own) return own;
  // Apps Script's `UrlFetchApp.fetch(…)`: the body is the parsed text, typed where it lands
  const text = contentTextBody(call);
  if (text) return text.type;
  const args = call.getTypeArguments();
  const stated = args[0]?.getType();
  // `get<unknown>(…)` parsed by a runtime schema: the schema's type
  if (stated?.isUnknown() || stated?.isAny()) return parsedResponseType(call) ?? stated;
  if (stated) return stated;
  const openapi = openApiType(call, openApiPaths, 'response');
  if (openapi) return openapi;
  // a runtime schema that parses the body says what it is (`fetch`'s own `Response` does not)
  return (
    parsedResponseType(call) ??
    returnedAs(call) ??
    jsonDeclaredAs(call) ??
    syncJsonReadAs(call) ??
    bodyDeclaredAs(call) ??
    undiciBodyDeclaredAs(call) ??
    untypedResultDeclaredAs(call) ??
    unwrapResult(call.getType())
  );
}

/** `list(): Promise<Type[]> { return fetch(url).then((r) => r.json()); }`: the declared return type. */
function returnedAs(call: CallExpression): Type | undefined {
  let node: Node = call;
  for (let i = 0; i < 8; i++) {
    const parent = node.getParent();
    if (!parent) return undefined;
    if (Node.isReturnStatement(parent) || (Node.isArrowFunction(parent) && parent.getBody() === node)) {
      const fn = Node.isReturnStatement(parent)
        ? parent.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a))
        : parent;
      const declared = fn && Node.isFunctionLikeDeclaration(fn) ? fn.getReturnTypeNode() : undefined;
      return declared ? unwrapResult(declared.getType()) : undefined;
    }
    const chained =
      Node.isAwaitExpression(parent) ||
      Node.isParenthesizedExpression(parent) ||
      (Node.isPropertyAccessExpression(parent) && ['then', 'catch', 'finally'].includes(parent.getName())) ||
      (Node.isCallExpression(parent) && Node.isPropertyAccessExpression(node));
    if (!chained) return undefined;
    node = parent;
  }
  return undefined;
}

/** The request body types the code states: the openapi operation's, and the declared type of the body argument. */
export function requestBodyTypes(
  body: Node | undefined,
  call: CallExpression,
  openApiPaths: Type | undefined,
): Type[] {
  const out: Type[] = [];
  const openapi = openApiType(call, openApiPaths, 'request');
  if (openapi) out.push(openapi);
  if (body && !Node.isObjectLiteralExpression(body)) out.push(body.getType());
  out.push(...spreadTypes(body));
  return out;
}

/** The query's types: the openapi operation's `parameters.query`, and the declared type of a query variable. */
export function queryTypes(
  query: Node | undefined,
  call: CallExpression,
  openApiPaths: Type | undefined,
): Type[] {
  const out: Type[] = [];
  const openapi = openApiType(call, openApiPaths, 'query');
  if (openapi) out.push(openapi);
  if (query && !Node.isObjectLiteralExpression(query)) out.push(query.getType());
  out.push(...spreadTypes(query));
  out.push(...helperQueryTypes(query));
  return out;
}

/** `X.json<T>()` right after the call (ky, got): T. */
function chainedJson(call: CallExpression): Type | undefined {
  const access = call.getParent();
  if (!Node.isPropertyAccessExpression(access) || access.getName() !== 'json') return undefined;
  const outer = access.getParent();
  if (!Node.isCallExpression(outer)) return undefined;
  return outer.getTypeArguments()[0]?.getType();
}

/** RTK Query: `build.query<Result, Arg>({ query, transformResponse: (raw: Raw) => … })`: Raw, or Result. */
function rtkResultType(call: CallExpression): Type | undefined {
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || !['query', 'mutation'].includes(callee.getName()))
    return undefined;
  const options = call.getArguments()[0];
  if (!Node.isObjectLiteralExpression(options)) return undefined;
  const transform = options.getProperty('transformResponse');
  const fn = Node.isPropertyAssignment(transform) ? transform.getInitializer() : transform;
  if (fn && (Node.isArrowFunction(fn) || Node.isFunctionExpression(fn) || Node.isMethodDeclaration(fn))) {
    const param = fn.getParameters()[0];
    const raw = param?.getTypeNode() ? param.getType() : undefined;
    // `(res: unknown) => pageOf(RecordSchema).parse(res).data`: the schema says what the raw response is
    const name = param?.getNameNode();
    if (raw && (raw.isUnknown() || raw.isAny()) && Node.isIdentifier(name))
      return parsedHolderType(name) ?? raw;
    if (raw) return raw;
  }
  return call.getTypeArguments()[0]?.getType();
}

/** `Promise<T>` / `Observable<T>` → T; an axios-like response `{ data, status, headers }` → its data. */
function unwrapResult(type: Type): Type | undefined {
  // `ReaderTaskEither<Env, ApiError, A>` (fp-ts): the value the effect yields
  let t = effectValue(type) ?? type;
  for (let i = 0; i < 3; i++) {
    const name = t.getSymbol()?.getName() ?? t.getAliasSymbol()?.getName();
    const args = t.getTypeArguments();
    if (name && WRAPPERS.has(name) && args.length > 0) t = args[0]!;
    else break;
  }
  if (t.isAny() || t.isUnknown()) return undefined;
  const data = t.getProperty('data');
  if (data && t.getProperty('status') && t.getProperty('headers')) {
    const decl = data.getDeclarations()[0];
    return decl ? data.getTypeAtLocation(decl) : undefined;
  }
  return t;
}

/** openapi-fetch: `client.GET('/records', …)` typed by `paths['/records']['get']`. */
function openApiType(call: CallExpression, paths: Type | undefined, part: OperationPart): Type | undefined {
  const callee = call.getExpression();
  if (!paths || !Node.isPropertyAccessExpression(callee) || !OPENAPI_METHODS.has(callee.getName()))
    return undefined;
  const url = call.getArguments()[0];
  if (!Node.isStringLiteral(url) && !Node.isNoSubstitutionTemplateLiteral(url)) return undefined;
  return operationPart(paths, url.getLiteralText(), callee.getName().toLowerCase(), part, call);
}

export type OperationPart = 'response' | 'request' | 'query';

/** A part of an openapi-typescript operation: `paths[path][method]`'s JSON response, request body or query. */
export function operationPart(
  paths: Type,
  path: string,
  method: string,
  part: OperationPart,
  at: Node,
): Type | undefined {
  const operation = member(member(paths, path, at), method, at);
  if (part === 'query') return member(member(operation, 'parameters', at), 'query', at);
  if (part === 'request')
    return member(member(member(operation, 'requestBody', at), 'content', at), 'application/json', at);
  const responses = member(operation, 'responses', at);
  const ok = member(responses, '200', at) ?? member(responses, '201', at);
  return member(member(ok, 'content', at), 'application/json', at);
}

function member(type: Type | undefined, name: string, at: Node): Type | undefined {
  const symbol = type?.getProperty(name);
  if (!symbol) return undefined;
  const t = symbol.getTypeAtLocation(at);
  return t.isUndefined() ? undefined : t.getNonNullableType();
}
