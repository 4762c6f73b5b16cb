import type { ChangeMap } from '../map/change-map.js';
import type { Change } from '../schema/change.js';
import { previousVersion, stepsBetween, type Since, type Version } from '../versions.js';
import { describeChange } from './describe.js';
import { gapStatuses, type GapStatus } from './gaps.js';
import { overlayReferenceUrl } from './guide-url.js';

/** The changes between two versions, in the order they apply, with the gaps an overlay must fill. */
export interface MapReport {
  from: Version;
  to: Version;
  sources: readonly string[];
  steps: { since: Since; direction: 'forward' | 'backward'; changes: Change[] }[];
  gaps: GapStatus[];
}

/** Collects the report for `map show`. */
export function mapReport(map: ChangeMap, from: Version, to: Version): MapReport {
  const sinces = stepsBetween(from, to);
  const direction = from < to ? 'forward' : 'backward';
  return {
    from,
    to,
    sources: map.sources,
    steps: sinces.map((since) => ({
      since,
      direction,
      changes: map.changes.filter((c) => c.since === since && c.kind !== 'gap.unnamed'),
    })),
    gaps: gapStatuses(map).filter((g) => sinces.includes(g.gap.since)),
  };
}

/** Plain text for a terminal. */
export function renderReportText(report: MapReport): string {
  const lines = [`Changes from v${report.from} to v${report.to} (${report.sources.join(' + ')})`];
  for (const step of report.steps) {
    const label =
      step.direction === 'forward'
        ? `v${previousVersion(step.since)} → v${step.since}`
        : `v${step.since} → v${previousVersion(step.since)} (reversed)`;
    lines.push('', `${label}: ${step.changes.length} change(s)`);
    for (const change of step.changes) {
      lines.push(
        `  ${change.id}  [${change.kind}]`,
        `      ${describeChange(change)}   (${change.source ?? ''})`,
      );
    }
  }
  const open = report.gaps.filter((g) => g.filledBy.length === 0);
  lines.push(
    '',
    `Documented but unnamed by the spec: ${report.gaps.length} (${open.length} not covered by an overlay)`,
  );
  for (const { gap, filledBy } of report.gaps) {
    lines.push(
      `  ${filledBy.length > 0 ? '✓' : '·'} ${gap.id}: ${describeChange(gap)}${filledBy.length > 0 ? ` — filled by ${filledBy.join(', ')}` : ''}`,
    );
  }
  if (open.length > 0) {
    lines.push(
      '',
      `Add overlay entries (--overlay FILE) for the gaps marked · ; see ${overlayReferenceUrl()}`,
    );
  }
  return lines.join('\n') + '\n';
}

/** Markdown tables. */
export function renderReportMarkdown(report: MapReport): string {
  const lines = [
    `# Changes from v${report.from} to v${report.to}`,
    '',
    `Sources: ${report.sources.join(', ')}.`,
  ];
  for (const step of report.steps) {
    lines.push(
      '',
      `## v${step.direction === 'forward' ? `${previousVersion(step.since)} → v${step.since}` : `${step.since} → v${previousVersion(step.since)}`}`,
      '',
    );
    lines.push('| id | kind | change | source |', '| --- | --- | --- | --- |');
    for (const c of step.changes)
      lines.push(`| \`${c.id}\` | ${c.kind} | ${escape(describeChange(c))} | ${c.source ?? ''} |`);
  }
  lines.push('', '## Documented but unnamed', '', '| id | what | filled by |', '| --- | --- | --- |');
  for (const { gap, filledBy } of report.gaps) {
    lines.push(
      `| \`${gap.id}\` | ${escape(describeChange(gap))} | ${filledBy.length > 0 ? filledBy.map((f) => `\`${f}\``).join(', ') : '—'} |`,
    );
  }
  return lines.join('\n') + '\n';
}

/** JSON for tools. */
export function renderReportJson(report: MapReport): string {
  return (
    JSON.stringify(
      {
        from: report.from,
        to: report.to,
        sources: report.sources,
        steps: report.steps,
        gaps: report.gaps.map((g) => ({ ...g.gap, filledBy: g.filledBy })),
      },
      null,
      2,
    ) + '\n'
  );
}

function escape(text: string): string {
  return text.replace(/\|/g, '\\|');
}
