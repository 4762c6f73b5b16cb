import type { Since } from '@compliance-migrate/rename-map/versions';
import { createChangeMap, type ChangeMap } from '@compliance-migrate/rename-map';
import type { CheckReport } from '../run/report-types.js';
import { collectStep } from './collect-step.js';
import type { Location } from './evidence-rows.js';
import { inferStep } from './infer-step.js';
import { DEFAULT_MIN_CONFIDENCE, type InferOptions, type Proposal } from './proposal.js';
import { writeEndpointProposals } from './write-endpoints.js';

/** Options of {@link inferChanges}. */
export interface InferChangesOptions extends InferOptions {
  /** The change map the runs used (built-in plus overlays); default the built-in map alone. */
  map?: ChangeMap;
}

/**
 * Proposes overlay entries from check reports of adjacent steps (v4→v5 and/or v5→v6), each dated by its step
 * with places in that step's newer names; proposals under `minConfidence` are `low`, request sides of write
 * endpoints `confirm`.
 * @example inferChanges([report45, report56]).filter((p) => p.status === 'accepted')
 * @throws InferStepError for a report that is not one adjacent step
 */
export function inferChanges(reports: readonly CheckReport[], options: InferChangesOptions = {}): Proposal[] {
  const map = options.map ?? createChangeMap([]);
  const min = options.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
  const bySince = stepLocations(reports, map);
  const proposals: Proposal[] = [];
  for (const [since, locations] of [...bySince].sort((x, y) => x[0] - y[0])) {
    for (const p of inferStep(since, locations)) {
      proposals.push({ ...p, status: p.confidence >= min ? 'accepted' : 'low' });
    }
  }
  const accepted = proposals.filter((p) => p.status === 'accepted');
  proposals.push(...writeEndpointProposals(accepted, map));
  return proposals.sort((x, y) => String(x.change.id).localeCompare(String(y.change.id)));
}

/** The differing rows of the reports, per step (`since`) and place, steps of several reports merged. */
export function stepLocations(
  reports: readonly CheckReport[],
  map: ChangeMap,
): Map<Since, Map<string, Location>> {
  const bySince = new Map<Since, Map<string, Location>>();
  for (const report of reports) {
    const step = collectStep(report, map);
    mergeLocations(bySince, step.since, step.locations);
  }
  return bySince;
}

/** Adds a step's places to `bySince`, the rows and operations of a place already there appended. */
export function mergeLocations(
  bySince: Map<Since, Map<string, Location>>,
  since: Since,
  locations: ReadonlyMap<string, Location>,
): void {
  const merged = bySince.get(since) ?? new Map<string, Location>();
  for (const [key, location] of locations) {
    const existing = merged.get(key);
    if (!existing) merged.set(key, location);
    else {
      existing.rows.push(...location.rows);
      for (const op of location.operations) existing.operations.add(op);
    }
  }
  bySince.set(since, merged);
}
