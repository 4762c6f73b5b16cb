import { describeFinding } from '../findings/finding.js';
import { groupFindings, type FindingGroup } from '../findings/group.js';
import type { CheckReport } from '../run/report-types.js';

/** The report's groups; computed from its findings for a report written before groups existed. */
export const groupsOf = (report: CheckReport): FindingGroup[] =>
  report.groups ?? groupFindings(report.findings);

/** A group's count as shown: `` for one, ` (12×)` for more. */
export const timesOf = (g: FindingGroup): string => (g.count > 1 ? ` (${g.count}×)` : '');

/** One line of a group: its first example described, and how many more there are. */
export function describeGroup(g: FindingGroup): string {
  const first = g.examples[0];
  const example = first ? describeFinding(first) : g.path;
  return g.count > 1 ? `${example}; and ${g.count - 1} more like it` : example;
}
