import { injectedReaders } from './angular-injectable.js';
import { bodySpreads } from './body-spreads.js';
import { rewriteAppendedQuery } from './appended-query.js';
import { dispatchSite } from './dispatch-site.js';
import { basename } from 'node:path';
import type * as t from '@babel/types';
import {
  anchorOf as guideAnchor,
  builtinMap,
  defaultGuideUrl,
  type Change,
  type PlanNode,
} from '@compliance-migrate/rename-map';
import type { ApiIndex, OpenGap, Resolution } from '../api/api-index.js';
import { marker, splitMarkers } from '../api/markers.js';
import {
  destructureBeforeCall,
  destructureParam,
  returnedFromBlock,
  type HoistedDestructure,
  type ParamDestructure,
} from './param-body.js';
import { walk, type Visitor } from './ast-walk.js';
import { applyEdits, distinctEdits, lineColumn, type TextEdit } from './edits.js';
import {
  memberRange,
  rewriteLiteral,
  rewriteQueryObject,
  renameQueryName,
  type IdEdit,
} from './object-rewrite.js';
import { callSiteOf, argsOf, propertyNamed, type CallSite } from './call-site.js';
import { calleeName, identifierName, isProperty, isStringLiteral, type AstNode } from './node-types.js';
import { requestDescriptor } from './request-descriptor.js';
import { startOf, endOf, parse, parserFor, type ParserName } from './parser.js';
import { rewriteHeldSpreads } from './held-spreads.js';
import { readersAffected, traceResponse } from './response-rewrite.js';
import { importedResponseEdits } from './imported-responses.js';
import { scriptObjectEdits } from './script-object-calls.js';
import { storeComponentEdits } from './vuex-components.js';
import { escapeFor, readUrlExpression, type UrlExpression } from './url-expression.js';
import { emptyContext, type FileContext, type LiteralRole } from '../project/file-context.js';
import { localDeclarator } from './bindings.js';
import { remainingPattern } from '../run/prefilter.js';
import { segmentCallCandidate, unreadSegmentPaths, type SegmentCandidate } from './segment-call-paths.js';
import { rewriteSegments } from './segment-call-rewrite.js';
import { segmentQuery } from './segment-query.js';
import {
  bareCallCandidate,
  unreadBarePaths,
  type ApiReceivers,
  type BareCandidate,
  type BareLeft,
} from './bare-call-paths.js';
import { renameNameArgument, renameSearchParamsCalls, rewriteQuerySource } from './query-source.js';
import { wholeQueryPart } from './helper-query.js';
import { renameUrlHelperQueries } from './url-helper-query.js';
import { unreadCallTodo } from './unread-call.js';
import { conditionalPath } from '../project/conditional-path.js';
import { rewriteExpectedPattern } from './expected-url-pattern.js';
import { isExpectedFetchUrl } from './stubbed-fetch-url.js';
import { isDeclaredEndpointPath } from './endpoint-declaration.js';
import { gluedQueryText } from './glued-query.js';
import { wretchVerbSite } from './wretch-chain.js';
import { unreadCallQuery } from './query-argument.js';
import { isNavigationName } from './navigation-calls.js';
import { isRouteRegistration } from './route-registration.js';
import { prependedBase } from './prepended-base.js';
import { literalIsApi } from '../project/project-context.js';
import { isMessageCall } from './message-call.js';
import { builtUrl, optionsMethod } from './built-url.js';
import { builtUrlRequest } from './built-url-request.js';
import { unseenSearchParamName } from './forwarded-query.js';
import { wrapperCallOf } from './wrapper-call.js';
import { initSite } from './init-site.js';
import { moveIntoParams } from './moved-params.js';
import { withoutMarkers, type FixtureAnswer } from './fixture-answers.js';
import { generatorOf } from '../run/generated-files.js';
import { addOpenApiPathParam, literalSegment, openApiOptions } from './openapi-path-params.js';
import { reachesRequest, writtenAlone } from './relative-path-flow.js';
import { splitRest } from '../api/url.js';
import { answerMock, mockOf, type MockDefinition } from './mock-replies.js';
import { expectationMock, httpExpectationOf } from './http-testing-mocks.js';
import { httpResourceRequest } from './http-resource.js';
import { pretenderHandler, renamePretenderQueryReads } from './pretender-mocks.js';
import { renameBodyPredicate, renameMockBodyReads } from './mock-body-reads.js';
import { renameMockQueryReads } from './mock-query-reads.js';
import { e2eMockOf } from './e2e-mocks.js';
import { keyedAnswerOf } from './keyed-answers.js';
import { renameRecordedReads } from './recorded-requests.js';
import { undiciInterceptOf } from './undici-intercepts.js';
import { heldDispatcherPath } from './dispatcher-options.js';
import { e2eStubIsApi } from './e2e-base.js';
import { fixtureReadsFollowed } from './fixture-reads.js';
import { renameAliasReads } from './intercept-aliases.js';
import { isOtherServiceHost, nockScopeHost } from './mock-scope.js';
import { apiBaseFlag } from './api-base-flag.js';
import { pageWhy, type LeftSite } from './left-sites.js';
import { backboneClassOf, backboneExtendKind } from './backbone-class.js';
import { backboneEdits, type BackboneFacts, type BackboneUrl } from './backbone-resource.js';
import { resourceEdits, type ResourceSite, type ResourceUrl } from './ng1-resource.js';
import { resourceUrlOf } from '../ng1/resource-definition.js';
import { isNg1RoutePath } from '../ng1/route-paths.js';
import { holdsNoNames } from './nameless-argument.js';

/** One rewrite, located in the input file (1-based line and column). */
export interface EditRecord {
  line: number;
  column: number;
  changeId: string;
}

/** One place left for manual work, with its TODO comment text. */
export interface TodoRecord {
  line: number;
  column: number;
  changeId: string;
  message: string;
  /** False when the same TODO was already there (a rerun): nothing was inserted. */
  inserted: boolean;
  /** The call's request or response it is about (`<offset>:response`), which the type-aware pass may settle. */
  site?: string;
  /** A TODO comment already in the file that this run did not write or find again (`run/standing-todos.ts`). */
  standing?: boolean;
  /** Its line in the file as written, when the comments the run inserted above it moved it (`line` is as read). */
  writtenLine?: number;
}

/** A URL that names an endpoint of this API under a base the project does not show to be this API's. */
export interface PossibleRecord {
  line: number;
  column: number;
  text: string;
  reason: string;
}

export interface TransformResult {
  /** The new text; exactly the input when nothing changed. */
  output: string;
  edits: EditRecord[];
  todos: TodoRecord[];
  /** URLs left alone because their base is not shown to be this API's ("possibly this API, base unknown"). */
  possible: PossibleRecord[];
  /** Paths without a leading slash under an API client that name an old endpoint and were not rewritten. */
  bareLeft: BareLeft[];
  /** The edits `output` was made with, in the input's offsets; a TODO's carries the site it is about. */
  textEdits: SiteEdit[];
  /** Calls of this API with body changes, for the type-aware pass. */
  sites: ApiSite[];
  /** Calls of endpoints with changes the spec does not name and no overlay fills. */
  gaps: GapRecord[];
  /** URLs left as they are, and why (the app's own pages, another service's, or not judged). */
  left: LeftSite[];
  /** JSON fixtures a mock of this API answers with, to be migrated as that endpoint's response (`json-fixtures.ts`). */
  fixtures?: FixtureAnswer[];
  /** AngularJS `$resource` calls of this API and their actions, followed into their callers by the run (`ng1-resource.ts`). */
  resources?: ResourceSite[];
  /** The Backbone classes of this API in the file and what they rename (`run/backbone-flows.ts` follows their instances). */
  backbone?: BackboneFacts[];
}

/** A call of an endpoint with an open gap: where, and the gap. */
export interface GapRecord extends OpenGap {
  line: number;
  column: number;
}

/** An edit; a TODO about a call's request or response says which (`<call offset>:response`). */
export type SiteEdit = TextEdit & { site?: string };

/** A call of this API whose request or response bodies change: where it is, and each step's plans. */
export interface ApiSite {
  callStart: number;
  response: readonly (PlanNode | undefined)[];
  request: readonly (PlanNode | undefined)[];
  /** Each step's query parameter renames. */
  query: readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];
  bodyStart?: number;
  queryStart?: number;
  /** A request built at `callStart` (its path) and sent by other code: its types are found where it is sent. */
  built?: boolean;
  /** For a built request: a TODO for each call of it the app makes (what its sender cannot carry over). */
  appTodo?: { changeId: string; message: string };
}

/** What the project pass knows about the file, and its parsed tree when the pass already parsed it. */
export interface TransformOptions {
  context?: FileContext;
  ast?: AstNode;
}

/** The marker every inserted comment starts with. */
export const TODO_TAG = 'TODO(compliance-migrate):';

let builtinIds: Set<string> | undefined;

/**
 * The text of a TODO comment (without `// `). It points to the change: a built-in change by its anchor in the
 * generated migration guide; a change from an overlay (found in `changes`), which the guide does not list, by
 * the overlay file's name and the change id.
 */
export function todoText(
  message: string,
  changeId: string,
  changes: readonly Change[] = [],
  guideUrl = defaultGuideUrl(),
  alsoIds: readonly string[] = [],
): string {
  return `${todoPrefix(message)}${todoReferences([changeId, ...alsoIds], changes, guideUrl)}`;
}

/** The start of a TODO's text, up to its reference: the same TODO whatever it points to. */
export function todoPrefix(message: string): string {
  return `${TODO_TAG} ${message} — see `;
}

/**
 * Where a TODO points: the guide's section of a built-in change, or the overlay file and change id. Several changes
 * (one declaration shared by several endpoints' bodies) are named together: `sandbox.yaml (changes a, b)`.
 */
function todoReferences(changeIds: readonly string[], changes: readonly Change[], guideUrl: string): string {
  builtinIds ??= new Set(builtinMap().map((c) => c.id));
  const links = new Set<string>();
  const bySource = new Map<string, string[]>();
  for (const id of new Set(changeIds)) {
    const source = builtinIds.has(id) ? undefined : changes.find((c) => c.id === id)?.source;
    if (source) bySource.set(basename(source), [...(bySource.get(basename(source)) ?? []), id]);
    else links.add(builtinIds.has(id) ? `${guideUrl}#${guideAnchor(id)}` : guideUrl);
  }
  const overlays = [...bySource].map(
    ([file, ids]) => `${file} (change${ids.length > 1 ? 's' : ''} ${ids.join(', ')})`,
  );
  return [...links, ...overlays].join('; ');
}

/**
 * Rewrites API paths, query names and request fields in one file, by splicing edits into the original text.
 * Throws the parser's error when the file does not parse.
 */
export function transformSource(
  source: string,
  file: string,
  index: ApiIndex,
  parser: ParserName | undefined = parserFor(file),
  options: TransformOptions = {},
): TransformResult {
  const ast = options.ast ?? parse(source, parser ?? 'tsx');
  const context = options.context ?? emptyContext();
  const possible: PossibleRecord[] = [];
  const bareLeft: BareLeft[] = [];
  const bareCandidates: BareCandidate[] = []; // strings without a slash given to calls (`bare-call-paths.ts`)
  const segmentCandidates: SegmentCandidate[] = []; // `path('records', id)`: segments of a URL builder's call
  const apiReceivers: ApiReceivers = new Set();
  let oldPaths: RegExp | null | undefined;
  const edits: IdEdit[] = [];
  const todos: { at: number; anchor: number; changeId: string; message: string; site?: string }[] = [];
  const sites: ApiSite[] = [];
  const gaps: GapRecord[] = [];
  const left: LeftSite[] = [];
  /** Records a URL left as it is, with why, for the closing scan of old paths. */
  const leave = (node: AstNode, why: string, kind: LeftSite['kind'] = 'own'): void => {
    left.push({ start: startOf(node), end: endOf(node), kind, why });
  };
  const fixtures: FixtureAnswer[] = [];
  let generator: string | false | undefined;
  /** A mock answering with an imported JSON file (`reply(200, records)`): the file, to migrate as its response. */
  const answerFixture = (reply: AstNode, method: string, path: string, named?: string): boolean => {
    // `{ fixture: 'records.json' }` of a Cypress stub: the file in the project's fixtures folder
    const file =
      named !== undefined
        ? context.cypressFixtures?.get(named.replace(/^\.\//, ''))
        : reply.type === 'Identifier'
          ? context.jsonImports?.get(reply.name)
          : undefined;
    if (!file) return false;
    fixtures.push({ file, method, path, ...lineColumn(source, startOf(reply)) });
    return true;
  };
  const anchors = new Map<AstNode, AstNode>();
  // tables of answers keyed by request (`keyed-answers.ts`): the steps of each entry's endpoint
  const keyedTables = new Map<
    AstNode,
    { parents: readonly AstNode[]; steps: Extract<Resolution, { kind: 'endpoint' }>['steps'][] }
  >();
  const backbones: BackboneUrl[] = []; // paths of Backbone models and collections (`backbone-resource.ts`)
  const resourceUrls: ResourceUrl[] = []; // URL templates of AngularJS `$resource` calls (`ng1-resource.ts`)
  /** A call of an endpoint whose open gaps (changes no overlay names) the code may need too. */
  const noteGaps = (resolution: Resolution, at: number): void => {
    if (resolution.kind !== 'endpoint') return;
    for (const gap of resolution.gaps) gaps.push({ ...lineColumn(source, at), ...gap });
  };

  const possibly = (url: UrlExpression, reason: string, bare: boolean): void => {
    const text = bare ? '/' + url.text : url.text;
    if (index.resolve(text, undefined).kind === 'none' && index.resolve(text, 'GET').kind === 'none') return;
    const shown = source.slice(startOf(url.node), endOf(url.node)).replace(/\s+/g, ' ');
    leave(url.node, 'possibly this API, base unknown (listed above)', 'possible');
    possible.push({ ...lineColumn(source, startOf(url.node)), text: shown.slice(0, 120), reason });
  };

  const visitUrl = (
    url: UrlExpression,
    parents: readonly AstNode[],
    role: LiteralRole | undefined,
    tail?: string,
    glued = false,
    keyed?: MockDefinition,
  ): void => {
    const defining = keyed ? undefined : callOf(url.node, parents);
    // `const url = new URL(path); …; fetch(url, init)`: the request is the call the URL object is sent with
    const sent = defining ? undefined : builtUrlRequest(url.node, parents);
    const found =
      wrapperSite(url.node, parents, context) ??
      (sent ? callSiteOf(sent.argument, [...sent.parents, sent.node]) : callSiteOf(url.node, parents));
    // a mock of this API in the client's tests (msw, nock): its resolver is no request body
    const e2e = e2eMockOf(url.node, parents) ?? undiciInterceptOf(url.node, parents);
    const mock = keyed ?? ((defining && mockOf(defining.node, defining.parents)) || e2e);
    // Angular's `httpMock.expectOne(url)`: a mock answered by `.flush(body)` (`http-testing-mocks.ts`)
    const expectation = mock ? undefined : httpExpectationOf(url.node, parents);
    // an end-to-end test's mock (`cy.intercept`, `page.route`): what follows the URL is its reply, not a request's
    const site = keyed
      ? { method: keyed.method }
      : e2e
        ? { method: e2e.method }
        : mock && isFunction(found.body)
          ? { method: found.method }
          : found;
    if (mock) site.method ??= mock.method;
    if (expectation?.method) site.method ??= expectation.method;
    // an expectation whose test expects a body names no method: the one method with a body the map knows there
    if (site.method === undefined && expectation && expectation.expectedBodies.length > 0)
      site.method = bodiedMethod(index, url.text);
    if (site.method === undefined && role?.role === 'api' && role.method) site.method = role.method;
    // a URL object built here for a request sent elsewhere, its options beside it (`{ method: 'GET', … }`)
    if (site.method === undefined && !callOf(url.node, parents) && builtUrl(url.node, parents))
      site.method = optionsMethod(parents);
    const bare =
      role?.role === 'api' &&
      role.bare &&
      !url.text.startsWith('/') &&
      !/^[a-z][a-z0-9+.-]*:/i.test(url.text);
    // an AngularJS `$resource`'s template or action URL: resolved action by action (`ng1-resource.ts`)
    const resource = bare || glued ? undefined : resourceUrlOf(url.node, parents);
    if (resource) {
      const anchor = anchorOf(
        [...resource.callParents, resource.definition.call],
        resource.definition.call,
        source,
        anchors,
      );
      resourceUrls.push({
        definition: resource.definition,
        url,
        anchor,
        ...(resource.action ? { action: resource.action } : {}),
      });
      return;
    }
    const text = gluedQueryText(url, parents) ?? url.text; // `BASE + '/items/search' + qs_(q)`: the call is the query
    const resolution = index.resolve(bare ? '/' + text : text, site.method);
    const cls = bare ? undefined : backboneClassOf(url.node, parents);
    if (cls)
      backbones.push({
        cls,
        text,
        holes: url.holes.length,
        parents: [...parents], // the walk's array changes as it goes on
        anchor: anchorOf(parents, url.node, source, anchors),
      });
    if (bare && resolution.kind !== 'endpoint') {
      oldPaths ??= remainingPattern(index) ?? null;
      if (oldPaths) {
        oldPaths.lastIndex = 0;
        const m = oldPaths.exec('/' + url.text.split(/[?#]/)[0]);
        const written = source.slice(startOf(url.node), endOf(url.node)).slice(0, 80);
        if (m) bareLeft.push({ ...lineColumn(source, startOf(url.node)), text: written });
      }
    }
    if (resolution.kind === 'none') {
      // `/v1/records` in a run from 4 to 6: judged another service's, which the closing scan says
      const foreign = index.foreignVersion(bare ? '/' + text : text);
      if (foreign)
        leave(url.node, `another service's (its version segment ${foreign} is none of this run's)`);
      return;
    }
    // a stub of another service's URL (`**/audit/v2/records*`): listed, not migrated
    if (e2e && resolution.kind === 'endpoint' && !e2eStubIsApi(resolution.parts, index.rules))
      return possibly(url, "an end-to-end test's stub whose URL shows no base of this API", false);
    const anchor = (): number => anchorOf(parents, url.node, source, anchors);
    if (resolution.kind === 'todo') {
      // in a generated client, the person's fix is to regenerate it, not to edit it
      generator ??= generatorOf(source) ?? false;
      todos.push({
        at: startOf(url.node),
        anchor: anchor(),
        changeId: resolution.changeId,
        message: generator
          ? `${resolution.message}; this file is generated (by ${generator}): regenerate it from the v${index.to} API document`
          : resolution.message,
      });
      return;
    }
    noteGaps(resolution, startOf(url.node));
    rewriteCall(
      url,
      resolution,
      site,
      source,
      edits,
      (changeId, message, at = startOf(url.node), site) =>
        todos.push({ at, anchor: anchor(), changeId, message, ...(site ? { site } : {}) }),
      (keyed ? undefined : callOf(url.node, parents)) ??
        sent ??
        wrapperCallOf(url.node, parents, context) ??
        // `cy.intercept('GET', url, …)`: the mock's call, its URL not first
        (e2e ? { node: parents[e2e.callIndex]!, parents: parents.slice(0, e2e.callIndex) } : undefined),
      glued ? 'glued' : bare ? 'bare' : 'url',
      parents,
      sites,
      tail ? tail.split('/').length - 1 : 0,
      role?.role === 'api' && role.colonParams === true,
      mock ?? (expectation && expectationMock(expectation, site.method)),
      answerFixture,
      context.fetchStubMakers,
    );
  };

  /** A call whose URL argument is a constant or builder of another place (`api.get(EP.records)`). */
  const visitReference = (call: AstNode, parents: readonly AstNode[]): void => {
    // `pool.request({ path, method })`: the held path is the options' (`dispatcher-options.ts`)
    const held = heldDispatcherPath(call);
    const first = held ? held.value : argsOf(call)[context.calls.get(startOf(call))?.path ?? 0];
    const ref = first && context.refs.get(startOf(first));
    if (!first || !ref) return;
    const around = held ? [...parents, call, held.options, held.property] : [...parents, call];
    const found = wrapperSite(first, around, context) ?? callSiteOf(first, around);
    // `path('types') + query({ recordId })`: a segment builder's path with its query glued on (`segment-query.ts`)
    const glued = found.query ? undefined : segmentQuery(first);
    const site = glued ? { ...found, query: glued } : found;
    const resolution = index.resolve(ref.bare ? '/' + ref.text : ref.text, site.method);
    if (resolution.kind !== 'endpoint') return;
    noteGaps(resolution, startOf(first));
    const url: UrlExpression = { node: first, gaps: [{ text: ref.text }], holes: [], text: ref.text };
    const anchor = (): number => anchorOf([...parents, call], first, source, anchors);
    rewriteCall(
      url,
      resolution,
      site,
      source,
      edits,
      (changeId, message, at = startOf(first), site) =>
        todos.push({ at, anchor: anchor(), changeId, message, ...(site ? { site } : {}) }),
      { node: call, parents: [...parents] },
      'reference',
      [...parents, call],
      sites,
    );
  };

  /**
   * A relative URL to a route the project serves itself, or a path written alone that the project does not show
   * reaching a request: the app's own page, link or name, left as it is.
   */
  const pageOrName = (
    url: UrlExpression,
    base: AstNode | undefined,
    role: LiteralRole | undefined,
    node: AstNode,
    parents: readonly AstNode[],
  ): boolean => {
    if (base || !context.strictBases || role?.role === 'api') return false;
    if (ownRoute(url.text, context)) {
      leave(node, "the app's own server route");
      return true;
    }
    const page =
      writtenAlone(url.text, index.rules) &&
      // a path only this API has (`/items/exportToExcel`, `/notificationProfiles/add`) is no page of the app's
      !index.knownPaths.isDistinctive(splitRest(url.text).path) &&
      !reachesRequest(node, parents, context);
    if (page) {
      const { kind, why } = pageWhy(node, parents);
      leave(node, why, kind);
    }
    return page;
  };

  const visit: Visitor = (node, parents) => {
    if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration') return false;
    if (node.type === 'JSXAttribute' && isJsxLiteral(node.value)) {
      const name = node.name.type === 'JSXIdentifier' ? node.name.name : 'attribute';
      if (node.value) leave(node.value, `JSX attribute ${name}`);
      return false;
    }
    if (node.type === 'ExportNamedDeclaration' && !node.declaration) return false;
    if (node.type === 'TSImportType' || node.type === 'TSExternalModuleReference') return false;
    if (node.type === 'CallExpression' && context.refs.size > 0) visitReference(node, parents);
    // `toMatch(/\/types\?recordId=1$/)` of a stubbed fetch's URL (`expected-url-pattern.ts`)
    if (node.type === 'RegExpLiteral' || node.type === 'Literal')
      rewriteExpectedPattern(
        node,
        parents,
        index,
        edits,
        (changeId, message) =>
          todos.push({
            at: startOf(node),
            anchor: anchorOf(parents, node, source, anchors),
            changeId,
            message,
          }),
        context.fetchStubMakers,
      );
    const segments = segmentCallCandidate(node, parents);
    if (segments) segmentCandidates.push(segments);
    const segmentPath = node.type === 'CallExpression' ? context.segments?.get(startOf(node)) : undefined;
    if (segmentPath)
      rewriteSegments(node, segmentPath, index, edits, (changeId, message) =>
        todos.push({
          at: startOf(node),
          anchor: anchorOf(parents, node, source, anchors),
          changeId,
          message,
        }),
      );
    if (
      node.type === 'StringLiteral' ||
      node.type === 'Literal' ||
      node.type === 'TemplateLiteral' ||
      (node.type === 'BinaryExpression' && node.operator === '+')
    ) {
      const role = context.literals.get(startOf(node));
      const bareCall =
        node.type !== 'BinaryExpression' &&
        bareCallCandidate(node, parents, source, role?.role === 'api', apiReceivers);
      if (bareCall) bareCandidates.push(bareCall);
      // `{ "GET /api/v4/records": { data: [...] } }`: a test's stubbed answer keyed by its request
      const keyed = keyedAnswerOf(node, parents);
      if (keyed) {
        const resolution = index.resolve(keyed.url.text, keyed.mock.method);
        if (
          resolution.kind === 'endpoint' &&
          resolution.parts.base !== '' &&
          e2eStubIsApi(resolution.parts, index.rules)
        ) {
          visitUrl(keyed.url, parents, undefined, undefined, false, keyed.mock);
          const table = parents[parents.length - 2]!;
          const entries = keyedTables.get(table) ?? { parents: parents.slice(0, -2), steps: [] };
          // a moved endpoint's body loses a field to the path: its expected body is a person's (the key has the TODO)
          entries.steps.push(
            resolution.moved ? resolution.steps.map((x) => ({ ...x, request: undefined })) : resolution.steps,
          );
          keyedTables.set(table, entries);
        }
        return false;
      }
      if (role?.role === 'ui') {
        leave(node, role.why);
        return false;
      }
      if (!role && !mayBeUrl(node, source))
        return node.type === 'BinaryExpression' || node.type === 'TemplateLiteral';
      const parent = parents[parents.length - 1];
      if (parent && isProperty(parent) && parent.key === node) return false;
      if (parent && isRouterCall(parent)) {
        const name = parent.type === 'CallExpression' ? calleeName(parent.callee) : undefined;
        leave(node, `navigation call (${name ?? 'navigate'})`);
        return false;
      }
      if (isNg1RoutePath(node, parents)) {
        leave(node, 'AngularJS route (a page of the app)');
        return false;
      }
      if (parent && isRouteRegistration(parent, node)) {
        leave(node, 'own server route');
        return false;
      }
      if (parent && isMessageCall(parent)) {
        leave(node, 'message (logging, translation or analytics)');
        return false;
      }
      if (parent?.type === 'ExpressionStatement' && 'directive' in parent && parent.directive) return false;
      const url = readUrlExpression(node, source);
      if (!url) return true;
      if (role?.role === 'foreign') {
        possibly(url, role.reason, !url.text.startsWith('/'));
        return false;
      }
      // Effect: `HttpClientRequest.get('/records')` in a function whose client prepends a base not shown to be this API's
      const prepended = prependedBase(node, parents);
      if (prepended && !(isStringLiteral(prepended) && literalIsApi(prepended.value, index))) {
        const written = source.slice(startOf(prepended), endOf(prepended));
        possibly(
          url,
          `the base HttpClientRequest.prependUrl puts before it (${written}) is not shown to be this API; name it with --api-host if it is`,
          false,
        );
        return false;
      }
      // a nock interceptor on another service's host (`nock('https://dns.example.net').get('/v4/records')`)
      const host = nockScopeHost(node, parents);
      if (host && isOtherServiceHost(host, index.rules, context)) {
        possibly(
          url,
          `its nock scope's host (${host}) is not shown to be this API; name it with --api-host if it is`,
          false,
        );
        return false;
      }
      const base = url.text.startsWith(marker(0)) ? url.holes[0] : undefined;
      // `${Config.API_URL}items/search`: a base ending in a slash, the path read with its slash and written without
      const glued = base !== undefined && /^[A-Za-z]/.test(url.text.slice(marker(0).length));
      const read = glued ? { ...url, text: marker(0) + '/' + url.text.slice(marker(0).length) } : url;
      if (base && context.strictBases && context.bases.get(startOf(base)) !== true) {
        const written = source.slice(startOf(base), endOf(base));
        possibly(
          read,
          `its base (${written}) is not shown to be this API; if it is, run again with ${apiBaseFlag(written)}`,
          false,
        );
      } else if (!pageOrName(url, base, role, node, parents)) {
        const tail = base ? context.tails.get(startOf(base)) : undefined;
        visitUrl(
          tail ? { ...read, text: marker(0) + tail + read.text.slice(marker(0).length) } : read,
          parents,
          role,
          tail,
          glued,
        );
      }
      // expressions inside the URL may hold URLs of their own
      for (const hole of url.holes) walk(hole, [...parents, node], visit);
      return false;
    }
    return true;
  };
  walk(ast, [], visit);
  // what the tests read of the requests a stub keyed by request recorded: renamed as its one renaming entry's
  for (const [table, { parents, steps }] of keyedTables) {
    const queries = steps.map((st) => st.map((x) => x.query)).filter((q) => q.some((m) => m && m.size > 0));
    const bodies = steps
      .map((st) => st.map((x) => x.request))
      .filter((r) => r.some((p) => planEntries(p).length > 0));
    renameRecordedReads(
      table,
      parents,
      {
        ...(queries.length === 1 ? { queries: queries[0] } : {}),
        ...(bodies.length === 1 ? { request: bodies[0] } : {}),
      },
      source,
      edits,
    );
  }
  const backboneFacts: BackboneFacts[] = [];
  for (const [url, todo] of backboneEdits(backbones, index, source, edits, backboneFacts))
    todos.push({ at: startOf(url.cls.call), anchor: url.anchor, ...todo });
  const resources = resourceEdits(resourceUrls, index, edits);
  for (const { url, next, changeId } of resources.urls)
    replaceUrl(
      url,
      next,
      url.holes.map((h) => source.slice(startOf(h), endOf(h))),
      source,
      edits,
      changeId,
    );
  todos.push(...resources.todos);
  for (const edit of [
    ...importedResponseEdits(ast, source, context),
    ...storeComponentEdits(ast, source, context),
    ...(context.flowEdits ?? []),
    ...scriptObjectEdits(ast, source, context),
  ])
    if (!edits.some((e) => e.start === edit.start && e.end === edit.end)) edits.push(edit);
  for (const todo of context.flowTodos ?? []) todos.push({ ...todo, anchor: todo.anchor ?? todo.at });
  // an old path without its slash given to a call the run did not read, rewrite or judge: the closing scan lists it
  const covered = (start: number, end: number): boolean =>
    edits.some((e) => e.start < end && start < e.end) ||
    left.some((l) => l.start < end && start < l.end) ||
    todos.some((t) => t.at >= start && t.at < end) ||
    bareLeft.some(
      (b) => b.line === lineColumn(source, start).line && b.column === lineColumn(source, start).column,
    );
  bareLeft.push(...unreadBarePaths(bareCandidates, source, index, apiReceivers, covered));
  bareLeft.push(...unreadSegmentPaths(segmentCandidates, source, index, covered));

  if (edits.length === 0 && todos.length === 0) {
    return {
      output: source,
      edits: [],
      todos: [],
      possible,
      bareLeft,
      textEdits: [],
      sites,
      gaps,
      left,
      ...(fixtures.length > 0 ? { fixtures } : {}),
      ...(resources.sites.length > 0 ? { resources: resources.sites } : {}),
      ...(backboneFacts.length > 0 ? { backbone: backboneFacts } : {}),
    };
  }

  // start -1: a change id counted on an edit made by another one (several steps rewrote one URL)
  const all: SiteEdit[] = edits.filter((e) => e.start >= 0);
  const todoRecords: TodoRecord[] = [];
  const seen = new Set<string>();
  for (const todo of todos) {
    const text = todoText(todo.message, todo.changeId, index.changes, index.guideUrl);
    const { line, column } = lineColumn(source, todo.at);
    const key = `${todo.anchor} ${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // the same TODO, whatever it points to (earlier versions linked the change id itself)
    const present = commentsAbove(source, todo.anchor).includes(todoPrefix(todo.message));
    todoRecords.push({
      line,
      column,
      changeId: todo.changeId,
      message: todo.message,
      inserted: !present,
      ...(todo.site ? { site: todo.site } : {}),
    });
    if (present) continue;
    const lineStart = source.lastIndexOf('\n', todo.anchor - 1) + 1;
    const indent = source.slice(lineStart, todo.anchor);
    all.push({
      start: lineStart,
      end: lineStart,
      text: `${indent}// ${text}\n`,
      ...(todo.site ? { site: todo.site } : {}),
    });
  }
  const { text } = applyEdits(source, all);
  return {
    output: text,
    edits: distinctEdits(edits).map((e) => ({ ...lineColumn(source, e.at), changeId: e.changeId })),
    todos: todoRecords,
    possible,
    bareLeft,
    textEdits: all.map(({ start, end, text, site }) => ({ start, end, text, ...(site ? { site } : {}) })),
    sites,
    gaps,
    left,
    ...(fixtures.length > 0 ? { fixtures } : {}),
    ...(resources.sites.length > 0 ? { resources: resources.sites } : {}),
    ...(backboneFacts.length > 0 ? { backbone: backboneFacts } : {}),
  };
}

function rewriteCall(
  url: UrlExpression,
  resolution: Resolution & { kind: 'endpoint' },
  site: ReturnType<typeof callSiteOf>,
  source: string,
  edits: IdEdit[],
  todo: (changeId: string, message: string, at?: number, site?: string) => void,
  call: { node: AstNode; parents: AstNode[] } | undefined,
  /**
   * `bare`: a path without its leading slash (`'records'` under a client's base); `glued`: the same after a base
   * ending in a slash (`${BASE}records`, read as `${BASE}/records`); `reference`: a constant's use.
   */
  shape: 'url' | 'bare' | 'glued' | 'reference',
  urlParents: readonly AstNode[],
  sites: ApiSite[],
  /** Segments at the start of the path that the base holds (`/items` in `${itemsUrl}/search`): not written here. */
  tailSegments = 0,
  /** A dispatcher table's entry whose calls fill its `:name` segments (`LiteralRole.colonParams`). */
  colonParams = false,
  /** A mock of this API the call defines in the client's tests (`mock-replies.ts`). */
  mock?: MockDefinition,
  /** Takes a mock's reply that is an imported JSON fixture, with the endpoint it answers (old method and path). */
  answerFixture?: (reply: AstNode, method: string, path: string, named?: string) => boolean,
  /** Imported test helpers that return a stub of `fetch` (`project/fetch-stub-makers.ts`). */
  fetchStubMakers?: ReadonlySet<string>,
): void {
  const { parts } = resolution;
  // the call the type-aware pass looks at: the request's own, or RTK Query's `build.query<…>(…)` around it
  // … or the object a request descriptor is written as (`{ url, method, body: input }`), sent by other code
  const siteKey =
    (
      call?.node ??
      endpointBuilder(urlParents) ??
      (call ? undefined : requestDescriptor(url.node, urlParents, site.body))
    )?.start ?? undefined;
  // ancestors to look bindings up from: the call's, or the URL's own when it is not a call's argument
  // (an `httpResource`'s request function declares its query in its own block: the URL's ancestors, which hold it)
  const scope = call && !httpResourceRequest(url.node, urlParents) ? call.parents : urlParents;
  const queries = resolution.steps.map((s) => s.query);
  const requestPlans = resolution.steps.map((s) => s.request);
  const holes = url.holes.map((h) => source.slice(startOf(h), endOf(h)));
  let path = resolution.path;
  const urlIds = [...resolution.ids];

  if (resolution.moved) {
    const { change, param } = resolution.moved;
    let destructured: ParamDestructure | undefined;
    let hoisted: HoistedDestructure | undefined;
    const field = change.move.bodyField;
    const body = site.body;
    const object = body?.type === 'ObjectExpression' ? body : undefined;
    const property = object && propertyNamed(object, field);
    if (mock?.colonParams && !change.move.keepInBody) {
      // a mock's route (msw's `http.put(\`${BASE}/…/update\`, …)`): the new path matches any id as `:id`
      path = path.replace(`{${param}}`, `:${param}`);
      if (mock.readsBody)
        todo(
          change.id,
          `${change.from.method} ${change.from.path} became ${change.to.method} ${change.to.path}: this mock now matches the ${field} in its path (\`params.${param}\`), and the request's body no longer holds it; check what it reads`,
        );
    } else if (shape === 'reference') {
      // a dispatcher whose table entry is written `/…/:id` (below): the field goes into the call's `params`
      const moved =
        site.params && !change.move.keepInBody
          ? moveIntoParams(site.params, body, field, param, source, edits, change.id)
          : false;
      if (!moved) {
        todo(
          change.id,
          site.params && !change.move.keepInBody
            ? `${change.from.method} ${change.from.path} became ${change.to.method} ${change.to.path}: the table's entry now holds :${param}; pass the ${field} in this call's ${site.params.key} (\`${site.params.key}: { ${param}: … }\`) and take it out of the body`
            : `${change.from.method} ${change.from.path} became ${change.to.method} ${change.to.path}: the ${field} moves from the body into the path, and this call takes its path from a constant; give it the new path with the ${field}`,
        );
        return;
      }
    } else if (
      body &&
      !call &&
      !property &&
      !change.move.keepInBody &&
      ((hoisted = returnedFromBlock(scope) ? destructureBeforeCall(body, field, scope, source) : undefined) ||
        (destructured = destructureParam(body, field, scope, source)))
    ) {
      // RTK Query's `query: (body) => ({ url, method, body })`, a request returned to be sent: the parameter gives
      // the field, the rest is sent (a function that makes the call itself keeps its parameter, below); a function
      // with a block (`return { url, method: 'PUT', body: profile }`) keeps its signature and takes the field out
      // before the statement, as a function sending it does
      if (hoisted) {
        for (const edit of hoisted.edits) edits.push({ ...edit, changeId: change.id, at: edit.start });
        holes.push(hoisted.name);
      } else {
        const { start, end, text, name } = destructured!;
        edits.push({ start, end, text, changeId: change.id, at: start });
        holes.push(name);
      }
      path = path.replace(`{${param}}`, marker(holes.length - 1));
    } else if (
      body &&
      call &&
      !property &&
      !change.move.keepInBody &&
      !openApiOptions(call.node) &&
      (hoisted = destructureBeforeCall(body, field, scope, source))
    ) {
      // a function sending its parameter: the field is taken out before the call, the rest is sent
      for (const edit of hoisted.edits) edits.push({ ...edit, changeId: change.id, at: edit.start });
      holes.push(hoisted.name);
      path = path.replace(`{${param}}`, marker(holes.length - 1));
    } else if (body && !property && (body.type === 'Identifier' || body.type === 'MemberExpression')) {
      // a body held in a variable: the path takes its field, the body goes as it is
      const held = source.slice(startOf(body), endOf(body));
      const options = openApiOptions(call?.node);
      // openapi-fetch: the path stays the schema's key (`'/x/{id}'`), the id goes in `params.path`
      if (
        !options ||
        !addOpenApiPathParam(options, param, `${held}.${field}`, source, edits, change.id, startOf(body))
      ) {
        holes.push(`${held}.${field}`);
        path = path.replace(`{${param}}`, marker(holes.length - 1));
      }
      if (!change.move.keepInBody) {
        todo(
          change.id,
          `${change.to.method} ${change.to.path} takes the ${field} in the path only, and this body still holds it: send the rest (\`const { ${field}, ...rest } = ${held}\`)`,
        );
      }
    } else if (!call && !body && colonParams && !change.move.keepInBody) {
      // a dispatcher table's entry: its calls fill `:name` segments from their `params`, where the field goes
      path = path.replace(`{${param}}`, `:${param}`);
    } else if (!call && !body) {
      // a path held in a table or constant and sent elsewhere: its calls get their own TODO where they are seen
      todo(
        change.id,
        `${change.from.method} ${change.from.path} became ${change.to.method} ${change.to.path}: the ${field} moves from the body into the path; this path is sent elsewhere, so each call of it needs the new path with the ${field}`,
      );
      // built here and sent elsewhere (OpenAPI Generator's clients): the types it sends and reads still follow
      if (site.method !== undefined && builtUrl(url.node, urlParents))
        sites.push({
          callStart: startOf(url.node),
          response: resolution.steps.map((s) => s.response),
          request: requestPlans,
          query: queries,
          built: true,
          appTodo: {
            changeId: change.id,
            message: `${change.from.method} ${change.from.path} became ${change.to.method} ${change.to.path}: the ${field} moves from the body into the path, and the generated client this calls still builds the old request; regenerate it from the new version's API document, then give the ${field} as the operation's path parameter`,
          },
        });
      return;
    } else if (!object || !property) {
      todo(
        change.id,
        `${change.from.method} ${change.from.path} became ${change.to.method} ${change.to.path}: put the ${field} from the body into the path (the body is not an object literal with "${field}" here)`,
      );
      return;
    } else {
      const value = property.value;
      const written = source.slice(startOf(value), endOf(value));
      const options = openApiOptions(call?.node);
      const segment = literalSegment(value);
      if (
        options &&
        addOpenApiPathParam(options, param, written, source, edits, change.id, startOf(property))
      ) {
        // openapi-fetch: the path stays the schema's key (`'/notificationProfiles/{id}'`)
      } else if (segment !== undefined && !options) path = path.replace(`{${param}}`, segment);
      else {
        holes.push(written);
        path = path.replace(`{${param}}`, marker(holes.length - 1));
      }
      if (!change.move.keepInBody) {
        edits.push({
          ...memberRange(object, property),
          text: '',
          changeId: change.id,
          at: startOf(property),
        });
      }
    }
  }

  let query = parts.query;
  let queryInUrl = false; // the whole query written into the URL was followed and renamed (`'?' + $.param(q)`)
  // `?${toQuery(filter)}`: a helper's call written as the whole query, whose value's type the type-aware pass renames
  let helperInUrl: AstNode | undefined;
  if (query !== undefined && queries.some((q) => q)) {
    query = query
      .split('&')
      .map((part) => {
        const eq = part.indexOf('=');
        const name = eq < 0 ? part : part.slice(0, eq);
        if (name.includes('\uE000')) return part;
        const renamed = renameQueryName(name, queries);
        if (renamed.id === undefined) return part;
        urlIds.push(renamed.id);
        return renamed.name + (eq < 0 ? '' : part.slice(eq));
      })
      .join('&');
    // `?${new URLSearchParams({ ... })}`, `?${qs}` with `const qs = new URLSearchParams(…)`
    const written = query;
    url.holes.forEach((hole, i) => {
      const object = searchParamsObject(hole);
      if (object) rewriteQueryObject(object, queries, source, edits);
      else if (!wholeQueryPart(written, marker(i))) return;
      else if (rewriteQuerySource(hole, scope, queries, source, edits)) queryInUrl = true;
      else {
        if (hole.type === 'CallExpression') helperInUrl = hole;
        todo(
          firstQueryId(queries),
          `query parameters of this endpoint are renamed (${querySummary(queries)}); check the query written into this URL`,
        );
      }
    });
  }
  const renamesQuery = queries.some((q) => q && q.size > 0);
  if (
    site.query &&
    renamesQuery &&
    !holdsNoNames(site.query) &&
    !rewriteQuerySource(site.query, scope, queries, source, edits)
  ) {
    todo(
      firstQueryId(queries),
      `query parameters of this endpoint are renamed (${querySummary(queries)}); check the query passed here`,
      startOf(site.query),
      siteKey === undefined ? undefined : `${siteKey}:query`,
    );
  }
  // Effect's `HttpClientRequest.setUrlParam('recordId', …)` piped after the request
  if (renamesQuery)
    for (const setter of site.namedQuery ?? []) renameNameArgument(setter, queries, source, edits);
  // `const url = new URL('items/search', base); url.searchParams.set('recordId', …)`
  // … and `const localVarUrlObj = new URL(localVarPath, base); setSearchParams(localVarUrlObj, query)`
  const built = builtUrl(url.node, urlParents);
  if (built && renamesQuery) {
    renameSearchParamsCalls(built.name, built.block, queries, source, edits);
    renameUrlHelperQueries(built.name, built.block, queries, source, edits);
    const forwarded = unseenSearchParamName(built.name, built.block, source);
    if (forwarded)
      todo(
        firstQueryId(queries),
        `query parameters of this endpoint are renamed (${querySummary(queries)}); check the names set here, which the code does not show`,
        startOf(forwarded),
      );
  }

  // `let url = …?recordId=…; url += '&typeId=' + …`: the names appended later
  if (renamesQuery && rewriteAppendedQuery(url.node, urlParents, queries, source, edits) === false) {
    todo(
      firstQueryId(queries),
      `query parameters of this endpoint are renamed (${querySummary(queries)}); check the query appended to this URL`,
    );
  }
  if (tailSegments > 0) {
    // the segments after the base's part; none left (`${this.url}/add` → POST on the base's own path): no slash
    const rest = path
      .split('/')
      .slice(1 + tailSegments)
      .join('/');
    path = rest === '' ? '' : '/' + rest;
  }
  // a query glued after the path (`'/items/search' + qs_(q)`, see glued-query.ts) is written with no `?`
  const mark = url.text.includes('?') ? '?' : '';
  const full =
    parts.origin + parts.base + path + parts.slash + (query === undefined ? '' : mark + query) + parts.hash;
  const unglue = (text: string): string => text.replace(marker(0) + '/', marker(0));
  const next = shape === 'bare' ? full.slice(1) : shape === 'glued' ? unglue(full) : full;
  if (shape !== 'reference' && next !== (shape === 'glued' ? unglue(url.text) : url.text))
    replaceUrl(url, next, holes, source, edits, urlIds[0] ?? '');
  for (const id of urlIds.slice(1))
    edits.push({ start: -1, end: -1, text: '', changeId: id, at: startOf(url.node) });

  // fields a step adds need nothing: the new version takes them as absent (the change's default)
  if (
    site.method !== undefined &&
    site.body &&
    !holdsNoNames(site.body) &&
    requestPlans.some((p) => planEntries(p).length > 0)
  ) {
    const body = site.body;
    const literal = bodyLiteral(body, scope);
    if (literal) {
      rewriteLiteral(literal, requestPlans, source, edits);
      // `{ id, ...input }`: the spread's keys are renamed through its type, when the type-aware pass can see one
      const held = (arg: AstNode): AstNode | undefined => bodyLiteral(arg, scope);
      const seen = rewriteHeldSpreads(
        literal,
        held,
        (o, into) => rewriteLiteral(o, requestPlans, source, into),
        edits,
      );
      const spreads = bodySpreads(literal, source, seen);
      if (spreads.length > 0)
        todo(
          firstPlanId(requestPlans),
          `request fields of this endpoint are renamed (${planSummary(requestPlans)}); check what this body spreads (${spreads.join(', ')})`,
          startOf(literal),
          siteKey === undefined ? undefined : `${siteKey}:request`,
        );
    } else {
      const id = firstPlanId(requestPlans);
      todo(
        id,
        `request fields of this endpoint are renamed (${planSummary(requestPlans)}); check the body passed here`,
        undefined,
        siteKey === undefined ? undefined : `${siteKey}:request`,
      );
    }
  }
  const responsePlans = resolution.steps.map((s) => s.response);
  // a path held in a constant: its bodies are the calls' that use it, which the project pass visits there
  if (siteKey === undefined && shape !== 'reference' && !site.body && !mock) {
    // a request built here (a URL object and its options) and sent by other code: what it sends and reads is there
    if (built && !call && site.method !== undefined) {
      const sent = [
        requestPlans.some((p) => planEntries(p).length > 0) &&
          `request fields (${planSummary(requestPlans)})`,
        readersAffected(responsePlans) && `response fields or values (${planSummary(responsePlans)})`,
      ].filter((x): x is string => typeof x === 'string');
      if (sent.length > 0) {
        // the type-aware pass may find the types it is sent and read with (`createRequestFunction<T>(args, …)`)
        const start = startOf(url.node);
        const reads = readersAffected(responsePlans);
        const sends = requestPlans.some((p) => planEntries(p).length > 0);
        sites.push({
          callStart: start,
          response: reads ? responsePlans : [],
          request: sends ? requestPlans : [],
          query: queries,
          built: true,
        });
        todo(
          firstPlanId(readersAffected(responsePlans) ? responsePlans : requestPlans),
          `this endpoint has renamed ${sent.join(' and ')}; this request is built here and sent elsewhere: check the body it is given and the type its response is read with`,
          undefined,
          `${start}:built`,
        );
      } else if (renamesQuery) {
        // only its query is renamed (above): the type-aware pass follows the names to its callers' parameters
        sites.push({ callStart: startOf(url.node), response: [], request: [], query: queries, built: true });
      }
    }
    return;
  }
  if (mock) {
    // `const body = (await request.json()) as { recordName: string }` then `body.recordName`: the handler's reads
    // nock's `(body) => body.recordName === 'Fire'`: the predicate's reads
    const bodyFollowed =
      call !== undefined &&
      mock.readsBody &&
      (mock.bodyPredicate
        ? renameBodyPredicate(mock.bodyPredicate, requestPlans, edits)
        : renameMockBodyReads(call.node, requestPlans, edits));
    const renamed = {
      response: readersAffected(responsePlans) ? planSummary(responsePlans) : undefined,
      request:
        !bodyFollowed && requestPlans.some((p) => planEntries(p).length > 0)
          ? planSummary(requestPlans)
          : undefined,
    };
    const id = firstPlanId(renamed.response ? responsePlans : requestPlans);
    answerMock(
      mock,
      (body) => bodyLiteral(body, scope),
      (literal) => rewriteLiteral(literal, responsePlans, source, edits),
      (message, at) => todo(id, message, at),
      renamed,
      startOf(url.node),
      (reply) =>
        answerFixture?.(reply, mock.method, withoutMarkers(parts.path), mock.files?.get(reply)?.name) ===
          true &&
        fixtureReadsFollowed(mock.files?.get(reply), reply, responsePlans, edits, (m) => todo(id, m)),
    );
    if (call) renamePretenderQueryReads(pretenderHandler(call.node), queries, source, edits);
    if (call) renameMockQueryReads(call.node, call.parents, queries, source, edits); // msw's `searchParams.get(…)`
    for (const read of mock.queryReads ?? []) renameNameArgument(read, queries, source, edits); // `req.request.params`
    // `expect(req.request.body).toEqual({ … })`: the body the request sends, in the new version's names
    for (const body of mock.expectedBodies ?? []) {
      const literal = bodyLiteral(body, scope);
      if (literal) rewriteLiteral(literal, requestPlans, source, edits);
    }
    // `cy.intercept(…).as('search')` … `cy.wait('@search').its('request.query.recordId')`
    if (call)
      renameAliasReads(call.node, call.parents, queries, requestPlans, responsePlans, source, edits, (m) =>
        todo(id, m),
      );
    return;
  }
  if (siteKey !== undefined && site.method !== undefined) {
    sites.push({
      callStart: siteKey,
      response: responsePlans,
      request: requestPlans,
      query: queries,
      ...(site.body ? { bodyStart: startOf(site.body) } : {}),
      ...(site.query
        ? { queryStart: startOf(site.query) }
        : helperInUrl
          ? { queryStart: startOf(helperInUrl) }
          : {}),
    });
  }
  if (call && site.method === undefined && shape !== 'reference') {
    // what the code around shows (a query or body argument) was handled above; the literal after the path of an
    // endpoint read as GET (`api.download(path, { recordId })`) is its query
    const literal = renamesQuery && !site.query ? unreadCallQuery(argsOf(call.node), url.node) : undefined;
    const renamed = literal !== undefined && rewriteQuerySource(literal, scope, queries, source, edits);
    const parts = {
      query: renamesQuery && !site.query && !renamed && !queryInUrl ? querySummary(queries) : undefined,
      request:
        !site.body && requestPlans.some((p) => planEntries(p).length > 0)
          ? planSummary(requestPlans)
          : undefined,
      response: readersAffected(responsePlans) ? planSummary(responsePlans) : undefined,
    };
    if (backboneExtendKind(call.node)) return; // a Backbone class: `backbone-resource.ts` reads it
    if (isExpectedFetchUrl(call.node, url.node, call.parents, fetchStubMakers)) return; // a test's expected URL: nothing is sent
    if (isDeclaredEndpointPath(call.node, url.node)) return; // `types/declared-endpoint-walk.ts` reads it
    const message = unreadCallTodo(call.node, source, parts);
    const id =
      parts.response || parts.request
        ? firstPlanId([...responsePlans, ...requestPlans])
        : firstQueryId(queries);
    if (message) todo(id, message);
    return;
  }
  if (site.method !== undefined && readersAffected(responsePlans)) {
    // the code reading the awaited response in this function, when every use of it can be followed
    const traced = call
      ? traceResponse(
          call.node,
          call.parents,
          responsePlans,
          source,
          site.returnsBody,
          site.callbacks,
          site.sync,
        )
      : undefined;
    // the reads followed; when the response also goes where the trace cannot follow, with the TODO below
    if (traced)
      edits.push(...traced.edits.filter((e) => !edits.some((d) => d.start === e.start && d.end === e.end)));
    if (traced?.certain) return;
    todo(
      firstPlanId(responsePlans),
      `the response of this endpoint has renamed fields or values (${planSummary(responsePlans)}); check the code that reads it${injectedReaders(call?.parents)}`,
      undefined,
      siteKey === undefined ? undefined : `${siteKey}:response`,
    );
  }
}

/** The call a URL is the first argument of (or the `url` of the config object of), with its ancestors. */
function callOf(
  url: AstNode,
  parents: readonly AstNode[],
): { node: t.CallExpression; parents: AstNode[] } | undefined {
  const n = parents.length;
  const parent = parents[n - 1];
  if (parent?.type === 'CallExpression' && argsOf(parent)[0] === url) {
    return { node: parent, parents: parents.slice(0, n - 1) };
  }
  // `useLive(id ? `items/${id}/answer` : null)`: the conditional fetch's branch asking for something
  const caller = parents[n - 2];
  if (
    parent &&
    conditionalPath(parent) === url &&
    caller?.type === 'CallExpression' &&
    argsOf(caller)[0] === parent
  )
    return { node: caller, parents: parents.slice(0, n - 2) };
  // wretch's `api.post(body, url)`: the URL second
  if (parent?.type === 'CallExpression' && wretchVerbSite(url, parent))
    return { node: parent, parents: parents.slice(0, n - 1) };
  // Angular's `httpResource<T>(() => url)`: the resource's call, whose type argument is the response's type
  const resource = httpResourceRequest(url, parents);
  if (resource) return { node: resource.call, parents: resource.parents };
  const config = parents[n - 2];
  const call = parents[n - 3];
  if (
    parent &&
    isProperty(parent) &&
    config?.type === 'ObjectExpression' &&
    call?.type === 'CallExpression' &&
    argsOf(call)[0] === config
  ) {
    return { node: call, parents: parents.slice(0, n - 3) };
  }
  return undefined;
}

/**
 * The one method with a request body (POST, PUT, PATCH) whose endpoint at this URL has request fields the map
 * renames, or undefined when none or several do.
 */
function bodiedMethod(index: ApiIndex, text: string): string | undefined {
  const bodied = ['POST', 'PUT', 'PATCH'].filter((method) => {
    const resolution = index.resolve(text, method);
    return (
      resolution.kind === 'endpoint' && resolution.steps.some((step) => planEntries(step.request).length > 0)
    );
  });
  return bodied.length === 1 ? bodied[0] : undefined;
}

/** RTK Query: the `build.query(…)` / `build.mutation(…)` call a request object is defined in. */
function endpointBuilder(parents: readonly AstNode[]): t.CallExpression | undefined {
  for (let i = parents.length - 1; i >= 0; i--) {
    const node = parents[i];
    if (node?.type !== 'CallExpression') continue;
    const callee = node.callee;
    const name = callee.type === 'MemberExpression' ? identifierName(callee.property) : undefined;
    return name === 'query' || name === 'mutation' ? node : undefined;
  }
  return undefined;
}

/** The method, body and query of a call of one of the project's own wrappers, when `url` is its path. */
function wrapperSite(url: AstNode, parents: readonly AstNode[], context: FileContext): CallSite | undefined {
  // `useLive(id ? `items/${id}/answer` : null)`: the branch asking for something stands for the argument
  const last = parents[parents.length - 1];
  const asked = last && conditionalPath(last) === url;
  const call = asked ? parents[parents.length - 2] : last;
  const shape = call && context.calls.get(startOf(call));
  if (!call || !shape || argsOf(call)[shape.path] !== (asked ? last : url)) return undefined;
  const args = argsOf(call);
  if (shape.options) return dispatchSite(args, shape.options, shape.method);
  const init = shape.init === undefined ? undefined : initSite(args[shape.init]);
  const body = shape.body === undefined ? init?.body : args[shape.body];
  const method = shape.method ?? init?.method;
  // a bodyless call whose wrapper builds its query in a way not read (`Object.entries(query).map(…)`): the object
  // literal after the path is its query, as for a wrapper not summarised (`api.get(path, { recordId })`)
  // a callable client's options name their query (got's `searchParams`, ofetch's `query`): `initSite` reads it
  const query =
    shape.query === undefined
      ? (init?.query ?? (body === undefined ? callSiteQuery(url, parents, method) : undefined))
      : args[shape.query];
  const parsed = shape.parsedBody ? { returnsBody: true, sync: true } : {};
  return { method, ...(body ? { body } : {}), ...(query ? { query } : {}), ...parsed };
}

/** The query `callSiteOf` reads at a call when it sends the wrapper's method (a verb method name, no body). */
function callSiteQuery(
  url: AstNode,
  parents: readonly AstNode[],
  method: string | undefined,
): AstNode | undefined {
  const site = callSiteOf(url, parents);
  return site.method !== undefined && site.method === method && !site.body ? site.query : undefined;
}

/** The object or array literal a body is, or is held in (`const body = { … }` in scope). */
function bodyLiteral(body: AstNode, scope: readonly AstNode[]): AstNode | undefined {
  if (body.type === 'ObjectExpression' || body.type === 'ArrayExpression') return body;
  if (body.type !== 'Identifier') return undefined;
  const found = localDeclarator(body.name, scope);
  if (!found || found === 'parameter' || found.kind !== 'const') return undefined;
  const init = found.init;
  return init.type === 'ObjectExpression' || init.type === 'ArrayExpression' ? init : undefined;
}

type QueryRenames = readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];

function firstQueryId(queries: QueryRenames): string {
  for (const q of queries) for (const rename of q?.values() ?? []) return rename.id;
  return 'query-renames';
}

function querySummary(queries: QueryRenames): string {
  return queries.flatMap((q) => [...(q?.entries() ?? [])].map(([from, r]) => `${from} → ${r.to}`)).join(', ');
}

/** Writes the new URL back: literal by literal when the holes stay in place, else as a template literal. */
function replaceUrl(
  url: UrlExpression,
  next: string,
  holes: string[],
  source: string,
  edits: IdEdit[],
  changeId: string,
): void {
  const split = splitMarkers(next);
  const sameHoles =
    split.holes.length === url.holes.length &&
    split.holes.every((h, i) => h === i) &&
    split.literals.length === url.gaps.length;
  const at = startOf(url.node);
  // each new literal with the gap it replaces (as many as there are gaps when `sameHoles`)
  const pairs = split.literals.map((text, i) => ({ text, gap: url.gaps[i] }));
  if (sameHoles && pairs.every(({ text, gap }) => gap && (text === gap.text || gap.node))) {
    for (const { text, gap } of pairs) {
      if (!gap?.node || text === gap.text) continue; // the test above: a gap whose text changes has a node
      edits.push({ start: gap.start, end: gap.end, text: escapeFor(text, gap.quote), changeId, at });
    }
    return;
  }
  // `splitMarkers` gives one literal more than holes: before, between and after them
  let text = '`' + escapeFor(split.literals[0] ?? '', '`');
  split.holes.forEach((h, i) => {
    text += '${' + holes[h] + '}' + escapeFor(split.literals[i + 1] ?? '', '`');
  });
  edits.push({ start: startOf(url.node), end: endOf(url.node), text: text + '`', changeId, at });
}

function searchParamsObject(hole: AstNode): t.ObjectExpression | undefined {
  if (hole.type === 'NewExpression' || hole.type === 'CallExpression') {
    const name = calleeName(hole.callee);
    const arg = argsOf(hole)[0];
    if ((name === 'URLSearchParams' || name === 'stringify') && arg?.type === 'ObjectExpression') return arg;
  }
  if (hole.type === 'CallExpression') {
    const callee = hole.callee;
    if (callee.type === 'MemberExpression' && identifierName(callee.property) === 'toString') {
      return searchParamsObject(callee.object);
    }
  }
  return undefined;
}

interface PlanLike {
  keys?: Map<
    string,
    {
      out?: string | null;
      renameId?: string;
      valuesId?: string;
      removeId?: string;
      toMany?: { id: string };
      child?: PlanLike;
    }
  >;
  item?: PlanLike;
  inserts?: { key: string; id: string }[];
}

/** Change id and dotted names of everything a plan renames, nested fields and array items included. */
function planEntries(plan: PlanLike | undefined, prefix = ''): { id?: string; name: string }[] {
  if (!plan) return [];
  const out: { id?: string; name: string }[] = [];
  for (const [name, rule] of plan.keys ?? []) {
    const path = prefix + name;
    const id = rule.renameId ?? rule.valuesId ?? rule.removeId ?? rule.toMany?.id;
    if (id) {
      const what =
        typeof rule.out === 'string' ? ` → ${rule.out}` : rule.out === null ? ' removed' : ' values';
      out.push({ id, name: path + what });
    }
    out.push(...planEntries(rule.child, path + '.'));
  }
  out.push(...planEntries(plan.item, prefix.replace(/\.$/, '') + '[].'));
  return out;
}

export function firstPlanId(plans: readonly (PlanLike | undefined)[]): string {
  return plans.flatMap((p) => planEntries(p)).find((e) => e.id)?.id ?? 'field-renames';
}

export function planSummary(plans: readonly (PlanLike | undefined)[]): string {
  return (
    plans
      .flatMap((p) => planEntries(p))
      .map((e) => e.name)
      .join(', ') || 'nested fields'
  );
}

/** A cheap look at the raw text before reading a node as a URL. */
function mayBeUrl(node: AstNode, source: string): boolean {
  if (node.type === 'Literal' && typeof node.value !== 'string') return false;
  const text = source.slice(startOf(node), Math.min(endOf(node), startOf(node) + 400));
  return text.includes('/');
}

/** The statement (or object member on its own line) a TODO goes above: its start offset. */
function anchorOf(
  parents: readonly AstNode[],
  node: AstNode,
  source: string,
  cache: Map<AstNode, AstNode>,
): number {
  let chosen: AstNode | undefined;
  // each ancestor with its child on the way down to `node`
  let candidate = node;
  for (let i = parents.length - 1; i >= 0; i--) {
    const parent = parents[i];
    if (!parent) break;
    const isMember = parent.type === 'ObjectExpression' && isProperty(candidate);
    const isStatement =
      (parent.type === 'Program' ||
        parent.type === 'BlockStatement' ||
        parent.type === 'SwitchCase' ||
        parent.type === 'ClassBody' ||
        parent.type === 'TSModuleBlock') &&
      candidate !== parent;
    if ((isMember || isStatement) && startsLine(source, startOf(candidate))) {
      chosen = candidate;
      break;
    }
    candidate = parent;
  }
  const anchor = chosen ?? node;
  cache.set(node, anchor);
  return startOf(anchor);
}

function startsLine(source: string, offset: number): boolean {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1;
  return source.slice(lineStart, offset).trim() === '';
}

/** The `//` comment lines right above the line holding `offset`. */
function commentsAbove(source: string, offset: number): string {
  let end = source.lastIndexOf('\n', offset - 1);
  const lines: string[] = [];
  while (end > 0) {
    const start = source.lastIndexOf('\n', end - 1) + 1;
    const line = source.slice(start, end).trim();
    if (!line.startsWith('//')) break;
    lines.push(line);
    end = start - 1;
  }
  return lines.join('\n');
}

/** A relative URL to a route the project serves itself (`fetch('/api/records')` beside `app/api/records/route.ts`). */
function ownRoute(text: string, context: FileContext): boolean {
  return text.startsWith('/') && !text.startsWith('//') && context.ownRoutes?.serves(text) === true;
}

function isFunction(node: AstNode | undefined): boolean {
  return node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression';
}

/** Navigation and the framework's route calls (`navigate('/records')`, `router.push(…)`): UI routes, not API calls. */
function isRouterCall(node: AstNode): boolean {
  if (node.type !== 'CallExpression') return false;
  const name = calleeName(node.callee);
  return name !== undefined && isNavigationName(name);
}

/** `to="/records"` or `to={`/records/${id}`}`: a route in the UI, not an API call. */
function isJsxLiteral(value: AstNode | null | undefined): boolean {
  if (!value) return false;
  const inner = value.type === 'JSXExpressionContainer' ? value.expression : value;
  return inner.type === 'StringLiteral' || inner.type === 'Literal' || inner.type === 'TemplateLiteral';
}
