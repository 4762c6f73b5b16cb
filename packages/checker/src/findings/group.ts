import { genericPath } from '../compare/json-path.js';
import { fingerprintOf, type Finding } from './finding.js';
import type { FindingKindId } from './kinds.js';
import { SEVERITIES, type Severity } from './severity.js';

/** Findings of one kind at one path pattern of one operation (Diffy's per-field view): a count and examples. */
export interface FindingGroup {
  operation: string;
  /** The path with array indexes and identities as `[*]`: `$.data[*].recordName`. */
  path: string;
  kind: FindingKindId;
  severity: Severity;
  count: number;
  /** The first few findings of the group, in full. */
  examples: Finding[];
  /** Stable across runs: hash of kind, operation and path pattern. */
  fingerprint: string;
}

/** How many examples a group keeps. */
export const GROUP_EXAMPLES = 3;

/**
 * Groups findings by operation, kind and path pattern, most severe first, then most frequent, then in the order
 * they were found.
 * @example groupFindings(report.findings)[0] // { path: '$.data[*].recordName', count: 40, examples: [...3] }
 */
export function groupFindings(findings: readonly Finding[], examples = GROUP_EXAMPLES): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const f of findings) {
    const path = genericPath(f.path);
    const key = `${f.operation}\u0000${f.kind}\u0000${path}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        operation: f.operation,
        path,
        kind: f.kind,
        severity: f.severity,
        count: 0,
        examples: [],
        fingerprint: fingerprintOf(f.kind, f.operation, path),
      };
      groups.set(key, group);
    }
    group.count++;
    if (group.examples.length < examples) group.examples.push(f);
  }
  const rank = (s: Severity): number => SEVERITIES.indexOf(s);
  return [...groups.values()]
    .map((g, order) => ({ g, order }))
    .sort((x, y) => rank(x.g.severity) - rank(y.g.severity) || y.g.count - x.g.count || x.order - y.order)
    .map(({ g }) => g);
}
