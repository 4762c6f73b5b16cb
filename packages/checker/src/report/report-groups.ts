import { describeFinding } from '../findings/finding.js';
import { groupFindings, type FindingGroup } from '../findings/group.js';
import type { CheckReport } from '../run/report-types.js';

/** The report's groups; computed from its findings for a report written before groups existed. */
export const groupsOf = (report: CheckReport): FindingGroup[] =>
  report.groups ?? groupFindings(report.findings);

/** A group's count as shown: `` for one, ` (12×)` for more. */
export const timesOf = (g: FindingGroup): string => (g.count > 1 ? ` (${g.count}×)` : '');

/**
 * One line of a group: its one finding described, or the path pattern, the count and the first example
 * (`$.data[*].name (40×), e.g. $.data[0].name: missing in B (A: "x")`).
 */
export function describeGroup(g: FindingGroup): string {
  const first = g.examples[0];
  const example = first ? describeFinding(first) : g.path;
  return g.count > 1 ? `${g.path}${timesOf(g)}, e.g. ${example}` : example;
}
