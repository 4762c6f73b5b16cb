import type { ChangeMap } from '../map/change-map.js';
import { endpointsOf } from '../map/endpoints.js';
import type { Change, ChangeOf } from '../schema/change.js';

/** A documented-but-unnamed change and the overlay entries, if any, that fill it. */
export interface GapStatus {
  gap: ChangeOf<'gap.unnamed'>;
  filledBy: string[];
}

/** For every gap of the map, the changes of the same version and endpoint that fill it. */
export function gapStatuses(map: ChangeMap): GapStatus[] {
  const gaps = map.changes.filter((c): c is ChangeOf<'gap.unnamed'> => c.kind === 'gap.unnamed');
  return gaps.map((gap) => ({
    gap,
    filledBy: map.changes.filter((c) => c.since === gap.since && fills(c, gap)).map((c) => c.id),
  }));
}

function fills(change: Change, gap: ChangeOf<'gap.unnamed'>): boolean {
  if (change.kind === 'gap.unnamed') return false;
  const endpoints = new Set(endpointsOf(change));
  if (!endpointsOf(gap).some((e) => endpoints.has(e))) return false;
  const side = 'in' in change ? change.in : undefined;
  switch (gap.what) {
    case 'query':
      return change.kind === 'query.renamed';
    case 'headerId':
      return change.kind === 'value.renamed' && side !== 'request';
    case 'request':
      return side === 'request' || side === 'both';
    case 'response':
      return (side === 'response' || side === 'both') && change.kind !== 'value.renamed';
  }
}
