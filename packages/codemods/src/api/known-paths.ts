import { endpointsOf, splitEndpoint, type Change } from '@compliance-migrate/rename-map';

/**
 * Words any HTTP API may use as a path segment: a path made only of these, or of the resources the map renames
 * (`/records/{id}/restore`, `/items/search`), could be another service's. Plain English REST vocabulary.
 */
const GENERIC = new Set(
  (
    'api v1 v2 v3 v4 v5 v6 items item search list archive restore export import answer answers history ' +
    'histories detail details settings status count bulk users user profiles profile templates template ' +
    'hazards hazard files file admin admins auth login logout token tokens health me new create update delete ' +
    'edit add remove batch query find all'
  ).split(' '),
);

/** The resources the map renames, as path words: `record`, `records`, `subcategory`, `subcategories`, … */
function resourceWords(changes: readonly Change[]): Set<string> {
  const words = new Set<string>();
  for (const change of changes) {
    if (change.kind !== 'resource.renamed') continue;
    for (const name of [change.from.singular, change.from.plural, change.to.singular, change.to.plural]) {
      words.add(name.replace(/[^A-Za-z0-9]/g, '').toLowerCase());
    }
  }
  return words;
}

/**
 * Every endpoint path the map names, in any version: used to tell whether a base (`${AUDIT_API}`) is this API's.
 * A path is distinctive when it matches one of them and has a literal segment beyond the generic words any API
 * uses (`/items/mytestforms`, `/profiles/simpleList`, `/notificationProfiles/{id}`): names another service is
 * unlikely to share, unlike `/records/{id}/restore` or `/items/search`.
 */
export class KnownPaths {
  private readonly templates: { segments: (string | undefined)[]; distinctive: boolean }[] = [];

  /** `changes`: the changes whose paths count; `only`: which of their paths (`from`, `to` or both, the default). */
  constructor(changes: readonly Change[], only?: 'from' | 'to') {
    const seen = new Set<string>();
    const resources = resourceWords(changes);
    const generic = (segment: string): boolean =>
      GENERIC.has(segment.toLowerCase()) || resources.has(segment.toLowerCase());
    const add = (path: string): void => {
      if (seen.has(path)) return;
      seen.add(path);
      const segments = path
        .split('/')
        .slice(1)
        .map((s) => (s.startsWith('{') ? undefined : s));
      const literals = segments.filter((s): s is string => s !== undefined);
      this.templates.push({
        segments,
        distinctive: literals.some((s) => !generic(s)),
      });
    };
    const renamedTo = new Set(
      changes.flatMap((c) =>
        c.kind === 'endpoint.renamed' || c.kind === 'endpoint.moved' ? [c.to.path] : [],
      ),
    );
    for (const change of changes) {
      if (change.kind === 'endpoint.renamed' || change.kind === 'endpoint.moved') {
        if (only !== 'to') add(change.from.path);
        if (only !== 'from') add(change.to.path);
      }
      // an endpoint's own changes name it as in their version: a renamed endpoint by its new path, which is not old
      if (only !== 'to') {
        for (const endpoint of endpointsOf(change)) {
          const path = splitEndpoint(endpoint).path;
          if (only === undefined || !renamedTo.has(path)) add(path);
        }
      }
    }
  }

  /** The most literal segments of a template `path` matches (0 when none matches). */
  literalMatch(path: string): number {
    const segments = clean(path);
    let best = 0;
    for (const t of this.templates) {
      if (t.segments.length !== segments.length) continue;
      if (!t.segments.every((s, i) => (s === undefined ? segments[i] !== '' : s === segments[i]))) continue;
      best = Math.max(best, t.segments.filter((s) => s !== undefined).length);
    }
    return best;
  }

  /** True when `path` (`/items/mytestforms`, markers for expressions) is a distinctive path of this API. */
  isDistinctive(path: string): boolean {
    const segments = clean(path);
    return this.templates.some(
      (t) =>
        t.distinctive &&
        t.segments.length === segments.length &&
        t.segments.every((s, i) => (s === undefined ? segments[i] !== '' : s === segments[i])),
    );
  }
}

function clean(path: string): string[] {
  return path.split(/[?#]/)[0]!.replace(/\/$/, '').split('/').slice(1);
}
