import type { Change, ChangeOf } from '../schema/change.js';
import { isStage, type KindsOf } from '../schema/kinds.js';
import { previousVersion, type Since } from '../versions.js';
import { endpointsOf, splitEndpoint } from '../map/endpoints.js';
import { BoundedMemo } from './bounded-memo.js';
import { compileBodyPlan, type BodyChange, type Direction, type PlanNode } from './body-plan.js';
import { appliesToStatus, declaresStatuses, DEFAULT_STATUS, statusKey } from './status-filter.js';
import {
  compileTemplate,
  fillTemplate,
  matchParts,
  paramsOf,
  splitPath,
  type PathTemplate,
} from './path-template.js';

type EndpointChange = ChangeOf<KindsOf<'endpoint'>>;

/** Routes a step remembers: enough for every endpoint of the spec, and bounded for paths carrying ids. */
export const ROUTE_MEMO_SIZE = 4096;

/** Where one step sends a request: the endpoint in the step's output version, and what to move. */
export interface StepRoute {
  readonly method: string;
  readonly path: string;
  /** The endpoint as named in the step's `since` version, which keys its body and query changes. */
  readonly key: string | undefined;
  /** The endpoint change that applied, if any. */
  readonly endpointChange?: EndpointChange;
  /** The output endpoint's path template, when a change names this endpoint. */
  readonly template: string | undefined;
  /** Path parameter values of the matched input path. */
  readonly params: ReadonlyMap<string, string>;
}

interface RouteEntry {
  method: string;
  template: PathTemplate;
  /** Output method and template, when the endpoint changes in this step. */
  target?: { method: string; template: PathTemplate };
  change?: EndpointChange;
  /** The `since`-version endpoint keying this step's changes; undefined for an endpoint this step leaves alone. */
  key: string | undefined;
}

/** One adjacent step (4↔5 or 5↔6) compiled for one direction. */
export class CompiledStep {
  readonly from: number;
  readonly to: number;
  private readonly routes: RouteEntry[] = [];
  /** Routes by method and number of path segments, most literal first. */
  private readonly byShape = new Map<string, RouteEntry[]>();
  private readonly bodyChanges = new Map<string, BodyChange[]>();
  private readonly queryRenames = new Map<string, Map<string, { to: string; id: string }>>();
  private readonly plans = new Map<string, PlanNode | undefined>();
  /** True when a body change of this step declares `statuses`: then response plans are kept per status. */
  readonly customStatuses: boolean;

  /**
   * @param knownEndpoints every endpoint the whole map names (any version): a concrete path is matched against
   *   them too, so `/profiles/simpleList` is never taken for `/profiles/{profileId}` by a step that names
   *   only the latter.
   */
  constructor(
    readonly since: Since,
    readonly direction: Direction,
    changes: readonly Change[],
    knownEndpoints: readonly string[] = [],
  ) {
    const forward = direction === 'forward';
    this.from = forward ? previousVersion(since) : since;
    this.to = forward ? since : previousVersion(since);
    const renamedKeys = new Set<string>();
    for (const change of changes) {
      if (!isStage(change, 'endpoint')) continue;
      const input = forward ? change.from : change.to;
      const output = forward ? change.to : change.from;
      const key = `${change.to.method} ${change.to.path}`;
      renamedKeys.add(key);
      this.routes.push({
        method: input.method,
        template: compileTemplate(input.path),
        target: { method: output.method, template: compileTemplate(output.path) },
        change,
        key,
      });
    }
    for (const change of changes) {
      for (const endpoint of endpointsOf(change)) {
        if (isStage(change, 'query')) {
          const renames = this.queryRenames.get(endpoint) ?? new Map<string, { to: string; id: string }>();
          if (forward) renames.set(change.from, { to: change.to, id: change.id });
          else renames.set(change.to, { to: change.from, id: change.id });
          this.queryRenames.set(endpoint, renames);
        } else if (isStage(change, 'body')) {
          const sides = change.in === 'both' ? ['request', 'response'] : [change.in];
          for (const side of sides) {
            const list = this.bodyChanges.get(`${side} ${endpoint}`) ?? [];
            list.push(change);
            this.bodyChanges.set(`${side} ${endpoint}`, list);
          }
        }
        if (renamedKeys.has(endpoint)) continue;
        renamedKeys.add(endpoint);
        const { method, path } = splitEndpoint(endpoint);
        this.routes.push({ method, template: compileTemplate(path), key: endpoint });
      }
    }
    for (const endpoint of knownEndpoints) {
      if (renamedKeys.has(endpoint)) continue;
      renamedKeys.add(endpoint);
      const { method, path } = splitEndpoint(endpoint);
      this.routes.push({ method, template: compileTemplate(path), key: undefined });
    }
    this.customStatuses = declaresStatuses(changes.filter((c) => isStage(c, 'body')));
    this.routes.sort((a, b) => b.template.specificity - a.template.specificity);
    for (const entry of this.routes) {
      const shape = `${entry.method} ${entry.template.segments.length}`;
      const list = this.byShape.get(shape) ?? [];
      list.push(entry);
      this.byShape.set(shape, list);
    }
  }

  /** Routes found lately (shared, read-only), by method and path; emptied when full. */
  private readonly routeMemo = new BoundedMemo<StepRoute>(ROUTE_MEMO_SIZE);

  /** Finds where a request goes in this step; a path no change names passes through unchanged. */
  route(method: string, path: string): StepRoute {
    return this.routeMemo.get(`${method} ${path}`, () => this.findRoute(method, path));
  }

  private findRoute(method: string, path: string): StepRoute {
    const parts = splitPath(path);
    for (const entry of this.byShape.get(`${method} ${parts.length}`) ?? []) {
      const params = matchParts(entry.template, parts);
      if (!params) continue;
      if (!entry.target) {
        if (entry.key === undefined) return { method, path, key: undefined, template: undefined, params };
        return { method, path, key: entry.key, template: entry.template.template, params };
      }
      const positional = paramsOf(entry.template).map((name) => params.get(name)!);
      const filled = fillTemplate(entry.target.template, params, positional);
      return {
        method: entry.target.method,
        path: filled ?? entry.target.template.template,
        key: entry.key,
        template: entry.target.template.template,
        endpointChange: entry.change,
        params,
      };
    }
    return { method, path, key: undefined, template: undefined, params: new Map() };
  }

  /**
   * The compiled body plan of an endpoint key and side, or undefined when nothing in the body changes. A
   * response's plan holds only the changes for its `status` (default: a success).
   */
  plan(
    key: string | undefined,
    side: 'request' | 'response',
    status: number = DEFAULT_STATUS,
  ): PlanNode | undefined {
    if (key === undefined) return undefined;
    const changesKey = `${side} ${key}`;
    const cacheKey = side === 'request' ? changesKey : changesKey + statusKey(status, this.customStatuses);
    if (this.plans.has(cacheKey)) return this.plans.get(cacheKey);
    const changes = this.bodyChanges.get(changesKey) ?? [];
    const plan = compileBodyPlan(
      side === 'request' ? changes : changes.filter((c) => appliesToStatus(c, status)),
      this.direction,
    );
    this.plans.set(cacheKey, plan);
    return plan;
  }

  /** Whether any response body change (for any status) names this endpoint key. */
  changesResponse(key: string | undefined): boolean {
    return key !== undefined && (this.bodyChanges.get(`response ${key}`)?.length ?? 0) > 0;
  }

  /** Query renames of an endpoint key (input name → output name). */
  query(key: string | undefined): Map<string, { to: string; id: string }> | undefined {
    return key === undefined ? undefined : this.queryRenames.get(key);
  }
}
