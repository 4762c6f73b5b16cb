import { closest, distance } from 'fastest-levenshtein';
import type { MapIssue } from '../errors.js';
import type { Change, ChangeOf } from '../schema/change.js';
import { SINCE_VERSIONS, VERSIONS, stepsBetween, type Since, type Version } from '../versions.js';
import { compileTemplate, matchTemplate } from '../engine/path-template.js';
import { endpointsOf } from './endpoints.js';
import { SPEC_ENDPOINTS_V5 } from './spec-endpoints.js';
import { overlayReferenceUrl } from '../render/guide-url.js';

/** An endpoint an overlay declares (`endpoints:`): named as in `since`, the version it first exists in. */
export interface DeclaredEndpoint {
  endpoint: string;
  since: Version;
  /** The overlay file that declares it. */
  source: string;
}

type EndpointChange = ChangeOf<'endpoint.renamed' | 'endpoint.moved'>;

/** `GET /items/{itemid}` and `GET /items/{id}` are one endpoint: parameter names do not count. */
export function endpointKey(endpoint: string): string {
  return endpoint.replace(/\{[^}]*\}/g, '{}');
}

/** The endpoints that exist in each version, by {@link endpointKey}, with the name to show. */
export class EndpointCatalog {
  private readonly byVersion = new Map<Version, Map<string, string>>();
  private readonly renames = new Map<Since, EndpointChange[]>(SINCE_VERSIONS.map((v) => [v, []]));

  constructor(changes: readonly Change[], declared: readonly DeclaredEndpoint[]) {
    for (const change of changes) {
      if (change.kind === 'endpoint.renamed' || change.kind === 'endpoint.moved') {
        this.renames.get(change.since)!.push(change);
      }
    }
    const v5 = new Map<string, string>();
    const v4 = new Map<string, string>();
    const v6 = new Map<string, string>();
    const add = (set: Map<string, string>, endpoint: string) => set.set(endpointKey(endpoint), endpoint);
    for (const endpoint of SPEC_ENDPOINTS_V5) add(v5, endpoint);
    for (const change of this.renames.get(5)!) {
      add(v4, named(change.from));
      add(v5, named(change.to));
    }
    for (const change of this.renames.get(6)!) {
      add(v5, named(change.from));
      add(v6, named(change.to));
    }
    for (const { endpoint, since } of declared) {
      if (since === 4) add(v4, endpoint);
      if (since <= 5) add(v5, since === 4 ? this.carry(endpoint, 4, 5) : endpoint);
      add(v6, since === 6 ? endpoint : this.carry(endpoint, since, 6));
    }
    for (const endpoint of v5.values()) {
      add(v4, this.carry(endpoint, 5, 4));
      add(v6, this.carry(endpoint, 5, 6));
    }
    this.byVersion.set(4, v4).set(5, v5).set(6, v6);
  }

  /** Whether the endpoint exists in that version. */
  has(endpoint: string, version: Version): boolean {
    return this.byVersion.get(version)!.has(endpointKey(endpoint));
  }

  /** Whether a request's path (`GET /items/12/answer`) is one of the endpoints of `version`, ids matching `{…}`. */
  matches(request: string, version: Version): boolean {
    if (this.has(request, version)) return true;
    const [method, path = ''] = request.split(' ');
    return [...this.byVersion.get(version)!.keys()].some((key) => {
      const [keyMethod, template = ''] = key.split(' ');
      return keyMethod === method && matchTemplate(compileTemplate(template), path) !== undefined;
    });
  }

  /**
   * Why an endpoint is not in `version`, with the nearest real one: its name in that version when it exists in
   * another, else the closest name by edit distance (same method first).
   */
  explain(endpoint: string, version: Version): string {
    const head = `${endpoint} does not exist in v${version}`;
    // The nearest version first: a v6 change on a v5 name is told the v5 name, not the v4 one.
    const others = VERSIONS.filter((v) => v !== version).sort(
      (a, b) => Math.abs(a - version) - Math.abs(b - version) || a - b,
    );
    for (const other of others) {
      if (!this.has(endpoint, other)) continue;
      const there = this.carry(endpoint, other, version);
      if (there !== endpoint && this.has(there, version)) {
        return `${head}: it is the v${other} name of ${there}; write the endpoint as in v${version}, the version the change is in`;
      }
    }
    const names = [...this.byVersion.get(version)!.values()];
    const method = endpoint.slice(0, endpoint.indexOf(' ') + 1);
    const sameMethod = names.filter((n) => n.startsWith(method));
    const nearest = closest(endpoint, sameMethod.length > 0 ? sameMethod : names);
    const near = distance(endpointKey(endpoint), endpointKey(nearest)) <= Math.max(3, endpoint.length / 3);
    return `${head}${near ? `; did you mean ${nearest}?` : ''} (an endpoint of your own: declare it under "endpoints:", see ${overlayReferenceUrl()})`;
  }

  /**
   * The endpoint of `version` a request (`GET /recrods/12`) was likely meant to be, by edit distance with its id
   * segments (digits, UUIDs) read as `{…}`; undefined when it matches one, or none is near.
   */
  nearest(request: string, version: Version): string | undefined {
    if (this.matches(request, version)) return undefined;
    const space = request.indexOf(' ');
    const key = `${request.slice(0, space)} ${request
      .slice(space + 1)
      .split('/')
      .map((s) => (/^(\d+|[0-9a-f]{8}-[0-9a-f-]{27})$/i.test(s) ? '{}' : s))
      .join('/')}`;
    const keys = [...this.byVersion.get(version)!.keys()].filter((k) =>
      k.startsWith(key.slice(0, space + 1)),
    );
    if (keys.length === 0) return undefined;
    const best = closest(key, keys);
    if (distance(key, best) > Math.max(2, Math.floor(key.length / 4))) return undefined;
    return this.byVersion.get(version)!.get(best);
  }

  /** An endpoint's name in another version, through the map's endpoint changes (itself when none renames it). */
  private carry(endpoint: string, from: Version, to: Version): string {
    const direction = from < to ? 'forward' : 'backward';
    return stepsBetween(from, to).reduce((current, v) => this.step(current, v, direction), endpoint);
  }

  private step(endpoint: string, since: Since, direction: 'forward' | 'backward'): string {
    const key = endpointKey(endpoint);
    for (const change of this.renames.get(since)!) {
      const [input, output] = direction === 'forward' ? [change.from, change.to] : [change.to, change.from];
      if (endpointKey(named(input)) === key) return named(output);
    }
    return endpoint;
  }
}

/** Each endpoint a change names that does not exist in its `since` version, as an issue naming the nearest. */
export function unknownEndpoints(
  catalog: EndpointCatalog,
  changes: readonly Change[],
  entryOf: (change: Change) => { file: string; entry?: number },
): MapIssue[] {
  const issues: MapIssue[] = [];
  for (const change of changes) {
    const endpoints = endpointsOf(change);
    endpoints.forEach((endpoint, i) => {
      if (catalog.has(endpoint, change.since)) return;
      issues.push({
        ...entryOf(change),
        id: change.id,
        field:
          endpoints.length > 1 || ('endpoint' in change && Array.isArray(change.endpoint))
            ? `endpoint.${i}`
            : 'endpoint',
        message: catalog.explain(endpoint, change.since),
      });
    });
  }
  return issues;
}

function named(endpoint: { method: string; path: string }): string {
  return `${endpoint.method} ${endpoint.path}`;
}
