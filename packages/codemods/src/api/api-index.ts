import {
  createTranslator,
  defaultGuideUrl,
  endpointsOf,
  gapStatuses,
  type Change,
  type ChangeMap,
  type ChangeOf,
  type PlanNode,
  type Route,
  type Translator,
} from '@compliance-migrate/rename-map';
import { KnownPaths } from './known-paths.js';
import { routeForUnknownMethod } from './literal-routes.js';
import { sharedPrefixRename } from './shape-renames.js';
import { baseCandidates, foreignVersion, parseUrl, splitRest, type UrlParts, type UrlRules } from './url.js';
import { splitGlob } from './url-glob.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

type EndpointChange = ChangeOf<'endpoint.renamed' | 'endpoint.moved'>;

/** Per step: its query renames and request/response body plans for the endpoint a call resolved to. */
export interface StepPlans {
  query: ReadonlyMap<string, { to: string; id: string }> | undefined;
  request: PlanNode | undefined;
  response: PlanNode | undefined;
}

/** Where a URL from code goes, or why it is left for manual work. */
export type Resolution =
  | { kind: 'none' }
  | { kind: 'todo'; message: string; changeId: string }
  | {
      kind: 'endpoint';
      parts: UrlParts;
      /** The translated path (markers kept); a moved endpoint's parameter is left as `{param}`. */
      path: string;
      /** Endpoint change ids applied to the path. */
      ids: string[];
      /** What the path gives the endpoint's path parameters (`['\uE0000\uE000']` for `/items/${id}`). */
      params: string[];
      /** Set when the method is known: what each step renames in query and bodies. */
      steps: StepPlans[];
      moved?: { change: ChangeOf<'endpoint.moved'>; param: string };
      /** Changes the spec documents for this endpoint without naming them, that no overlay fills. */
      gaps: OpenGap[];
    };

/** A documented-but-unnamed change of an endpoint that no overlay fills: the code may still need edits for it. */
export interface OpenGap {
  /** The version that made the change, and the endpoint as that version names it. */
  since: number;
  endpoint: string;
  what: ChangeOf<'gap.unnamed'>['what'];
  changeId: string;
}

/** The map compiled for one (from, to) pair, answering "is this an API path, and what does it become?". */
export class ApiIndex {
  readonly translator: Translator;
  /** Changes of the steps in (from, to]. */
  readonly changes: readonly Change[];
  /** Where TODO comments link the migration guide: the map's `guideUrl`, else the package's default. */
  readonly guideUrl: string;
  /** Every path the map names, in any version: tells a base shown to be this API's. */
  readonly knownPaths: KnownPaths;
  /** The paths the run's changes start from, and the new paths of its renamed endpoints. */
  private readonly oldPaths: KnownPaths;
  private readonly newPaths: KnownPaths;
  /** Literal prefixes (`/records`) of endpoints whose path changes; a path under one that no change names gets a TODO. */
  private readonly renamedPrefixes: { segments: string[]; change: EndpointChange }[] = [];
  /** Open gaps by `<since> <endpoint>`. */
  private readonly openGaps = new Map<string, OpenGap[]>();

  constructor(
    map: ChangeMap,
    readonly from: number,
    readonly to: number,
    readonly rules: UrlRules,
  ) {
    this.translator = createTranslator(map, from, to);
    this.changes = map.changes.filter((c) => c.since > from && c.since <= to);
    this.guideUrl = map.guideUrl ?? defaultGuideUrl();
    this.knownPaths = new KnownPaths(map.changes);
    this.oldPaths = new KnownPaths(this.changes, 'from');
    this.newPaths = new KnownPaths(this.changes, 'to');
    for (const { gap, filledBy } of gapStatuses(map)) {
      if (filledBy.length > 0 || gap.since <= from || gap.since > to) continue;
      for (const endpoint of endpointsOf(gap)) {
        const key = `${gap.since} ${endpoint}`;
        this.openGaps.set(key, [
          ...(this.openGaps.get(key) ?? []),
          { since: gap.since, endpoint, what: gap.what, changeId: gap.id },
        ]);
      }
    }
    for (const change of this.changes) {
      if (change.kind !== 'endpoint.renamed' && change.kind !== 'endpoint.moved') continue;
      const segments = literalPrefix(change.from.path);
      const target = literalPrefix(change.to.path);
      if (segments.length > 0 && segments.join('/') !== target.slice(0, segments.length).join('/')) {
        this.renamedPrefixes.push({ segments, change });
      }
    }
  }

  /** The version segment (`v1`) a URL text leads its path with when it is none of the run's: another service's. */
  foreignVersion(text: string): string | undefined {
    const url = parseUrl(splitGlob(text).text, this.rules);
    return url ? foreignVersion(splitRest(url.rest).path, this.rules, this) : undefined;
  }

  /** Resolves a URL text (with markers for expressions) called with `method`, or with an unknown method. */
  resolve(text: string, method: string | undefined): Resolution {
    // a stub's glob (`**/api/v4/records*`): its stars are kept around the path, as an origin and a rest are
    const glob = splitGlob(text);
    const url = parseUrl(glob.text, this.rules);
    if (!url) return { kind: 'none' };
    const { path: fullPath, query, hash } = splitRest(url.rest);
    const slash = fullPath.length > 1 && fullPath.endsWith('/') ? '/' : '';
    const trimmed = slash ? fullPath.slice(0, -1) : fullPath;
    const origin = glob.prefix + url.origin;
    for (const { base, path } of baseCandidates(trimmed, this.rules, this)) {
      const parts: UrlParts = { origin, base, path, slash, query, hash: hash + glob.suffix };
      const resolution = this.resolvePath(parts, method?.toUpperCase());
      if (resolution.kind !== 'none') return resolution;
    }
    return { kind: 'none' };
  }

  private resolvePath(parts: UrlParts, method: string | undefined): Resolution {
    // already migrated: `/items/exporttoexcel` is the new export path, not an item `/items/{itemid}`
    const asNew = this.newPaths.literalMatch(parts.path);
    if (
      asNew > 0 &&
      asNew > this.oldPaths.literalMatch(parts.path) &&
      !(method !== undefined && this.oldLiterals(method.toUpperCase(), parts.path) >= asNew)
    )
      return { kind: 'none' };
    const routes = new Map<string, Route>();
    for (const m of METHODS) routes.set(m, this.translator.route(m, parts.path));
    const changed = (r: Route): boolean => r.steps.some((s) => s.route.endpointChange !== undefined);
    const keyed = (r: Route): boolean => r.steps.some((s) => s.route.key !== undefined);

    if (method !== undefined && routes.has(method)) {
      const route = routes.get(method)!;
      if (changed(route) || keyed(route)) return this.endpoint(parts, route);
      const other = [...routes.entries()].find(([, r]) => changed(r));
      if (other) {
        const change = firstChange(other[1])!;
        return {
          kind: 'todo',
          changeId: change.id,
          message: `${method} ${shown(parts.path)} is not in the change map, but ${other[0]} ${shown(parts.path)} became ${other[0]} ${shown(other[1].path)}; check which path this call needs`,
        };
      }
      return this.sharedPrefix(parts, method) ?? this.prefixTodo(parts);
    }

    const candidates = [...routes.entries()].filter(([, r]) => changed(r));
    if (candidates.length === 0) {
      const read = routeForUnknownMethod(routes, keyed);
      if (read) return this.endpoint(parts, read);
      return [...routes.values()].some(keyed) ? { kind: 'none' } : this.prefixTodo(parts);
    }
    const moved = candidates.find(([, r]) => movedChange(r) !== undefined);
    if (moved) {
      const change = movedChange(moved[1])!;
      return {
        kind: 'todo',
        changeId: change.id,
        message: `${change.from.method} ${change.from.path} became ${change.to.method} ${change.to.path}: the ${change.move.bodyField} moves from the body into the path, which needs the call site`,
      };
    }
    const targets = new Set(candidates.map(([, r]) => r.path));
    if (targets.size > 1) {
      const change = firstChange(candidates[0]![1])!;
      return {
        kind: 'todo',
        changeId: change.id,
        message: `${shown(parts.path)} becomes ${[...targets].map(shown).join(' or ')} depending on the method, which is not visible here`,
      };
    }
    // the method is unknown: the URL is rewritten, but query and body renames need a call site
    const get = routes.get('GET')!;
    return {
      ...this.endpoint(parts, candidates[0]![1]),
      steps: keyed(get) ? this.endpoint(parts, get).steps : [],
    };
  }

  /**
   * The literal segments of the old version's endpoint a method and path match with body or query changes
   * (`GET /notificationProfiles/7` → `/notificationProfiles/{id}`: 1), 0 when none: such a path is that endpoint,
   * though a new path (`PUT /notificationProfiles/{id}`, moved there) matches it as well as it does.
   */
  private oldLiterals(method: string, path: string): number {
    const first = this.translator.route(method, path).steps[0]?.route;
    if (first?.key === undefined || first.template === undefined) return 0;
    return first.template.split('/').filter((s) => s !== '' && !s.startsWith('{')).length;
  }

  private endpoint(parts: UrlParts, route: Route): Resolution & { kind: 'endpoint' } {
    const steps: StepPlans[] = route.steps.map(({ step, route: r }) => ({
      query: step.query(r.key),
      request: step.plan(r.key, 'request'),
      response: step.plan(r.key, 'response'),
    }));
    const change = movedChange(route);
    const gaps = route.steps.flatMap(({ step, route: r }) =>
      r.key ? (this.openGaps.get(`${step.to} ${r.key}`) ?? []) : [],
    );
    return {
      kind: 'endpoint',
      parts,
      path: route.path,
      ids: changeIds(route),
      params: [...(route.steps[0]?.route.params.values() ?? [])],
      steps,
      gaps,
      ...(change ? { moved: { change, param: change.move.pathParam } } : {}),
    };
  }

  /** `` `/records/${id}/${action}` `` with PUT: every endpoint it may be renames `/records` alike (`api/shape-renames.ts`). */
  private sharedPrefix(parts: UrlParts, method: string): Resolution | undefined {
    const shared = sharedPrefixRename(this.changes, method, parts.path);
    return (
      shared && {
        kind: 'endpoint',
        parts,
        path: shared.path,
        ids: shared.ids,
        params: [],
        steps: [],
        gaps: [],
      }
    );
  }

  private prefixTodo(parts: UrlParts): Resolution {
    const segments = parts.path.split('/').slice(1);
    for (const { segments: prefix, change } of this.renamedPrefixes) {
      if (prefix.every((s, i) => segments[i] === s)) {
        return {
          kind: 'todo',
          changeId: change.id,
          message: `${shown(parts.path)} starts with ${'/' + prefix.join('/')}, which the API renamed (${change.from.path} → ${change.to.path}), but no change names this endpoint; check its new path`,
        };
      }
    }
    return { kind: 'none' };
  }
}

/** A path with its expression markers shown as `{…}`. */
function shown(path: string): string {
  return path.replace(/\uE000\d+\uE000/g, '{…}');
}

function literalPrefix(template: string): string[] {
  const out: string[] = [];
  for (const segment of template.split('/').slice(1)) {
    if (segment.startsWith('{')) break;
    out.push(segment);
  }
  return out;
}

function firstChange(route: Route): EndpointChange | undefined {
  return route.steps.find((s) => s.route.endpointChange)?.route.endpointChange;
}

function movedChange(route: Route): ChangeOf<'endpoint.moved'> | undefined {
  const change = route.steps.find((s) => s.route.endpointChange?.kind === 'endpoint.moved')?.route
    .endpointChange;
  return change?.kind === 'endpoint.moved' ? change : undefined;
}

function changeIds(route: Route): string[] {
  return route.steps.flatMap((s) => (s.route.endpointChange ? [s.route.endpointChange.id] : []));
}
