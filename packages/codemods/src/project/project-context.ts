import { marker } from '../api/markers.js';
import type * as t from '@babel/types';
import type { ApiIndex } from '../api/api-index.js';
import { parseUrl, splitRest } from '../api/url.js';
import { injectedConstant } from './angular-constants.js';
import { isPlaceholderBase } from './placeholder-base.js';
import { generatedClientBase } from './generated-client-base.js';
import { generatorOf } from '../run/generated-files.js';
import { argsOf, keyName, METHOD_NAMES } from '../transform/call-site.js';
import {
  isIdentifier,
  isMember,
  isProperty,
  isStringLiteral,
  type AstNode,
} from '../transform/node-types.js';
import { startOf, endOf } from '../transform/parser.js';
import { readUrlExpression } from '../transform/url-expression.js';
import { emptyContext, type FileContext, type LiteralRole, type WrapperCall } from './file-context.js';
import { collectFileFacts, eachNode, textOfMember, unwrap, type FileFacts } from './file-facts.js';
import { configKey } from './node-config.js';
import { requestOptionsUse } from './request-options.js';
import { calledFunction, Linker, memberKey } from './linker.js';
import { keyUrlValue } from './key-url.js';
import { isSwrHook } from '../transform/swr-hook.js';
import { prefixedPath } from './path-prefix.js';
import type { ModuleResolver } from './module-resolver.js';
import { Wrappers, type Located } from './wrappers.js';
import { ownsItsBase } from './prefixed-url.js';
import { isOwnFunction } from './own-function.js';
import { initSite } from '../transform/init-site.js';
import { isNavigationName } from '../transform/navigation-calls.js';
import { isRouteRecord, routeValueMembers } from './route-records.js';
import { mockedApiHost } from './mock-hosts.js';
import { colonFilledEntries } from './dispatch-params.js';
import { Dispatchers } from './dispatchers.js';
import { isPageOrigin } from './page-origin.js';
import { sentParam } from './sent-param.js';
import { configArgument, configSentBy } from './config-sender.js';
import { isServerApp } from './server-apps.js';
import { injectedUrl } from './server-inject.js';
import { ownAppRequestUrl } from './app-request.js';
import { jsonImports } from './json-imports.js';
import { fetchStubMakers } from './fetch-stub-makers.js';
import { cypressFixtureFiles, type FixtureCache } from './cypress-fixtures.js';
import {
  callIndex,
  importsPlaywright,
  playwrightRequest,
  type PlaywrightProject,
} from './playwright-requests.js';
import { playwrightConfigBase, type ConfigCache } from './playwright-config.js';
import { loopbackPath } from './loopback-base.js';
import { createApiUses, injectedUses } from './rtk-endpoints.js';
import { OwnStores } from './own-stores.js';
import type { OwnRoutes } from './own-routes.js';
import { isProxyBase } from './proxy-routes.js';
import { conditionalPath } from './conditional-path.js';
import { dataSourceBase } from './rest-datasource.js';
import { gotInstanceUse } from './got-instance-use.js';
import { callableClient } from './callable-client.js';
import { expectedCallSubject } from './expected-client-call.js';
import { expectedMethodMock } from '../transform/expected-call.js';
import { wretchUse } from './wretch-client.js';
import { segmentPathOf } from './segment-builder.js';
import { heldDispatcherPath } from '../transform/dispatcher-options.js';

/** A parsed file of the run. */
export interface ParsedFile {
  file: string;
  source: string;
  ast: t.File;
}

export interface ProjectOptions {
  index: ApiIndex;
  /** Names of base expressions the user says are this API's (`--api-base API_BASE`). */
  apiBases: readonly string[];
  resolver: ModuleResolver;
  /** The routes the project serves itself, from every file name of the run. */
  ownRoutes?: OwnRoutes;
  /** The base paths of the app's own catch-all routes that forward their path (`proxy-routes.ts`). */
  proxyBases?: ReadonlySet<string>;
}

/** Option keys a client factory takes its base URL from (axios, ky, got, openapi-fetch, fetchBaseQuery). */
const BASE_OPTIONS = new Set(['baseURL', 'baseUrl', 'prefixUrl', 'prefixURL']);
/** One place a URL reaches: a client call, `new URL(path, base)`, an RTK Query endpoint, or navigation. */
interface UrlUse extends Located {
  kind: 'api' | 'ui';
  /** Why a `ui` use is the app's own (`route record`, `navigation call`), for the closing scan of old paths. */
  why?: string;
  /** The base the path is relative to (a client's, `new URL`'s second argument, `fetchBaseQuery`'s). */
  base?: Located;
  method?: string;
}

/**
 * The project pass: links the run's files (imports, exports, path aliases), finds the clients they build with a
 * base URL, decides which bases are this API's, and follows URLs held in constants and builders to the calls
 * they reach. Its result, a {@link FileContext} per file, tells the per-file transform what the file alone
 * cannot show.
 */
export function buildProjectContexts(
  files: readonly ParsedFile[],
  options: ProjectOptions,
): Map<string, FileContext> {
  const all = new Map<string, FileFacts>();
  for (const { file, source, ast } of files) {
    all.set(
      file,
      collectFileFacts(file, source, ast, (s) => options.resolver.resolve(s, file)),
    );
  }
  const linker = new Linker(all);
  const clients = new Map<AstNode, Located>();
  const calls: (Located & { node: t.CallExpression | t.NewExpression })[] = [];
  const leading: { facts: FileFacts; hole: AstNode; parents: readonly AstNode[]; path: string }[] = [];
  const uses: UrlUse[] = [];
  const mockedHosts = new Set<string>();

  for (const facts of all.values()) {
    eachNode(facts.ast, (node, parents) => {
      const mocked = mockedApiHost(node, parents, facts.source, options.index);
      if (mocked) mockedHosts.add(mocked);
      const base = clientBase(node);
      if (base) clients.set(node, { facts, node: base, parents: [...parents, node] });
      if (node.type === 'CallExpression' || node.type === 'NewExpression')
        calls.push({ facts, node, parents: [...parents] });
      if (node.type === 'JSXAttribute') jsxRoute(facts, node, parents, uses);
      if (node.type === 'ObjectExpression') routeRecord(facts, node, parents, uses);
      if (node.type === 'TemplateLiteral' || (node.type === 'BinaryExpression' && node.operator === '+')) {
        const url = readUrlExpression(node, facts.source);
        const hole = url?.holes[0];
        if (url && hole && url.text.startsWith('\uE0000\uE000/')) {
          leading.push({ facts, hole, parents: [...parents, node], path: url.text.slice(3) });
        } else if (url && hole && /^\uE0000\uE000[A-Za-z]/.test(url.text)) {
          // `${Config.API_URL}items/exportToExcel`: a base ending in a slash, the path written without its own
          leading.push({ facts, hole, parents: [...parents, node], path: '/' + url.text.slice(3) });
        }
      }
    });
  }

  const clientOf = (facts: FileFacts, object: AstNode, parents: readonly AstNode[]): Located | undefined => {
    const value = linker.valueOf(facts, object, parents);
    const node = value && unwrap(value.node);
    return node ? clients.get(node) : undefined;
  };
  const proxyBases = options.proxyBases ?? new Set<string>();
  const wrappers = new Wrappers(
    linker,
    clientOf,
    // `/api/v4/`, not `/api/` alone: the app's own routes (Next.js, Gatsby Functions) live under `/api` too
    (written) =>
      (/\/v\d+\/?$/.test(written) && literalIsApi(written, options.index)) ||
      isProxyBase(written, proxyBases),
  );
  const dispatchers = new Dispatchers(linker);
  const stores = new OwnStores(linker);
  const dispatched: { facts: FileFacts; name: AstNode; path: Located; shape: WrapperCall }[] = [];
  const wrapperCalls: { facts: FileFacts; start: number; shape: WrapperCall }[] = [];
  // a project that imports Playwright anywhere (its tests may import `test` from a fixtures module of its own)
  const playwright = [...all.values()].some(importsPlaywright);
  const configs: ConfigCache = new Map();
  const playwrightProject: PlaywrightProject = {
    configBase: (file) =>
      playwrightConfigBase(file, configs, all, (s, from) => options.resolver.resolve(s, from)),
    callersOf: (fn) => (callers ??= callIndex(linker, calls)).get(fn) ?? [],
  };
  let callers: Map<AstNode, (Located & { node: t.CallExpression })[]> | undefined;
  const sends: { facts: FileFacts; start: number; param: number }[] = [];
  // `getJson(codec)(path('records', id))`: a segment builder's call as a request's path (`segment-builder.ts`)
  const segmentUses: {
    facts: FileFacts;
    pathArg: AstNode;
    call: AstNode;
    text: string;
    base?: Located;
    method?: string;
  }[] = [];
  for (const call of calls) {
    const { facts, node, parents } = call;
    const callee = node.callee;
    const args = argsOf(node);
    const here = [...parents, node];
    if (node.type === 'NewExpression') {
      const [path, second] = args;
      // `new URL(path, location.origin)`: the app's own URL, read where it goes, as a path written alone
      if (
        callee.type === 'Identifier' &&
        callee.name === 'URL' &&
        args.length === 2 &&
        path &&
        second &&
        !isPageOrigin(second)
      ) {
        // `new URL(`/api/v4/records?${qs}`, cfg.baseUrl)`: a path with a base of its own takes only the origin
        const base = ownsItsBase(path, second) ? {} : { base: { facts, node: second, parents: here } };
        uses.push({ facts, node: path, parents: here, kind: 'api', ...base });
      }
      continue;
    }
    const name = calleeName(callee);
    // Playwright's `request.get('records', { params })`, `api.post(path, { data })`: its context's base
    const request = playwright
      ? playwrightRequest(linker, facts, node, parents, playwrightProject)
      : undefined;
    if (request && args[0]) {
      wrapperCalls.push({ facts, start: startOf(node), shape: request.shape });
      const method = request.shape.method;
      uses.push({
        facts,
        node: args[0],
        parents: here,
        kind: 'api',
        base: request.base,
        ...(method ? { method } : {}),
      });
      continue;
    }
    // the request library's `incidents({ uri: '/records', qs })` on `request.defaults({ baseUrl })`: under that base
    const optioned = requestOptionsUse(callee, args, (o) => clientOf(facts, o, parents));
    if (optioned) {
      const { url, between, ...use } = optioned;
      uses.push({ facts, node: url, parents: [...here, ...between], kind: 'api', ...use });
      continue;
    }
    const got = args[0] && gotInstanceUse(callee, args[1], (o) => clientOf(facts, o, parents));
    if (got && args[0]) {
      uses.push({ facts, node: args[0], parents: here, kind: 'api', ...got });
      continue;
    }
    // undici's `pool.request({ path, method })` with the path held in a variable (`dispatcher-options.ts`)
    const held = heldDispatcherPath(node);
    if (held) {
      const between = [...here, held.options, held.property];
      uses.push({
        facts,
        node: held.value,
        parents: between,
        kind: 'api',
        ...(held.method ? { method: held.method } : {}),
      });
      continue;
    }
    const wretch = wretchUse(linker, facts, node, parents); // `api.url(path).get()`, `api.post(body, path)`
    if (wretch) {
      const { url, ...use } = wretch;
      uses.push({ facts, node: url, parents: here, kind: 'api', ...use });
      continue;
    }
    const client =
      callee.type === 'MemberExpression' && name && METHOD_NAMES[name.toLowerCase()] && args[0]
        ? (clientOf(facts, callee.object, parents) ?? dataSourceBase(linker, facts, callee, parents))
        : undefined;
    // `api.get(…)` on an instance of the project's own client class is a wrapper call, below
    const method = name && METHOD_NAMES[name.toLowerCase()];
    const ownClass = method && !client && wrappers.ofCallee(facts, callee, parents);
    const dispatch = node.type === 'CallExpression' ? dispatchers.ofCall(facts, node, parents) : undefined;
    const injected = injectedUrl(callee, args) ?? ownAppRequestUrl(linker, facts, callee, args, parents);
    // an instance named as fetch itself (`export const $fetch = ofetch.create(…)`) is read as `$fetch`, below
    const callable =
      !FETCH_NAMES.includes(name ?? '') &&
      !dispatch &&
      callableClient(callee, args, facts, parents, clientOf);
    // a test's `expect(http).toHaveBeenCalledWith('/records', { query })` of a mocked client: that client's call
    const expected = expectedCallSubject(callee);
    const expectedBase =
      expected && args[0] && args[0].type !== 'ObjectExpression'
        ? clientOf(facts, expected, parents)
        : undefined;
    if (expectedBase && args[0]) {
      wrapperCalls.push({ facts, start: startOf(node), shape: { path: 0, init: 1 } });
      uses.push({ facts, node: args[0], parents: here, kind: 'api', base: expectedBase });
      continue;
    }
    // `expect(api.get).toHaveBeenCalledWith('/records', …)`: judged as `api.get('/records', …)` itself is, below
    const mocked = args[0] ? expectedMethodMock(callee, METHOD_NAMES) : undefined;
    if (mocked && args[0]) {
      const verb = METHOD_NAMES[(calleeName(mocked) ?? '').toLowerCase()];
      const owner = clientOf(facts, mocked.object, parents);
      if (owner)
        uses.push({
          facts,
          node: args[0],
          parents: here,
          kind: 'api',
          base: owner,
          ...(verb ? { method: verb } : {}),
        });
      else if (isServerApp(linker, facts, mocked.object, parents))
        uses.push({ facts, node: args[0], parents: here, kind: 'ui', why: 'own server route' });
      else if (stores.isStoreMethod(facts, mocked, parents))
        uses.push({ facts, node: args[0], parents: here, kind: 'ui', why: 'own store method' });
      continue;
    }
    if (injected) {
      // `app.inject({ url: '/api/records' })`, Hono's `app.request('/records')`: the server's own route, asked by its tests
      uses.push({ facts, node: injected.node, parents: [...here, ...injected.between], kind: 'ui' });
    } else if (
      callee.type === 'MemberExpression' &&
      method &&
      args[0] &&
      isServerApp(linker, facts, callee.object, parents)
    ) {
      // `app.get('/records/:id', getRecord)` on an `express()` of the project's own: a route it serves
      uses.push({ facts, node: args[0], parents: here, kind: 'ui', why: 'own server route' });
    } else if (
      callee.type === 'MemberExpression' &&
      method &&
      args[0] &&
      !client &&
      !ownClass &&
      stores.isStoreMethod(facts, callee, parents)
    ) {
      // `cache.get('/records', { recordId })` on a Map-backed cache of the project's own: a key, nothing is sent
      uses.push({ facts, node: args[0], parents: here, kind: 'ui', why: 'own store method' });
    } else if (callee.type === 'MemberExpression' && method && args[0] && !ownClass) {
      if (client) uses.push({ facts, node: args[0], parents: here, kind: 'api', base: client, method });
      else if (isReference(args[0])) uses.push({ facts, node: args[0], parents: here, kind: 'api', method });
    } else if (args[0] && isReference(args[0]) && isSwrHook(callee, facts.ast.program)) {
      // SWR's `useSWR(typesKey(id), fetcher)`: its key is the URL its fetcher reads
      uses.push({ facts, node: args[0], parents: here, kind: 'api', method: 'GET' });
    } else if (isNavigationName(name) && args[0]) {
      uiUse(facts, args[0], here, uses, `navigation call (${name})`);
    } else if (name === 'createApi' && args[0]?.type === 'ObjectExpression') {
      for (const use of createApiUses(facts, args[0], here, clientBase)) uses.push({ ...use, kind: 'api' });
    } else if (name === 'injectEndpoints' && node.type === 'CallExpression') {
      for (const use of injectedUses(linker, facts, node, here, clientBase))
        uses.push({ ...use, kind: 'api' });
    } else if (
      name &&
      FETCH_NAMES.includes(name) &&
      args[0] &&
      isReference(args[0]) &&
      !isOwnFunction(linker, facts, callee, parents)
    ) {
      uses.push({ facts, node: args[0], parents: here, kind: 'api', method: fetchMethod(args[1]) });
    } else if (callable && args[0]) {
      wrapperCalls.push({ facts, start: startOf(node), shape: callable.shape });
      uses.push({ facts, node: args[0], parents: here, kind: 'api', base: callable.base });
    } else if (dispatch) {
      const shape: WrapperCall = { path: dispatch.nameIndex };
      if (dispatch.method) shape.method = dispatch.method;
      if (dispatch.options) shape.options = dispatch.options;
      wrapperCalls.push({ facts, start: startOf(node), shape });
      dispatched.push({ facts, name: dispatch.name, path: dispatch.path, shape });
      uses.push({ ...dispatch.path, kind: 'api', ...(dispatch.method ? { method: dispatch.method } : {}) });
    } else {
      const summary = ownClass || wrappers.ofCallee(facts, callee, parents);
      const path = summary && args[summary.path];
      if (!summary || !path) {
        // only where a path may be written in the call or held in what it is given: nothing else asks
        const param = summary
          ? undefined
          : ((args.some((a) => isUrlNode(a) || isHeld(a))
              ? sentBy(linker, facts, callee, parents)
              : undefined) ??
            // `customInstance({ url: `/records`, method: 'GET' }, options)`: a config handed whole to axios
            (configArgument(args) ? configSentBy(linker, facts, callee, parents) : undefined));
        const sent = param === undefined ? undefined : args[param];
        if (param !== undefined) sends.push({ facts, start: startOf(node), param });
        // `getJson(RECORDS)`: the constant's path reaches a request, as `fetch(RECORDS)`'s does
        if (sent && isHeld(sent)) uses.push({ facts, node: sent, parents: here, kind: 'api' });
        continue;
      }
      const methodArg = summary.methodParam === undefined ? undefined : args[summary.methodParam];
      const method =
        summary.method ??
        (methodArg && isStringLiteral(methodArg) ? methodArg.value.toUpperCase() : undefined) ??
        (summary.init === undefined ? undefined : initSite(args[summary.init]).method);
      const shape: WrapperCall = { path: summary.path };
      if (method) shape.method = method;
      if (summary.query !== undefined) shape.query = summary.query;
      if (summary.body !== undefined) shape.body = summary.body;
      if (summary.init !== undefined) shape.init = summary.init;
      if (summary.pathOnly) shape.pathOnly = true;
      if (summary.parsedBody) shape.parsedBody = true;
      wrapperCalls.push({ facts, start: startOf(node), shape });
      if (summary.pathOnly) continue;
      const base = summary.base && instanceBase(linker, summary.base, { facts, node: callee, parents });
      const segments = segmentPathOf(linker, facts, path, here);
      if (segments)
        segmentUses.push({
          facts,
          pathArg: path,
          ...segments,
          ...(base ? { base } : {}),
          ...(method ? { method } : {}),
        });
      // `id ? `items/${id}/answer` : null`: the branch that asks for something
      const asked = conditionalPath(path);
      uses.push({
        facts,
        node: asked,
        parents: asked === path ? here : [...here, path],
        kind: 'api',
        ...(base ? { base } : {}),
        ...(method ? { method } : {}),
      });
    }
  }

  // which bases are this API's: named by the user, a host or base path of the rules, or used with a path only it has
  const keys = new Map<string, boolean>();
  const keyOf = (at: Located): string => {
    const k = baseKey(linker, at, options);
    if (k.api) keys.set(k.key, true);
    else if (!keys.has(k.key)) keys.set(k.key, false);
    return k.key;
  };
  const evidence = (key: string, path: string | undefined): void => {
    if (path !== undefined && options.index.knownPaths.isDistinctive(path)) keys.set(key, true);
  };
  const resolvedUses = uses.map((use) => {
    const value = isReference(use.node)
      ? keyUrlValue(linker, wrappers, linker.valueOf(use.facts, use.node, use.parents))
      : { ...use };
    const node = value && unwrap(value.node);
    const target = value && node && isUrlNode(node) ? { ...value, node } : undefined;
    const text = target ? readUrlExpression(target.node, target.facts.source)?.text : undefined;
    const key = use.base ? keyOf(use.base) : undefined;
    if (key !== undefined && text !== undefined) evidence(key, text.startsWith('/') ? text : '/' + text);
    return { use, target, text, key };
  });
  const segmentKeys = segmentUses.map((use) => {
    const key = use.base ? keyOf(use.base) : undefined;
    if (key !== undefined) evidence(key, use.text);
    return key;
  });
  // a base that holds the start of the path (`itemsUrl = `${API_BASE}/items``): the URL is that base's, tail first
  const tails = new Map<AstNode, { key: string; tail: string }>();
  const clientBases = new Map(uses.flatMap((u) => (u.base ? [[u.node, u.base] as const] : [])));
  // URLs whose leading hole is a path prefix under the client's base: not bare, though they start with a hole
  const prefixed = new Set<AstNode>();
  for (const entry of leading) {
    const withBase = baseWithTail(linker, entry, options.index);
    const prefix = withBase ? undefined : prefixedPath(linker, entry, clientBases);
    if (prefix) prefixed.add(entry.parents[entry.parents.length - 1]!);
    const inner = withBase ?? prefix;
    if (inner) tails.set(entry.hole, { key: keyOf(inner.base), tail: inner.tail });
  }
  for (const { facts, hole, parents, path } of leading) {
    const tail = tails.get(hole);
    if (tail) evidence(tail.key, tail.tail + path);
    else evidence(keyOf({ facts, node: hole, parents }), path);
  }

  const contexts = new Map<string, FileContext>();
  const contextOf = (file: string): FileContext => {
    let context = contexts.get(file);
    if (!context) {
      context = {
        ...emptyContext(),
        strictBases: true,
        ...(options.ownRoutes ? { ownRoutes: options.ownRoutes } : {}),
      };
      contexts.set(file, context);
    }
    return context;
  };
  for (const file of all.keys()) contextOf(file);
  const fixtureCache: FixtureCache = new Map();
  for (const facts of all.values()) {
    contextOf(facts.file).imports = facts.imports;
    const imported = jsonImports(facts, options.resolver);
    if (imported.size > 0) contextOf(facts.file).jsonImports = imported;
    const fixtures = /\bcy\.(intercept|fixture)\(/.test(facts.source)
      ? cypressFixtureFiles(facts.file, fixtureCache)
      : undefined;
    if (fixtures) contextOf(facts.file).cypressFixtures = fixtures;
    const makers = fetchStubMakers(facts, all);
    if (makers.size > 0) contextOf(facts.file).fetchStubMakers = makers;
  }
  const filled = colonFilledEntries(
    dispatched,
    resolvedUses.flatMap((u) => (u.target ? [u.target.node] : [])),
  );
  for (const { shape, path } of dispatched) {
    if (shape.options?.params === undefined || filled.has(path.node)) continue;
    const { params: _unused, ...rest } = shape.options;
    shape.options = rest;
  }
  for (const { facts, start, shape } of wrapperCalls) contextOf(facts.file).calls.set(start, shape);
  for (const { facts, start, param } of sends) contextOf(facts.file).sends.set(start, param);
  for (const { facts, hole, parents } of leading) {
    const tail = tails.get(hole);
    const key = tail ? tail.key : baseKey(linker, { facts, node: hole, parents }, options).key;
    contextOf(facts.file).bases.set(startOf(hole), keys.get(key) ?? false);
    if (tail) contextOf(facts.file).tails.set(startOf(hole), tail.tail);
  }
  const clientKeys = [...clients.values()].map((c) => baseKey(linker, c, options).key);
  const hosts = new Set([...apiHostsOf(keys, clientKeys, options.index), ...mockedHosts]);
  for (const context of contexts.values()) context.apiHosts = hosts;
  const roles = new Map<AstNode, { facts: FileFacts; roles: LiteralRole[] }>();
  for (const { use, target, text, key } of resolvedUses) {
    if (!target || text === undefined) continue;
    const role: LiteralRole =
      use.kind === 'ui'
        ? { role: 'ui', why: use.why ?? 'route' }
        : use.base && key !== undefined && !keys.get(key)
          ? { role: 'foreign', reason: `its base (${describe(use.base)}) is not shown to be this API` }
          : {
              role: 'api',
              bare: use.base !== undefined && !text.startsWith('/') && !prefixed.has(target.node),
              ...(use.method ? { method: use.method } : {}),
            };
    const entry = roles.get(target.node) ?? { facts: target.facts, roles: [] };
    entry.roles.push(role);
    roles.set(target.node, entry);
    if (target.node !== use.node && role.role === 'api') {
      contextOf(use.facts.file).refs.set(startOf(use.node), { text, bare: role.bare });
    }
  }
  segmentUses.forEach(({ facts, pathArg, call, text, method }, i) => {
    const key = segmentKeys[i];
    if (key !== undefined && !keys.get(key)) return; // another service's base
    const context = contextOf(facts.file);
    context.refs.set(startOf(pathArg), { text, bare: false });
    (context.segments ??= new Map()).set(startOf(call), { text, ...(method ? { method } : {}) });
  });
  // a dispatcher call's name stands for its table's path, as a constant's use does
  for (const { facts, name, path } of dispatched) {
    const text = readUrlExpression(path.node, path.facts.source)?.text;
    if (text !== undefined)
      contextOf(facts.file).refs.set(startOf(name), { text, bare: !text.startsWith('/') });
  }
  for (const [node, { facts, roles: list }] of roles) {
    const role = merge(list);
    contextOf(facts.file).literals.set(
      startOf(node),
      role.role === 'api' && filled.has(node) ? { ...role, colonParams: true } : role,
    );
  }
  return contexts;
}

/**
 * A base that is a field of a client class (`${this.baseUrl}${path}`), read for the instance a call goes through:
 * `api.get(…)` with `api = new ApiClient(config.complianceApiBase, …)` has the constructor's argument as its base,
 * so two instances of one class keep their own bases. Any other base is returned as it is.
 */
function instanceBase(linker: Linker, base: Located, call: Located): Located {
  const field = base.node;
  if (field.type !== 'MemberExpression' || field.object.type !== 'ThisExpression') return base;
  if (call.node.type !== 'MemberExpression') return base;
  const name = memberKey(field);
  const instance = linker.valueOf(call.facts, call.node.object, call.parents);
  const created = instance && unwrap(instance.node);
  if (!name || !instance || created?.type !== 'NewExpression') return base;
  const cls = linker.classOf(instance.facts, created, instance.parents ?? []);
  const constructor = cls && constructorOf(cls.node);
  if (!constructor) return base;
  const params = constructor.params;
  let index = params.findIndex((p) => {
    const inner = p.type === 'TSParameterProperty' ? p.parameter : undefined;
    const id = inner?.type === 'AssignmentPattern' ? inner.left : inner;
    return id?.type === 'Identifier' && id.name === name;
  });
  if (index < 0) {
    // `constructor(base) { this.baseUrl = base; }`
    let assigned: string | undefined;
    eachNode(constructor.body, (n) => {
      if (n.type !== 'AssignmentExpression') return;
      const left = n.left;
      if (left.type === 'MemberExpression' && memberKey(left) === name && n.right.type === 'Identifier')
        assigned = n.right.name;
    });
    index = params.findIndex((p) => p.type === 'Identifier' && p.name === assigned);
  }
  const argument = index < 0 ? undefined : argsOf(created)[index];
  return argument
    ? { facts: instance.facts, node: argument, parents: [...(instance.parents ?? []), created] }
    : base;
}

/** The parameter a function of the project, called as `callee`, puts into a request's URL (see `sentParam`). */
function sentBy(
  linker: Linker,
  facts: FileFacts,
  callee: AstNode,
  parents: readonly AstNode[],
): number | undefined {
  const called = calledFunction(linker, facts, callee, parents);
  return called && sentParam(called.fn);
}

/** The constructor of a class, when it declares one. */
function constructorOf(cls: t.ClassDeclaration | t.ClassExpression): t.ClassMethod | undefined {
  for (const member of cls.body.body)
    if (member.type === 'ClassMethod' && member.kind === 'constructor') return member;
  return undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where the holes of a base's own path are numbered, apart from those of the URLs written after it. */
const TAIL_HOLES = 1000;

/** `${API_BASE}/items` held in the base of a URL: the base inside it, and the path it starts (`/items`). */
function baseWithTail(
  linker: Linker,
  at: { facts: FileFacts; hole: AstNode; parents: readonly AstNode[] },
  index: ApiIndex,
): { base: Located; tail: string } | undefined {
  const value = linker.valueOf(at.facts, at.hole, at.parents);
  const node = value && unwrap(value.node);
  if (!value || !node || (node.type !== 'TemplateLiteral' && node.type !== 'BinaryExpression'))
    return undefined;
  const url = readUrlExpression(node, value.facts.source);
  const [hole] = url?.holes ?? [];
  if (!url || !hole || !url.text.startsWith('\uE0000\uE000')) return undefined;
  // `${API_BASE}/items/${id}`: a parameter the path holds is a whole segment of it, and stands for the one of the
  // template (`/items/{itemid}`), as a hole none of the URLs after it has
  const tail = url.text
    .slice(3)
    .replace(/\uE000(\d+)\uE000/g, (_, n: string) => marker(TAIL_HOLES + Number(n)));
  if (!/^(\/([\w.~-]+|\uE000\d+\uE000))+$/.test(tail)) return undefined;
  // `API = \`${__ENV.BASE_URL}/api/v4\``: a base path of this API's is no start of a path; the base is the whole value,
  // which that path shows to be this API's whatever the host before it
  if (literalIsApi(tail, index)) return undefined;
  return {
    base: { facts: value.facts, node: hole, parents: [...(value.parents ?? []), node] },
    tail,
  };
}

/** An API use wins over a UI or foreign one; methods that differ leave the method unknown. */
function merge(roles: LiteralRole[]): LiteralRole {
  const api = roles.filter((r): r is LiteralRole & { role: 'api' } => r.role === 'api');
  if (api.length === 0) return roles.find((r) => r.role === 'foreign') ?? roles[0]!;
  const methods = new Set(api.map((r) => r.method));
  const method = methods.size === 1 ? [...methods][0] : undefined;
  return { role: 'api', bare: api.some((r) => r.bare), ...(method ? { method } : {}) };
}

/** Functions called fetch's way, `f(url, init)`. */
const FETCH_NAMES = ['fetch', 'ky', 'got', 'request', '$fetch', 'ofetch'];

/** The base option of a client factory call (`axios.create({ baseURL })`, `ky.extend({ prefixUrl })`, …). */
function clientBase(node: AstNode): AstNode | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const name = calleeName(node.callee);
  if (!name || !['create', 'extend', 'createClient', 'fetchBaseQuery', 'defaults'].includes(name))
    return undefined;
  const options = unwrap(argsOf(node)[0]);
  if (options?.type !== 'ObjectExpression') return undefined;
  for (const property of options.properties) {
    if (isProperty(property) && BASE_OPTIONS.has(keyName(property) ?? '')) return property.value;
  }
  return undefined;
}

/** `<Link to={ROUTES.records}>`, `<Route path={…}>`: UI routes. */
function jsxRoute(facts: FileFacts, node: t.JSXAttribute, parents: readonly AstNode[], uses: UrlUse[]): void {
  const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
  const value = node.value;
  if (!['to', 'href', 'path', 'from'].includes(name ?? '') || value?.type !== 'JSXExpressionContainer')
    return;
  const why = name === 'path' || name === 'from' ? 'route record' : 'router link';
  uiUse(facts, value.expression, [...parents, node, value], uses, why);
}

/** A UI route, and the route given to a helper that builds one (`withQuery('/records', { page })`). */
function uiUse(
  facts: FileFacts,
  node: AstNode,
  parents: readonly AstNode[],
  uses: UrlUse[],
  why: string,
): void {
  uses.push({ facts, node, parents, kind: 'ui', why });
  const n = unwrap(node);
  const first = n?.type === 'CallExpression' ? argsOf(n)[0] : undefined;
  if (n && first) uses.push({ facts, node: first, parents: [...parents, n], kind: 'ui', why });
}

/** `{ path: '/records', element: <Records />, redirect: '/items' }`: a route record, its path and redirect UI routes. */
function routeRecord(
  facts: FileFacts,
  node: t.ObjectExpression,
  parents: readonly AstNode[],
  uses: UrlUse[],
): void {
  if (!isRouteRecord(node, parents)) return;
  for (const member of routeValueMembers(node)) {
    if (!isProperty(member)) continue;
    const value: AstNode = member.value;
    const at = [...parents, node, member];
    // vue-router's `alias: ['/a', '/b']`: each one a page
    const targets =
      value.type === 'ArrayExpression' ? value.elements.flatMap((e) => (e ? [e] : [])) : [value];
    for (const target of targets)
      uses.push({
        facts,
        node: target,
        parents: value === target ? at : [...at, value],
        kind: 'ui',
        why: 'route record',
      });
  }
}

function isReference(node: AstNode): boolean {
  const n = unwrap(node);
  return n?.type === 'Identifier' || n?.type === 'MemberExpression' || n?.type === 'CallExpression';
}

/** A path held in a constant or a table (`RECORDS`, `PATHS.records`), not built by a call. */
function isHeld(node: AstNode): boolean {
  const n = unwrap(node);
  return n?.type === 'Identifier' || n?.type === 'MemberExpression';
}

function isUrlNode(node: AstNode): boolean {
  return (
    isStringLiteral(node) ||
    node.type === 'TemplateLiteral' ||
    (node.type === 'BinaryExpression' && node.operator === '+')
  );
}

function fetchMethod(options: AstNode | undefined): string | undefined {
  if (!options) return 'GET';
  if (options.type !== 'ObjectExpression') return undefined;
  for (const p of options.properties) {
    if (!isProperty(p)) return undefined;
    if (keyName(p) === 'method') {
      const v = p.value;
      return isStringLiteral(v) ? v.value.toUpperCase() : undefined;
    }
  }
  return 'GET';
}

function calleeName(callee: AstNode): string | undefined {
  if (isIdentifier(callee)) return callee.name;
  if (isMember(callee)) return memberKey(callee);
  return undefined;
}

function describe(at: Located): string {
  return at.facts.source.slice(startOf(at.node), endOf(at.node)).replace(/\s+/g, ' ').slice(0, 80);
}

/**
 * A base expression's identity and whether it is this API's by itself: the value it is followed to (a literal,
 * a definition, or an unresolvable `import.meta.env.X`), so the same base imported under other names is one key.
 */
function baseKey(linker: Linker, at: Located, options: ProjectOptions): { key: string; api: boolean } {
  const text = at.facts.source.slice(startOf(at.node), endOf(at.node)).replace(/\s+/g, '');
  const named = options.apiBases.some((n) => text === n || text.endsWith('.' + n) || text.endsWith('?.' + n));
  const value =
    linker.valueOf(at.facts, at.node, at.parents) ?? injectedConstant(linker.files, at.node, at.parents);
  const node = value && unwrap(value.node);
  if (!value || !node) return { key: `text:${text}`, api: named };
  const literals: string[] = [];
  eachNode(node, (n) => {
    if (isStringLiteral(n)) literals.push(n.value);
    if (n.type === 'TemplateElement') literals.push(n.value.cooked ?? '');
  });
  const proxied = (l: string): boolean =>
    options.proxyBases !== undefined && isProxyBase(l, options.proxyBases);
  const api = named || literals.some((l) => literalIsApi(l, options.index) || proxied(l));
  // `new URL(path, 'https://example.com')`: a placeholder to parse a relative path, which is what is sent; in a
  // generated client, after the client's own base
  if (isStringLiteral(node) && !api && isPlaceholderBase(node.value) && generatorOf(at.facts.source))
    return generatedClientBase(linker, at.facts, value.facts.file, options.index, (l) =>
      literalIsApi(l, options.index),
    );
  if (isStringLiteral(node)) return { key: `lit:${node.value}`, api: api || isPlaceholderBase(node.value) };
  const chain = textOfMember(node);
  if (chain && node.type !== 'Identifier')
    return { key: `text:${chain}`, api: api || namedChain(chain, options) };
  // node-config's `config.get('compliance.baseUrl')` with no config/default.js to follow: one value however read
  const configured = configKey(value.facts, node, value.parents ?? []);
  if (configured !== undefined) return { key: `config:${configured}`, api: named };
  if (node.type === 'LogicalExpression') {
    const left = baseKey(
      linker,
      { facts: value.facts, node: node.left, parents: value.parents ?? [] },
      options,
    );
    return { key: left.key, api: api || left.api };
  }
  return { key: `node:${value.facts.file}:${startOf(node)}`, api };
}

/**
 * The hosts of the bases written out as absolute URLs that are this API's: shown so by the paths sent on them, or a
 * client's base (`axios.create({ baseURL: 'https://grc.example.com/api/v4' })`) whose path is a base path of the rules.
 */
function apiHostsOf(
  keys: ReadonlyMap<string, boolean>,
  clientKeys: readonly string[],
  index: ApiIndex,
): ReadonlySet<string> {
  const hosts = new Set<string>();
  const add = (key: string, judge: boolean): void => {
    const origin = key.startsWith('lit:') ? ABSOLUTE_ORIGIN.exec(key.slice(4)) : null;
    if (!origin?.[1]) return;
    if (judge && !isApiBasePath(splitRest(key.slice(4 + origin[0].length) || '/').path, index)) return;
    hosts.add(origin[1].toLowerCase());
  };
  for (const [key, api] of keys) if (api) add(key, false);
  for (const key of clientKeys) add(key, true);
  return hosts;
}

const ABSOLUTE_ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i;

function namedChain(chain: string, options: ProjectOptions): boolean {
  return options.apiBases.some((n) => chain === n || chain.endsWith('.' + n));
}

/** A base written out: an absolute URL on an `--api-host`, or a relative one that is a base path of the rules. */
export function literalIsApi(value: string, index: ApiIndex): boolean {
  const parsed = parseUrl(value.endsWith('/') ? value + 'x' : value + '/x', index.rules);
  if (parsed?.origin && !parsed.origin.startsWith('\uE000')) return true;
  // `http://localhost:5080/api/v4/` (a test's or dev server's base): its path, judged as a relative base's
  const relative = value.startsWith('/') ? value : loopbackPath(value);
  return relative !== undefined && isApiBasePath(splitRest(relative).path, index);
}

/** A base path of the rules, under a prefix or with a version after it (`/compliance/api/v5`); not `/audit/v5`. */
function isApiBasePath(written: string, index: ApiIndex): boolean {
  const path = written.replace(/\/$/, '');
  return index.rules.basePaths.some((b) => {
    const base = b.replace(/\/$/, '');
    return path === base || new RegExp(`^(/[\\w-]+)*${escapeRegExp(base)}(/v\\d+)?$`).test(path);
  });
}
