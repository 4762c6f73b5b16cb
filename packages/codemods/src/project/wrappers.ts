import type * as t from '@babel/types';
import { argsOf, keyName } from '../transform/call-site.js';
import {
  identifierName,
  isIdentifier,
  isProperty,
  isStringLiteral,
  type AstNode,
} from '../transform/node-types.js';
import { readUrlExpression } from '../transform/url-expression.js';
import { eachNode, unwrap, type FileFacts } from './file-facts.js';
import { type Linker, returnedExpression } from './linker.js';
import { forwardedInit, pathWithQuery } from './forwarded-request.js';
import { initParam } from './request-init.js';
import { joinedUrl, queryLoopParam } from './url-object.js';
import { builtUrlText } from './prefixed-url.js';
import { helperPathParam } from './path-helper.js';
import { writtenOrigin } from './written-origin.js';
import { writtenBasePath } from './written-base-path.js';
import { isParsedContentText, isUrlFetchApp, payloadKeys } from '../transform/url-fetch-app.js';
import { returnedUrlText } from './returned-url.js';
import { OPTION_MEMBERS, optionsLiteralParams, optionsParamOf } from './options-param.js';
import { isMemberFetch } from './member-fetch.js';
import { isReactAdminFetchJson } from '../transform/react-admin-fetch.js';
import { isOwnFunction } from './own-function.js';
import { rxjsAjaxMember } from '../transform/rxjs-ajax.js';
import { isZapierRequest } from '../transform/zapier-request.js';

/** A place in a file, with the ancestors of its node. */
export interface Located {
  facts: FileFacts;
  node: AstNode;
  parents: readonly AstNode[];
}

/**
 * What a function of the project does with its arguments when it sends a request or builds a URL
 * (`apiGet(path, query)`, `send(method, path, query, body)`, `toUrl(path, query)`): which argument is the path,
 * under which base, and which are the method, the query and the body.
 */
export interface WrapperSummary {
  path: number;
  /** The base the path goes after (`${API_BASE}/${path}`), or the client's; undefined for none. */
  base?: Located;
  /** True when the path goes after a slash (`${API_BASE}/${path}`): callers pass it without one. */
  bare: boolean;
  method?: string;
  methodParam?: number;
  query?: number;
  body?: number;
  /** The parameter handed on as fetch's options (`{ ...init }`): method and body are read from its argument. */
  init?: number;
  /**
   * A path helper (`withQuery(path, query)`): it neither sends nor puts a base before the path, so its calls say
   * nothing about whose path it is (`navigate(withQuery('/records', …))` is a route); its query is read where the
   * path is found to be this API's.
   */
  pathOnly?: true;
  /** The function returns the parsed body at once (`return JSON.parse(res.getContentText())` over `UrlFetchApp`). */
  parsedBody?: true;
  /** A curried wrapper's method, a parameter of the function returning it (`sendJson('POST', …)(url, body)`). */
  curriedMethodParam?: number;
}

const FETCH_LIKE = new Set(['fetch', 'ky', 'got', 'request', '$fetch', 'ofetch']);
/**
 * A function that may be a wrapper: an arrow, a function, a class method or an object method (`const crm = { get(path,
 * query) { return fetch(`https://crm.example.org${path}`) } }`: another service's client is known by its base).
 */
type WrapperFunction =
  t.ArrowFunctionExpression | t.FunctionExpression | t.FunctionDeclaration | t.ClassMethod | t.ObjectMethod;

function isWrapperFunction(node: AstNode): node is WrapperFunction {
  return (
    node.type === 'ArrowFunctionExpression' ||
    node.type === 'FunctionExpression' ||
    node.type === 'FunctionDeclaration' ||
    node.type === 'ClassMethod' ||
    node.type === 'ObjectMethod'
  );
}
const METHODS: Record<string, string> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
};

/** Computes and remembers wrapper summaries across the project. */
export class Wrappers {
  private readonly summaries = new Map<AstNode, WrapperSummary | null>();
  /** The ancestors of a function summarised (a class method's class body), so `this.x` inside it can be followed. */
  private readonly ancestors = new Map<AstNode, readonly AstNode[]>();

  constructor(
    private readonly linker: Linker,
    /** The client a callee object is (`api` of `api.get(…)`), with its base. */
    private readonly clientOf: (
      facts: FileFacts,
      object: AstNode,
      parents: readonly AstNode[],
    ) => Located | undefined,
    /** Whether a relative prefix written before a wrapper's path (`/api/v4/`) is a base path of this API. */
    private readonly isApiBasePath: (written: string) => boolean = () => false,
  ) {}

  /** The summary of the function `callee` refers to, when it is a wrapper. */
  ofCallee(facts: FileFacts, callee: AstNode, parents: readonly AstNode[]): WrapperSummary | undefined {
    if (callee.type === 'CallExpression') return this.ofCurried(facts, callee, parents);
    if (callee.type !== 'Identifier' && callee.type !== 'MemberExpression') return undefined;
    const value = this.linker.valueOf(facts, callee, parents);
    const fn = value && unwrap(value.node);
    if (!value || !fn || !isWrapperFunction(fn)) return undefined;
    if (value.parents && !this.ancestors.has(fn)) this.ancestors.set(fn, value.parents);
    const summary = this.summarize(value.facts, fn);
    // `const post = request('POST')`: a curried wrapper given its first arguments once, in this file
    const given = summary?.curriedMethodParam === undefined ? undefined : curriedCall(facts, callee);
    return given ? this.ofCurried(facts, given, parents) : summary;
  }

  /**
   * `getJson(codec)(url)`: the callee is itself a call, of a function returning the function that sends (curried, as
   * fp-ts code writes `(codec) => (url) => pipe(send('GET', url), …)`); that returned function is the wrapper.
   */
  private ofCurried(
    facts: FileFacts,
    callee: t.CallExpression,
    parents: readonly AstNode[],
  ): WrapperSummary | undefined {
    const outer = callee.callee;
    if (outer.type !== 'Identifier' && outer.type !== 'MemberExpression') return undefined;
    const value = this.linker.valueOf(facts, outer, parents);
    const fn = value && unwrap(value.node);
    if (!value || !fn || !isWrapperFunction(fn)) return undefined;
    const inner = unwrap(returnedExpression(fn));
    if (!inner || !isWrapperFunction(inner)) return undefined;
    if (!this.ancestors.has(inner)) this.ancestors.set(inner, [...(value.parents ?? []), fn]);
    const summary = this.summarize(value.facts, inner);
    const method =
      summary?.curriedMethodParam === undefined ? undefined : argsOf(callee)[summary.curriedMethodParam];
    return summary && method && isStringLiteral(method)
      ? { ...summary, method: method.value.toUpperCase() }
      : summary;
  }

  private summarize(facts: FileFacts, fn: WrapperFunction): WrapperSummary | undefined {
    if (this.summaries.has(fn)) return this.summaries.get(fn) ?? undefined;
    this.summaries.set(fn, null); // recursion guard
    const found = this.builder(facts, fn) ?? this.sender(facts, fn) ?? pathHelper(fn);
    this.summaries.set(fn, found ?? null);
    return found;
  }

  /** `(path, query) => `${API_BASE}/${path}?${new URLSearchParams(query)}``: a URL builder. */
  private builder(facts: FileFacts, fn: WrapperFunction): WrapperSummary | undefined {
    const returned = unwrap(returnedUrlText(fn, unwrap(returnedExpression(fn))));
    return returned ? this.template(facts, fn, returned, [...this.around(fn), fn]) : undefined;
  }

  private template(
    facts: FileFacts,
    fn: WrapperFunction,
    node: AstNode,
    parents: readonly AstNode[],
  ): WrapperSummary | undefined {
    const url = readUrlExpression(node, facts.source) ?? joinedUrl(node);
    // `https://tickets.example.org${path}`: the written origin is the base the path goes after
    const written = url && writtenOrigin(url);
    const writtenPath = written && paramIndex(fn, written.hole);
    if (written && writtenPath !== undefined)
      return {
        path: writtenPath,
        base: { facts, node: written.origin, parents: [...parents, node] },
        bare: written.bare,
      };
    // `/api/v4/${path}`: a relative base path of this API written before the path
    const prefix = url && writtenBasePath(url, this.isApiBasePath);
    const prefixPath = prefix && paramIndex(fn, prefix.hole);
    if (prefix && prefixPath !== undefined) {
      const summary: WrapperSummary = {
        path: prefixPath,
        base: { facts, node: prefix.base, parents: [...parents, node] },
        bare: prefix.bare,
      };
      const query = queryParam(fn, node) ?? queryLoopParam(fn.body, (e) => paramIndex(fn, e));
      if (query !== undefined) summary.query = query;
      return summary;
    }
    const [base, pathHole] = url?.holes ?? [];
    if (!url || !base || !pathHole || !url.text.startsWith('\uE0000\uE000')) return undefined;
    const path = paramIndex(fn, pathHole);
    if (path === undefined) return undefined;
    const between = url.text.slice(3, url.text.indexOf('\uE0001\uE000'));
    if (between !== '/' && between !== '') return undefined;
    const summary: WrapperSummary = {
      path,
      base: { facts, node: base, parents: [...parents, node] },
      bare: between === '/',
    };
    // `new URLSearchParams(query)` in the function, or a hole after the path that renders it: `${toQuery(query)}`
    const query =
      queryParam(fn, node) ??
      queryLoopParam(fn.body, (e) => paramIndex(fn, e)) ??
      url.holes
        .slice(2)
        .map((hole) => {
          const inner = unwrap(hole);
          const first = inner?.type === 'CallExpression' ? argsOf(inner)[0] : undefined;
          return first ? paramIndex(fn, first) : undefined;
        })
        .find((i) => i !== undefined);
    if (query !== undefined) summary.query = query;
    return summary;
  }

  /** A function whose body sends the request: `fetch(toUrl(path, q), { method, body })`, `api.get(path)`, `send('GET', path)`. */
  private sender(facts: FileFacts, fn: WrapperFunction): WrapperSummary | undefined {
    let found: WrapperSummary | undefined;
    eachNode(fn.body, (node, inner) => {
      if (found || node.type !== 'CallExpression') return;
      const parents = [...this.around(fn), fn, ...inner];
      const callee = node.callee;
      const args = argsOf(node);
      const fetchLike =
        (isIdentifier(callee) &&
          FETCH_LIKE.has(callee.name) &&
          !isOwnFunction(this.linker, facts, callee, parents)) ||
        isMemberFetch(facts, callee) ||
        isReactAdminFetchJson(callee, facts.ast.program) ||
        isUrlFetchApp(callee);
      // rxjs's `ajax.getJSON(url, headers)`: always a GET (its second argument is the headers)
      if (args[0] && rxjsAjaxMember(callee, facts.ast.program) === 'getJSON') {
        const target = this.urlArgument(facts, fn, args[0], [...parents, node]);
        if (target) found = { ...target, method: 'GET' };
        return;
      }
      // Zapier's `z.request({ url: `${API_BASE_URL}${path}`, params: { ...params, page } })`: the options name the URL
      const zapier = isZapierRequest(callee, parents) ? unwrap(args[0]) : undefined;
      if (zapier?.type === 'ObjectExpression') {
        const url = optionValue(zapier, 'url');
        const target = url && this.urlArgument(facts, fn, url, [...parents, node, zapier]);
        if (!target) return;
        found = { ...target, ...this.options(fn, zapier, []) };
        const query = spreadParam(fn, optionValue(zapier, 'params'));
        if (query !== undefined) found.query = query;
        if (found.method === undefined && found.methodParam === undefined && !mayHoldMethod(zapier))
          found.method = 'GET';
        return;
      }
      if (fetchLike && args[0]) {
        const target = this.urlArgument(facts, fn, args[0], [...parents, node]);
        if (!target) return;
        found = { ...target, ...this.options(fn, args[1], payloadKeys(callee)) };
        curriedMethod(found, optionValue(args[1], 'method'), fn, this.around(fn));
        if (isUrlFetchApp(callee) && isParsedContentText(unwrap(returnedExpression(fn))))
          found.parsedBody = true;
        const init = initParam(args[1], (e) => paramIndex(fn, e));
        if (init !== undefined && found.method === undefined && found.methodParam === undefined)
          found.init = init;
        // fetch's default: no options, or options that cannot hold a method (`{ headers }`, no spread)
        if (found.method === undefined && found.methodParam === undefined && !mayHoldMethod(args[1]))
          found.method = 'GET';
        return;
      }
      const name = callee.type === 'MemberExpression' ? identifierName(callee.property) : undefined;
      const method = name === undefined ? undefined : METHODS[name.toLowerCase()];
      if (callee.type === 'MemberExpression' && method && args[0]) {
        const client = this.clientOf(facts, callee.object, parents);
        const path = paramIndex(fn, args[0]);
        if (!client || path === undefined) return;
        found = { path, base: client, bare: true, method };
        const second = args[1] && paramIndex(fn, args[1]);
        if (second !== undefined) found[found.method === 'GET' ? 'query' : 'body'] = second;
        return;
      }
      const inner2 = this.ofCallee(facts, callee, parents);
      if (inner2) {
        const through = this.throughHelper(facts, inner2, args, parents);
        found = mapThrough(fn, through.inner, through.args);
        const methodArg =
          through.inner.methodParam === undefined ? undefined : through.args[through.inner.methodParam];
        if (found) curriedMethod(found, methodArg, fn, this.around(fn));
        // `return apiSend_('post', path, body)`: what the inner wrapper returns, this one does
        if (found && inner2.parsedBody && unwrap(returnedExpression(fn)) === node) found.parsedBody = true;
      }
    });
    return found;
  }

  /**
   * `this.raw('GET', withQuery(path, query))`: when the path argument of an inner wrapper's call is a path helper's
   * call, the helper's path and query arguments stand in for it (the query only where the inner wrapper has none).
   */
  private throughHelper(
    facts: FileFacts,
    inner: WrapperSummary,
    args: readonly AstNode[],
    parents: readonly AstNode[],
  ): { inner: WrapperSummary; args: readonly AstNode[] } {
    const unchanged = { inner, args };
    const pathArg = unwrap(args[inner.path]);
    if (pathArg?.type !== 'CallExpression') return unchanged;
    const helper = this.ofCallee(facts, pathArg.callee, parents);
    if (!helper?.pathOnly || helper.query === undefined) return unchanged;
    const helperArgs = argsOf(pathArg);
    const path = helperArgs[helper.path];
    if (!path) return unchanged;
    const out = [...args];
    out[inner.path] = path;
    const query = helperArgs[helper.query];
    if (inner.query !== undefined || !query) return { inner, args: out };
    // the query goes after every argument the inner wrapper reads (its body may be the next one)
    const taken = [inner.path, inner.body, inner.init, inner.methodParam].filter((i) => i !== undefined);
    const at = Math.max(out.length, ...taken.map((i) => i + 1));
    out[at] = query;
    return { inner: { ...inner, query: at }, args: out };
  }

  private around(fn: WrapperFunction): readonly AstNode[] {
    return this.ancestors.get(fn) ?? [];
  }

  /** The URL argument of a fetch-like call inside a wrapper, read for the parameter that is the path. */
  private urlArgument(
    facts: FileFacts,
    fn: WrapperFunction,
    arg: AstNode,
    parents: readonly AstNode[],
  ): WrapperSummary | undefined {
    const a = unwrap(arg);
    if (!a) return undefined;
    if (a.type === 'CallExpression') {
      const builder = this.ofCallee(facts, a.callee, parents);
      return builder ? mapThrough(fn, builder, argsOf(a)) : undefined;
    }
    const built = builtUrlText(a);
    if (built) return this.urlArgument(facts, fn, built, parents);
    if (a.type === 'Identifier') {
      // `(url, options) => fetchUtils.fetchJson(url, { ...options, headers })`: the callers give the whole URL
      const whole = paramIndex(fn, a);
      if (whole !== undefined) return { path: whole, bare: false };
      const value = this.linker.valueOf(facts, a, parents);
      return value && value.facts === facts
        ? this.urlArgument(facts, fn, value.node, value.parents ?? parents)
        : undefined;
    }
    return this.template(facts, fn, a, parents);
  }

  /** `{ method, body: JSON.stringify(body) }`: which parameters are the method and the body (also under `bodyKeys`). */
  private options(
    fn: WrapperFunction,
    options: AstNode | undefined,
    bodyKeys: readonly string[],
  ): Partial<WrapperSummary> {
    const out: Partial<WrapperSummary> = {};
    if (options?.type !== 'ObjectExpression') return out;
    for (const property of options.properties) {
      if (!isProperty(property)) continue;
      const value = property.value;
      const key = keyName(property);
      if (key === 'method') {
        const written = unwrap(value);
        if (written && isStringLiteral(written)) out.method = written.value.toUpperCase();
        else {
          const i = paramIndex(fn, value);
          if (i !== undefined) out.methodParam = i;
          else
            out.init =
              optionsParamOf(value, OPTION_MEMBERS.method, (e) => paramIndex(fn, e), fn.params) ?? out.init;
        }
      }
      if (key === 'body' || key === 'json' || key === 'data' || bodyKeys.includes(key ?? '')) {
        // `body: JSON.stringify(opts.body)`: the body is a member of an options parameter, not the parameter
        const options = optionsParamOf(value, OPTION_MEMBERS.body, (e) => paramIndex(fn, e), fn.params);
        const i = options === undefined ? paramInside(fn, value) : undefined;
        if (options !== undefined) out.init = options;
        if (i !== undefined) out.body = i;
      }
    }
    return out;
  }
}

/** Whether fetch's options argument may set `method`: anything but an object literal without `method` or a spread. */
function mayHoldMethod(options: AstNode | undefined): boolean {
  if (!options) return false;
  if (options.type !== 'ObjectExpression') return true;
  return options.properties.some((p) => !isProperty(p) || keyName(p) === 'method');
}

/** `withQuery(path, query)`: a path helper, which returns its path with the query's string appended (no base). */
function pathHelper(fn: WrapperFunction): WrapperSummary | undefined {
  const path = helperPathParam(fn, (e) => paramIndex(fn, e));
  if (path === undefined) return undefined;
  const query = queryParam(fn, fn.body) ?? queryLoopParam(fn.body, (e) => paramIndex(fn, e));
  return query === undefined || query === path ? undefined : { path, bare: false, query, pathOnly: true };
}

/**
 * `(method, input) => (url, body) => send(method, url, …)`: the method the inner wrapper is given is a parameter of the
 * function returning `fn`, set on `found` as its `curriedMethodParam` (read from that outer call's arguments).
 */
function curriedMethod(
  found: WrapperSummary,
  arg: AstNode | undefined,
  fn: WrapperFunction,
  around: readonly AstNode[],
): void {
  if (found.method !== undefined || found.methodParam !== undefined || !arg) return;
  const outer = [...around].reverse().find(isWrapperFunction);
  if (!outer || !isWrapperFunction(outer) || unwrap(returnedExpression(outer)) !== fn) return;
  const i = paramIndex(outer, arg);
  if (i !== undefined) found.curriedMethodParam = i;
}

/** `post` of `const post = request('POST')` in the file: the call giving a curried wrapper its first arguments. */
function curriedCall(facts: FileFacts, callee: AstNode): t.CallExpression | undefined {
  if (callee.type !== 'Identifier') return undefined;
  let found: t.CallExpression | undefined;
  eachNode(facts.ast, (node) => {
    if (found || node.type !== 'VariableDeclarator' || node.id.type !== 'Identifier') return;
    const init = node.init && unwrap(node.init);
    if (node.id.name === callee.name && init?.type === 'CallExpression') found = init;
  });
  return found;
}

/** The value of a property of an object literal (`method` of fetch's options), when written as one. */
function optionValue(options: AstNode | undefined, name: string): AstNode | undefined {
  if (options?.type !== 'ObjectExpression') return undefined;
  const property = options.properties.find((p) => isProperty(p) && keyName(p) === name);
  return property && isProperty(property) ? property.value : undefined;
}

/** A summary of a function called from a wrapper, restated in the wrapper's own parameters. */
function mapThrough(
  fn: WrapperFunction,
  inner: WrapperSummary,
  args: readonly AstNode[],
): WrapperSummary | undefined {
  const pathArg = args[inner.path];
  const ofFn = (e: AstNode): number | undefined => paramIndex(fn, e);
  // `path + toQuery(search)`: the path with its query glued on
  const glued = pathArg && paramIndex(fn, pathArg) === undefined ? pathWithQuery(pathArg, ofFn) : undefined;
  const path = glued?.path ?? (pathArg && paramIndex(fn, pathArg));
  if (path === undefined) return undefined;
  const out: WrapperSummary = { path, bare: inner.bare, ...(inner.base ? { base: inner.base } : {}) };
  if (inner.method) out.method = inner.method;
  if (inner.methodParam !== undefined) {
    const arg = args[inner.methodParam];
    if (arg && isStringLiteral(arg)) out.method = arg.value.toUpperCase();
    else if (arg) {
      const i = paramIndex(fn, arg);
      if (i !== undefined) out.methodParam = i;
    }
  }
  for (const key of ['query', 'body', 'init'] as const) {
    const at = inner[key];
    const arg = at === undefined ? undefined : args[at];
    const i = arg && (paramIndex(fn, arg) ?? (key === 'body' ? encodedParam(fn, arg) : undefined));
    if (i !== undefined) out[key] = i;
    // `buildUrl(base, path, opts.query)`: the query is a member of the wrapper's options parameter
    else if (key === 'query' && arg)
      out.init = optionsParamOf(arg, OPTION_MEMBERS.query, (e) => paramIndex(fn, e), fn.params);
  }
  // `send(path, { query })`: the options literal handed on names which of this function's parameters they are
  if (inner.init !== undefined)
    Object.assign(
      out,
      optionsLiteralParams(args[inner.init], (e) => paramIndex(fn, e)),
    );
  if (out.init === undefined) delete out.init;
  if (glued?.query !== undefined && out.query === undefined) out.query = glued.query;
  // `complianceFetch(request, path, { method, body: JSON.stringify(body) })`: the options written at the call
  if (
    inner.init !== undefined &&
    out.init === undefined &&
    out.method === undefined &&
    out.methodParam === undefined
  ) {
    const given = forwardedInit(args[inner.init], ofFn, (e) => paramInside(fn, e));
    if (given.method) out.method = given.method;
    if (given.methodParam !== undefined) out.methodParam = given.methodParam;
    if (given.body !== undefined && out.body === undefined) out.body = given.body;
  }
  return out;
}

/** The index of the parameter an expression is (`path`), or is a method call on (`path.replace(…)`). */
function paramIndex(fn: WrapperFunction, expression: AstNode): number | undefined {
  let e = unwrap(expression);
  if (!e) return undefined;
  if (e.type === 'CallExpression' && e.callee.type === 'MemberExpression') e = e.callee.object;
  if (e.type === 'LogicalExpression') e = e.left;
  if (e.type !== 'Identifier') return undefined;
  const params = fn.params;
  const i = params.findIndex((p) => {
    const id = p.type === 'AssignmentPattern' ? p.left : p;
    return id.type === 'Identifier' && id.name === e.name;
  });
  return i < 0 ? undefined : i;
}

/** `params` or `{ ...params, page }`: the parameter a query option is, or spreads. */
function spreadParam(fn: WrapperFunction, value: AstNode | undefined): number | undefined {
  const v = unwrap(value);
  if (!v) return undefined;
  if (v.type !== 'ObjectExpression') return paramIndex(fn, v);
  for (const property of v.properties)
    if (property.type === 'SpreadElement') {
      const i = paramIndex(fn, property.argument);
      if (i !== undefined) return i;
    }
  return undefined;
}

/** `codec.encode(body)`, `serialize(body)`: a body handed on through a one-argument call is still that parameter. */
function encodedParam(fn: WrapperFunction, arg: AstNode): number | undefined {
  const call = unwrap(arg);
  if (call?.type !== 'CallExpression') return undefined;
  const only = argsOf(call);
  return only.length === 1 && only[0] ? paramIndex(fn, only[0]) : undefined;
}

/** The parameter used anywhere inside an expression (`body === undefined ? undefined : JSON.stringify(body)`). */
function paramInside(fn: WrapperFunction, expression: AstNode): number | undefined {
  let found: number | undefined;
  eachNode(expression, (node) => {
    if (found === undefined && node.type === 'Identifier') found = paramIndex(fn, node);
  });
  return found;
}

/** `new URLSearchParams(query)` somewhere in the function: which parameter is the query. */
function queryParam(fn: WrapperFunction, within: AstNode): number | undefined {
  let found: number | undefined;
  const scan = (root: AstNode): void =>
    eachNode(root, (node) => {
      if (found !== undefined || node.type !== 'NewExpression') return;
      if (identifierName(node.callee) !== 'URLSearchParams') return;
      const arg = argsOf(node)[0];
      if (arg) found = paramIndex(fn, arg);
    });
  scan(within);
  if (found === undefined) scan(fn.body);
  return found;
}
