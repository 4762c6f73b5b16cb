import { EndpointSuggestions } from './endpoint-suggestions.js';
import {
  BoundedMemo,
  createTranslator,
  type Allocate,
  type ChangeMap,
  type Loss,
  type Note,
  type ResponseOutput,
  type ResponseRoute,
  type Translator,
  type Version,
  previousVersion,
} from '@compliance-migrate/rename-map';

/** A request translated for the upstream, plus what it cost. */
export interface UpstreamRequest {
  method: string;
  /** Relative to the upstream's base URL. */
  path: string;
  query: string;
  body: string | undefined;
  /** Route template for metrics and logs (`GET /categories/{id}`), or `unmatched`. */
  route: string;
  /**
   * The upstream endpoint's response side, resolved with the request: kept with a remembered bodiless request,
   * so its response is translated with no lookup by method and path (issue 24).
   */
  response: ResponseRoute;
  lossy: Loss[];
  notes: Note[];
  applied: string[];
}

/** Entries each memo below keeps: every endpoint of the spec, and bounded for paths carrying ids. */
const MEMO_SIZE = 2048;

/**
 * The compiled translators between one client version and the upstream version, shared by the reverse
 * proxy and the interceptor. When both versions are equal, everything passes through untouched.
 */
export class VersionPair {
  readonly identity: boolean;
  private readonly forward: Translator;
  private readonly backward: Translator;
  /** Names upstream endpoints for metrics, in the upstream's own naming. */
  private readonly keys: Translator | undefined;

  constructor(
    map: ChangeMap,
    readonly client: Version,
    readonly upstream: Version,
  ) {
    this.identity = client === upstream;
    this.forward = createTranslator(map, client, upstream);
    this.backward = createTranslator(map, upstream, client);
    const older = previousVersion(upstream);
    this.keys = older === undefined ? undefined : createTranslator(map, upstream, older);
  }

  private readonly requestBodies = new BoundedMemo<boolean>(MEMO_SIZE);

  /** Whether the request body of this client endpoint changes (otherwise it is streamed, never parsed). */
  requestBodyChanges(method: string, path: string): boolean {
    if (this.identity) return false;
    return this.requestBodies.get(`${method} ${path}`, () => this.forward.route(method, path).requestBody);
  }

  /** Requests without a body, translated: the same method, path and query always give the same answer. */
  private readonly bodiless = new BoundedMemo<UpstreamRequest>(MEMO_SIZE);

  /**
   * Translates method, path, query and (JSON) body from the client's version to the upstream's. The result
   * may be shared between requests: callers must not change it.
   */
  request(method: string, path: string, query: string, body: string | undefined): UpstreamRequest {
    if (body === undefined && !this.identity) {
      return this.bodiless.get(`${method} ${path}?${query}`, () => this.translate(method, path, query, body));
    }
    return this.translate(method, path, query, body);
  }

  private translate(method: string, path: string, query: string, body: string | undefined): UpstreamRequest {
    if (this.identity) {
      return {
        method,
        path,
        query,
        body,
        route: this.routeOf(method, path),
        response: UNCHANGED,
        lossy: [],
        notes: [],
        applied: [],
      };
    }
    const out = this.forward.request({ method, path, query, body });
    return {
      method: out.method,
      path: out.path,
      query: out.query,
      body: out.body,
      route: out.endpoint ?? this.routeOf(out.method, out.path),
      response: this.backward.responseRoute(out.method, out.path),
      lossy: out.lossy,
      notes: out.notes,
      applied: out.applied,
    };
  }

  /**
   * The response side of an upstream endpoint (its translation back to the client's version), resolved once
   * and remembered for recent endpoints; a request's {@link UpstreamRequest.response} already holds it.
   */
  responseRoute(upstreamMethod: string, upstreamPath: string): ResponseRoute {
    return this.identity ? UNCHANGED : this.backward.responseRoute(upstreamMethod, upstreamPath);
  }

  /** Whether the response body of this upstream endpoint changes on its way back. */
  responseBodyChanges(upstreamMethod: string, upstreamPath: string): boolean {
    return this.responseRoute(upstreamMethod, upstreamPath).changes;
  }

  /**
   * Translates a JSON response body from the upstream's version back to the client's; `status` picks the
   * changes that apply (an error body gets only those declared for its status).
   */
  response(upstreamMethod: string, upstreamPath: string, body: string, status: number): ResponseOutput {
    return this.responseRoute(upstreamMethod, upstreamPath).text(body, status);
  }

  /**
   * {@link response} for the body as UTF-8 bytes, written into memory from `allocate`; undefined when only the
   * text path can translate it.
   */
  responseBytes(
    upstreamMethod: string,
    upstreamPath: string,
    body: Uint8Array,
    status: number,
    allocate?: Allocate,
  ) {
    return this.responseRoute(upstreamMethod, upstreamPath).bytes(body, status, allocate);
  }

  /** Route templates by method and path: looked up on every request, translating or not. */
  private readonly routes = new BoundedMemo<string>(MEMO_SIZE);

  private routeOf(method: string, path: string): string {
    const keys = this.keys;
    if (keys === undefined) return 'unmatched';
    return this.routes.get(
      `${method} ${path}`,
      () => keys.route(method, path).steps[0]?.route.key ?? 'unmatched',
    );
  }
}

/** The response side of an endpoint no change names, or of a pair whose versions are equal. */
const UNCHANGED: ResponseRoute = {
  changes: false,
  bytes: (body) => ({ body, changed: false, applied: [] }),
  text: (body) => ({ body, applied: [], lossy: [], notes: [] }),
};

/** One `VersionPair` per client version, compiled on first use. */
export class VersionPairs {
  private readonly pairs = new Map<Version, VersionPair>();
  /** The endpoint an unknown request likely meant, for its `Warning` (rationed: see EndpointSuggestions). */
  readonly suggestions: EndpointSuggestions;
  constructor(
    private readonly map: ChangeMap,
    readonly upstream: Version,
  ) {
    this.suggestions = new EndpointSuggestions(map);
  }

  for(client: Version): VersionPair {
    let pair = this.pairs.get(client);
    if (!pair) {
      pair = new VersionPair(this.map, client, this.upstream);
      this.pairs.set(client, pair);
    }
    return pair;
  }
}
