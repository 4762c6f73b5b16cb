import { MapConflictError, type MapIssue } from '../errors.js';
import type { Change } from '../schema/change.js';
import { endpointsOf } from './endpoints.js';

/** The things a change claims; two changes claiming the same thing conflict. */
export function claimsOf(change: Change): string[] {
  const at = 'at' in change ? change.at : '';
  const sides = 'in' in change ? (change.in === 'both' ? ['request', 'response'] : [change.in]) : [];
  const perEndpoint = (make: (endpoint: string, side: string) => string[]): string[] =>
    endpointsOf(change).flatMap((endpoint) =>
      (sides.length > 0 ? sides : ['-']).flatMap((side) => make(endpoint, side)),
    );
  const v = `v${change.since}`;
  switch (change.kind) {
    case 'resource.renamed':
      return [`${v} resource ${change.from.singular}`, `${v} resource→ ${change.to.singular}`];
    case 'endpoint.renamed':
    case 'endpoint.moved':
      return [
        `${v} endpoint from ${change.from.method} ${change.from.path}`,
        `${v} endpoint to ${change.to.method} ${change.to.path}`,
      ];
    case 'query.renamed':
      return perEndpoint((e) => [`${v} ${e} query ${change.from}`, `${v} ${e} query→ ${change.to}`]);
    case 'field.renamed':
      return perEndpoint((e, s) => [
        `${v} ${e} ${s} ${at}.${change.from}`,
        `${v} ${e} ${s} ${at}.→${change.to}`,
      ]);
    case 'field.toMany':
      return perEndpoint((e, s) => [
        `${v} ${e} ${s} ${at}.${change.from}`,
        `${v} ${e} ${s} ${at}.→${change.to}`,
      ]);
    case 'value.renamed':
      return perEndpoint((e, s) =>
        Object.keys(change.values).map((value) => `${v} ${e} ${s} ${at}.${change.field}=${value}`),
      );
    case 'field.added':
    case 'field.removed':
      return perEndpoint((e, s) => [`${v} ${e} ${s} ${at}.→${change.field}`]);
    case 'gap.unnamed':
      return [];
  }
}

/** Throws MapConflictError when two changes share an id or claim the same rename. */
export function assertNoConflicts(changes: Change[]): void {
  const byId = new Map<string, Change>();
  const byClaim = new Map<string, Change>();
  const issues: MapIssue[] = [];
  for (const change of changes) {
    const earlier = byId.get(change.id);
    if (earlier) {
      issues.push({
        file: change.source ?? '(built-in)',
        id: change.id,
        message: `id "${change.id}" is already used by a change from ${earlier.source ?? 'the built-in map'}`,
      });
      continue;
    }
    byId.set(change.id, change);
    for (const claim of claimsOf(change)) {
      const other = byClaim.get(claim);
      if (other) {
        issues.push({
          file: change.source ?? '(built-in)',
          id: change.id,
          message: `conflicts with "${other.id}" (${other.source ?? 'built-in'}): both change ${describeClaim(claim)}; keep one`,
        });
        break;
      }
      byClaim.set(claim, change);
    }
  }
  if (issues.length > 0) throw new MapConflictError(issues);
}

function describeClaim(claim: string): string {
  return claim.replace('→', '').replace(/^v(\d) /, 'in v$1: ');
}
