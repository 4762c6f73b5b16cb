import { hasMarker } from './markers.js';

/** A URL from code, split into what the map cares about (`path`) and what it keeps as is. */
export interface UrlParts {
  /** `https://host`, a leading base expression marker, or nothing. */
  origin: string;
  /** `/api/v4` and the like: leading segments kept as they are. */
  base: string;
  /** The path the map names, e.g. `/records/<marker>`. */
  path: string;
  /** A trailing slash after the path, kept. */
  slash: string;
  /** Query without `?` (may hold markers), or undefined when there is no `?`. */
  query: string | undefined;
  /** `#…`, kept. */
  hash: string;
}

/** Which URLs count as this API's: see docs/codemods.md, "What counts as an API path". */
export interface UrlRules {
  /** Hosts (`api.example.com` or `api.example.com:8443`) whose absolute URLs are this API's. */
  apiHosts: readonly string[];
  /** Leading path segments put before the map's paths (`/api`); a segment such as `v4` also ends a base. */
  basePaths: readonly string[];
}

const ABSOLUTE = /^([a-z][a-z0-9+.-]*:)?\/\/([^/?#]*)/i;
const MARKER_START = /^\uE000\d+\uE000/;

/** Splits a URL text; undefined when it is not a path or URL this API could own. */
export function parseUrl(text: string, rules: UrlRules): { origin: string; rest: string } | undefined {
  const absolute = ABSOLUTE.exec(text);
  if (absolute) {
    const host = absolute[2]!.toLowerCase();
    if (hasMarker(host)) return undefined;
    const hostname = host.replace(/:\d+$/, '');
    if (!rules.apiHosts.some((h) => h.toLowerCase() === host || h.toLowerCase() === hostname))
      return undefined;
    const rest = text.slice(absolute[0].length);
    return rest.startsWith('/') ? { origin: absolute[0], rest } : undefined;
  }
  const base = MARKER_START.exec(text);
  if (base) {
    const rest = text.slice(base[0].length);
    return rest.startsWith('/') ? { origin: base[0], rest } : undefined;
  }
  return text.startsWith('/') ? { origin: '', rest: text } : undefined;
}

/** Splits `rest` (starting with `/`) into path, query and hash. */
export function splitRest(rest: string): { path: string; query: string | undefined; hash: string } {
  const hashAt = rest.indexOf('#');
  const hash = hashAt < 0 ? '' : rest.slice(hashAt);
  const beforeHash = hashAt < 0 ? rest : rest.slice(0, hashAt);
  const q = beforeHash.indexOf('?');
  return q < 0
    ? { path: beforeHash, query: undefined, hash }
    : { path: beforeHash.slice(0, q), query: beforeHash.slice(q + 1), hash };
}

/**
 * The version segment (`v1`) of a path that leads with one outside `versions` (`/v1/records` in a run from 4 to 6,
 * within its first three segments): another service's, as {@link baseCandidates} reads it; undefined otherwise, and
 * where the user's own base path (`--base-path /gw/v1`) covers it.
 */
export function foreignVersion(
  path: string,
  rules: UrlRules,
  versions: { from: number; to: number },
): string | undefined {
  if (rules.basePaths.some((b) => b && path.startsWith(b.endsWith('/') ? b : b + '/'))) return undefined;
  const segments = path.split('/');
  for (let i = 1; i <= 3 && i < segments.length - 1; i++) {
    if (!/^v\d+$/.test(segments[i]!)) continue;
    const n = Number(segments[i]!.slice(1));
    return n >= versions.from && n <= versions.to ? undefined : segments[i];
  }
  return undefined;
}

/**
 * Ways to read `path` as base + API path: as is first, then without a base path or a version prefix. A version
 * prefix outside `versions` (`/v1/records` in a run from 4 to 6: another service's, such as an audit log's) is not
 * offered; a base path the user gave (`--base-path /gw/v1`) always is.
 */
export function baseCandidates(
  path: string,
  rules: UrlRules,
  versions?: { from: number; to: number },
): { base: string; path: string }[] {
  const out = [{ base: '', path }];
  for (const base of rules.basePaths) {
    const b = base.endsWith('/') ? base.slice(0, -1) : base;
    if (b && path.startsWith(b + '/')) out.push({ base: b, path: path.slice(b.length) });
  }
  const segments = path.split('/');
  for (let i = 1; i <= 3 && i < segments.length - 1; i++) {
    if (/^v\d+$/.test(segments[i]!)) {
      const b = segments.slice(0, i + 1).join('/');
      const n = Number(segments[i]!.slice(1));
      if (!versions || (n >= versions.from && n <= versions.to))
        out.push({ base: b, path: path.slice(b.length) });
      break;
    }
  }
  return out;
}
