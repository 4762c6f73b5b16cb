import { endpointsOf, type ChangeMap } from '@compliance-migrate/rename-map';

/** The endpoints the map knows per version (`since`), each with what its gaps say changed (`query`, …). */
export function knownEndpoints(map: ChangeMap): Map<number, Map<string, Set<string>>> {
  const known = new Map<number, Map<string, Set<string>>>();
  const add = (since: number, endpoint: string, what?: string): void => {
    const perVersion = known.get(since) ?? new Map<string, Set<string>>();
    const set = perVersion.get(endpoint) ?? new Set<string>();
    if (what) set.add(what);
    perVersion.set(endpoint, set);
    known.set(since, perVersion);
  };
  for (const change of map.changes) {
    for (const e of endpointsOf(change))
      add(change.since, e, change.kind === 'gap.unnamed' ? change.what : undefined);
    if (change.kind === 'endpoint.renamed' || change.kind === 'endpoint.moved')
      add(change.since, `${change.to.method} ${change.to.path}`);
  }
  return known;
}

/** The first segment of a path (`/profiles/{id}/detail` → `profiles`): the resource. */
export const resourceOf = (path: string): string => path.split('/')[1] ?? '';
