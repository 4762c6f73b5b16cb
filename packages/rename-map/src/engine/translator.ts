import type { ChangeMap } from '../map/change-map.js';
import { endpointsOf } from '../map/endpoints.js';
import { parseVersion, stepsBetween, type Since, type Version } from '../versions.js';
import type { BodyOutcome, Loss, Note } from '../result.js';
import type { PlanNode } from './body-plan.js';
import { BoundedMemo } from './bounded-memo.js';
import { rewriteJson } from './json-rewriter.js';
import { rewriteBytesWithWasm, type Allocate, type BytesOutcome } from './wasm/wasm-rewriter.js';
import { fusePlans, UNFUSABLE } from './plan-fusion.js';
import { moveBodyToPath, movePathToBody } from './move.js';
import { rewriteQuery } from './query-rewriter.js';
import { CompiledStep, ROUTE_MEMO_SIZE, type StepRoute } from './step.js';
import { DEFAULT_STATUS, isSuccess, statusKey } from './status-filter.js';

/** A request in the source version; `path` is relative to {base_url}, `query` without `?`. */
export interface RequestInput {
  method: string;
  path: string;
  query?: string;
  /** JSON text; other bodies should not be passed (they are never touched). */
  body?: string;
}

/** The request in the target version, with what was applied, lost and noted. */
export interface RequestOutput {
  method: string;
  path: string;
  query: string;
  body: string | undefined;
  /** The endpoint template in the target version, when a change names it. */
  endpoint: string | undefined;
  applied: string[];
  lossy: Loss[];
  notes: Note[];
}

/** A response body to translate, with the request it answers (method and path in the source version). */
export interface ResponseInput {
  method: string;
  path: string;
  body: string;
  /** The response's HTTP status (default 200): body changes apply to 2xx unless they declare `statuses`. */
  status?: number;
}

/** A response body as UTF-8 bytes, for {@link Translator.responseBytes}. */
export interface ResponseBytesInput {
  method: string;
  path: string;
  body: Uint8Array;
  /** As {@link ResponseInput.status}. */
  status?: number;
  /** Where the rewritten bytes go (default: a new Buffer); the proxy hands out pooled memory. */
  allocate?: Allocate;
  /** The caller has checked that `body` is UTF-8 (the check is then not repeated). */
  utf8Checked?: boolean;
}

/**
 * The response side of one endpoint (method and path in the source version), resolved once by
 * {@link Translator.responseRoute}: a caller that keeps it per route translates bodies with no lookup by
 * method and path.
 */
export interface ResponseRoute {
  /** True when some step changes this endpoint's response body (for some status). */
  readonly changes: boolean;
  /** {@link Translator.responseBytes} for this endpoint; `utf8Checked` as in {@link ResponseBytesInput}. */
  bytes(
    body: Uint8Array,
    status?: number,
    allocate?: Allocate,
    utf8Checked?: boolean,
  ): BytesOutcome | undefined;
  /** {@link Translator.response} for this endpoint. */
  text(body: string, status?: number): ResponseOutput;
}

export interface ResponseOutput {
  body: string;
  applied: string[];
  lossy: Loss[];
  notes: Note[];
}

/** How a request travels through each step. */
export interface Route {
  method: string;
  path: string;
  steps: { step: CompiledStep; route: StepRoute }[];
  /** True when some step changes the request or response body of this endpoint (a response's for some status). */
  requestBody: boolean;
  responseBody: boolean;
}

/** Translates requests and responses between two versions, through every step in between. */
export interface Translator {
  readonly from: Version;
  readonly to: Version;
  /** Resolves the endpoint through every step without touching a body. */
  route(method: string, path: string): Route;
  request(input: RequestInput): RequestOutput;
  response(input: ResponseInput): ResponseOutput;
  /**
   * {@link Translator.response} for UTF-8 bytes, without decoding or encoding them, when it can give the same
   * result; undefined when the body needs the text path (call `response` with it decoded): a loss or note to
   * report, text that is not JSON or not UTF-8, a plan only the TypeScript rewriter follows, or several passes.
   */
  responseBytes(input: ResponseBytesInput): BytesOutcome | undefined;
  /** The response side of an endpoint, resolved once (remembered for recent endpoints, like routes). */
  responseRoute(method: string, path: string): ResponseRoute;
}

/** Compiles the map for a (from, to) pair: 4→6 chains 4→5 and 5→6; 6→4 runs the same steps backward. */
export function createTranslator(map: ChangeMap, fromVersion: number, toVersion_: number): Translator {
  const from = parseVersion(fromVersion);
  const to = parseVersion(toVersion_);
  const direction = from < to ? 'forward' : 'backward';
  const steps = stepsBetween(from, to).map((since) => compileStep(map, since, direction));
  const method = (m: string): string => m.toUpperCase();

  function route(methodName: string, path: string): Route {
    let current = { method: method(methodName), path };
    const resolved: Route['steps'] = [];
    let requestBody = false;
    let responseBody = false;
    for (const step of steps) {
      const stepRoute = step.route(current.method, current.path);
      resolved.push({ step, route: stepRoute });
      requestBody ||=
        step.plan(stepRoute.key, 'request') !== undefined ||
        stepRoute.endpointChange?.kind === 'endpoint.moved';
      responseBody ||= step.changesResponse(stepRoute.key);
      current = { method: stepRoute.method, path: stepRoute.path };
    }
    return { ...current, steps: resolved, requestBody, responseBody };
  }

  /** Fused response plans found lately, by method, path and status (bounded like the steps' route memos). */
  const responsePlans = new BoundedMemo<PlanNode | undefined | typeof UNFUSABLE>(ROUTE_MEMO_SIZE);
  const customStatuses = steps.some((s) => s.customStatuses);
  /** {@link fusedPlan} for a response, remembered. */
  function responsePlan(
    methodName: string,
    path: string,
    status: number = DEFAULT_STATUS,
  ): PlanNode | undefined | typeof UNFUSABLE {
    return responsePlans.get(`${methodName} ${path}${statusKey(status, customStatuses)}`, () =>
      fusedPlan(methodName, path, 'response', status),
    );
  }

  /** {@link ResponseRoute}s found lately, by method and path. */
  const responseRoutes = new BoundedMemo<ResponseRoute>(ROUTE_MEMO_SIZE);

  /**
   * The steps' body plans for an endpoint fused into one, or UNFUSABLE (then each step is a pass): also when a
   * step moves a request's id between path and body, which changes the body between the steps.
   */
  function fusedPlan(
    methodName: string,
    path: string,
    side: 'request' | 'response',
    status?: number,
  ): PlanNode | undefined | typeof UNFUSABLE {
    let current = { method: methodName, path };
    let plan: PlanNode | undefined | typeof UNFUSABLE;
    for (const [i, step] of steps.entries()) {
      const stepRoute = step.route(current.method, current.path);
      if (side === 'request' && stepRoute.endpointChange?.kind === 'endpoint.moved') return UNFUSABLE;
      const next = step.plan(stepRoute.key, side, status);
      plan = i === 0 ? next : fuseCached(plan!, next);
      if (plan === UNFUSABLE) return UNFUSABLE;
      current = { method: stepRoute.method, path: stepRoute.path };
    }
    return plan;
  }

  /** A response body under its plan: bytes in, bytes out, or undefined when only the text path can. */
  function planBytes(
    plan: PlanNode | undefined | typeof UNFUSABLE,
    body: Uint8Array,
    allocate: Allocate | undefined,
    utf8Checked: boolean | undefined,
  ): BytesOutcome | undefined {
    if (plan === UNFUSABLE) return undefined;
    if (plan === undefined) return { body, changed: false, applied: [] };
    return rewriteBytesWithWasm(body, plan, allocate, utf8Checked);
  }

  /** A response body as text, one pass when the steps' plans fuse, else a pass per step. */
  function responseText(methodName: string, path: string, body: string, status?: number): ResponseOutput {
    const plan = responsePlan(methodName, path, status);
    if (plan !== UNFUSABLE) {
      const outcome = rewriteJson(body, plan);
      return { body: outcome.body, applied: outcome.applied, lossy: outcome.lossy, notes: outcome.notes };
    }
    const applied = new Set<string>();
    const lossy: Loss[] = [];
    const notes: Note[] = [];
    let current = { method: methodName, path };
    for (const step of steps) {
      const stepRoute = step.route(current.method, current.path);
      const outcome = rewriteJson(body, step.plan(stepRoute.key, 'response', status));
      body = absorb(outcome, applied, lossy, notes);
      if (outcome.notes.some((n) => n.code === 'not-json')) break;
      current = { method: stepRoute.method, path: stepRoute.path };
    }
    return { body, applied: [...applied], lossy, notes };
  }

  /**
   * One endpoint's response side: the plan of a success remembered in a field (when no change declares its
   * own statuses, every 2xx shares it), others by status (at most the few hundred statuses HTTP has).
   */
  class EndpointResponse implements ResponseRoute {
    readonly changes: boolean;
    private success: PlanNode | undefined | typeof UNFUSABLE | null = null;
    private readonly byStatus = new Map<number, PlanNode | undefined | typeof UNFUSABLE>();

    constructor(
      private readonly method: string,
      private readonly path: string,
    ) {
      this.changes = route(method, path).responseBody;
    }

    private plan(status: number): PlanNode | undefined | typeof UNFUSABLE {
      if (!customStatuses && isSuccess(status)) {
        if (this.success === null) this.success = responsePlan(this.method, this.path, status);
        return this.success;
      }
      let plan = this.byStatus.get(status);
      if (plan === undefined && !this.byStatus.has(status)) {
        plan = responsePlan(this.method, this.path, status);
        this.byStatus.set(status, plan);
      }
      return plan;
    }

    bytes(body: Uint8Array, status = DEFAULT_STATUS, allocate?: Allocate, utf8Checked?: boolean) {
      return planBytes(this.plan(status), body, allocate, utf8Checked);
    }

    text(body: string, status?: number): ResponseOutput {
      return responseText(this.method, this.path, body, status);
    }
  }

  return {
    from,
    to,
    route,
    responseRoute(methodName, path) {
      const m = method(methodName);
      return responseRoutes.get(`${m} ${path}`, () => new EndpointResponse(m, path));
    },
    request(input) {
      const applied = new Set<string>();
      const lossy: Loss[] = [];
      const notes: Note[] = [];
      let current = { method: method(input.method), path: input.path };
      let query = input.query ?? '';
      let body = input.body;
      let endpoint: string | undefined;
      // One pass over the body for every step, when their plans fuse; else a pass per step.
      const fused = body === undefined ? UNFUSABLE : fusedPlan(current.method, current.path, 'request');
      for (const step of steps) {
        const stepRoute = step.route(current.method, current.path);
        let path = stepRoute.path;
        const change = stepRoute.endpointChange;
        if (change) applied.add(change.id);
        if (change?.kind === 'endpoint.moved') {
          if (step.direction === 'forward') {
            const moved = moveBodyToPath(change, body, notes);
            if (moved.path === undefined) {
              applied.delete(change.id);
              return { ...current, query, body, endpoint, applied: [...applied], lossy, notes };
            }
            path = moved.path;
            body = moved.body;
          } else {
            body = movePathToBody(change, stepRoute.params, body, notes);
          }
        }
        query = rewriteQuery(query, step.query(stepRoute.key), applied);
        if (body !== undefined && fused === UNFUSABLE) {
          body = absorb(rewriteJson(body, step.plan(stepRoute.key, 'request')), applied, lossy, notes);
        }
        current = { method: stepRoute.method, path };
        if (stepRoute.template !== undefined) endpoint = `${stepRoute.method} ${stepRoute.template}`;
      }
      if (body !== undefined && fused !== UNFUSABLE) {
        body = absorb(rewriteJson(body, fused), applied, lossy, notes);
      }
      return { ...current, query, body, endpoint, applied: [...applied], lossy, notes };
    },
    responseBytes(input) {
      const plan = responsePlan(method(input.method), input.path, input.status);
      return planBytes(plan, input.body, input.allocate, input.utf8Checked);
    },
    response(input) {
      return responseText(method(input.method), input.path, input.body, input.status);
    },
  };
}

/** Adds what one rewrite applied, lost and noted to the totals; returns its body. */
function absorb(outcome: BodyOutcome, applied: Set<string>, lossy: Loss[], notes: Note[]): string {
  for (const id of outcome.applied) applied.add(id);
  lossy.push(...outcome.lossy);
  notes.push(...outcome.notes);
  return outcome.body;
}

const fusions = new WeakMap<PlanNode, WeakMap<PlanNode, PlanNode | typeof UNFUSABLE>>();

/** {@link fusePlans}, computed once per pair of compiled plans. */
function fuseCached(
  first: PlanNode | undefined,
  second: PlanNode | undefined,
): PlanNode | undefined | typeof UNFUSABLE {
  if (first === undefined || second === undefined) return fusePlans(first, second);
  let bySecond = fusions.get(first);
  if (!bySecond) {
    bySecond = new WeakMap();
    fusions.set(first, bySecond);
  }
  let fused = bySecond.get(second);
  if (fused === undefined) {
    fused = fusePlans(first, second) ?? UNFUSABLE;
    bySecond.set(second, fused);
  }
  return fused;
}

/** Every endpoint the map names, in any version. */
function knownEndpoints(map: ChangeMap): string[] {
  const out = new Set<string>();
  for (const change of map.changes) {
    for (const endpoint of endpointsOf(change)) out.add(endpoint);
    if (change.kind === 'endpoint.renamed' || change.kind === 'endpoint.moved') {
      out.add(`${change.from.method} ${change.from.path}`);
      out.add(`${change.to.method} ${change.to.path}`);
    }
  }
  return [...out];
}

const stepCache = new WeakMap<ChangeMap, Map<string, CompiledStep>>();

function compileStep(map: ChangeMap, since: Since, direction: 'forward' | 'backward'): CompiledStep {
  let cache = stepCache.get(map);
  if (!cache) {
    cache = new Map();
    stepCache.set(map, cache);
  }
  const key = `${since} ${direction}`;
  let step = cache.get(key);
  if (!step) {
    step = new CompiledStep(
      since,
      direction,
      map.changes.filter((c) => c.since === since),
      knownEndpoints(map),
    );
    cache.set(key, step);
  }
  return step;
}
