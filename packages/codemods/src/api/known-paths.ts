import { endpointsOf, splitEndpoint, type Change } from '@compliance-migrate/rename-map';

/**
 * Every endpoint path the map names, in any version: used to tell whether a base (`${AUDIT_API}`) is this API's.
 * A path is distinctive when it matches one of them and has two literal segments or a camel-case one
 * (`/items/mytestforms`, `/notificationProfiles/{id}`): names that another service is unlikely to share, unlike
 * `/records` alone.
 */
export class KnownPaths {
  private readonly templates: { segments: (string | undefined)[]; distinctive: boolean }[] = [];

  constructor(changes: readonly Change[]) {
    const seen = new Set<string>();
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
        distinctive: literals.length >= 2 || literals.some((s) => /[A-Z]/.test(s)),
      });
    };
    for (const change of changes) {
      if (change.kind === 'endpoint.renamed' || change.kind === 'endpoint.moved') {
        add(change.from.path);
        add(change.to.path);
      }
      for (const endpoint of endpointsOf(change)) add(splitEndpoint(endpoint).path);
    }
  }

  /** True when `path` (`/items/mytestforms`, markers for expressions) is a distinctive path of this API. */
  isDistinctive(path: string): boolean {
    const clean = path.split(/[?#]/)[0]!.replace(/\/$/, '');
    const segments = clean.split('/').slice(1);
    return this.templates.some(
      (t) =>
        t.distinctive &&
        t.segments.length === segments.length &&
        t.segments.every((s, i) => (s === undefined ? segments[i] !== '' : s === segments[i])),
    );
  }
}
