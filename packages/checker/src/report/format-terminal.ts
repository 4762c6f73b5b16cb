import { FINDING_KINDS } from '../findings/kinds.js';
import type { Severity } from '../findings/severity.js';
import type { ReportFormatter } from './formatter.js';
import { describeGroup, groupsOf } from './report-groups.js';
import { describeUnanswered, unansweredTargets } from './unanswered.js';

const COLORS = { red: 31, green: 32, yellow: 33, blue: 34, dim: 2, bold: 1 } as const;

/** Human-readable text, one line per group of findings; colours only when `color` is set. */
export const terminalFormatter: ReportFormatter = {
  id: 'terminal',
  mediaType: 'text/plain',
  render(report, options = {}) {
    const paint = (c: keyof typeof COLORS, text: string): string =>
      options.color ? `\u001b[${COLORS[c]}m${text}\u001b[0m` : text;
    const badge: Record<Severity, string> = {
      error: paint('red', 'error  '),
      warning: paint('yellow', 'warning'),
      info: paint('blue', 'info   '),
    };
    const lines: string[] = [];
    const groups = groupsOf(report);
    const { a, b } = report.targets;
    lines.push(
      paint('bold', `${report.scenario}: A v${a.version} ${a.baseUrl}  vs  B v${b.version} ${b.baseUrl}`),
    );
    for (const op of report.operations) {
      const mark =
        op.outcome === 'skipped'
          ? paint('dim', '-')
          : op.findings.length === 0 && op.outcome === 'compared'
            ? paint('green', '✓')
            : paint('red', '✗');
      const statuses = op.a && op.b ? paint('dim', ` (${op.a.status} / ${op.b.status})`) : '';
      lines.push(`${mark} ${op.name}  ${paint('dim', `${op.method} ${op.path}`)}${statuses}`);
      // One line per group (operation, kind, path pattern): 40 rows with one renamed field are one line.
      for (const g of groups.filter((x) => x.operation === op.name)) {
        lines.push(`    ${badge[g.severity]} ${g.kind}  ${describeGroup(g)}`);
      }
      for (const n of op.noise)
        lines.push(`    ${paint('dim', `noise   ${n.path} changes between calls to A`)}`);
    }
    const s = report.summary;
    lines.push('');
    lines.push(
      `${s.operations} operation(s): ${s.compared} compared, ${s.skipped} skipped, ${s.failed} failed; ${s.requests} request(s) in ${(report.durationMs / 1000).toFixed(1)} s`,
    );
    lines.push(
      `findings: ${s.bySeverity.error} error(s), ${s.bySeverity.warning} warning(s), ${s.bySeverity.info} info; noise: ${report.noise.length} field(s)`,
    );
    // a request that got no answer is no field of the API: one line per target below says it once
    const byField = s.byField.filter((f) => f.kind !== 'request.failed');
    if (byField.length > 0) {
      lines.push('most frequent:');
      for (const f of byField.slice(0, 10))
        lines.push(`  ${String(f.count).padStart(5)}  ${f.kind}  ${f.path}`);
    }
    const skippedWrites = report.findings.some((f) => f.kind === 'operation.skipped');
    if (skippedWrites) lines.push(paint('dim', `note: ${FINDING_KINDS['operation.skipped'].help}`));
    const unanswered = report.interrupted ? [] : unansweredTargets(report);
    for (const target of unanswered) lines.push(paint('red', `NOT COMPARED: ${describeUnanswered(target)}`));
    if (unanswered.length > 0) return `${lines.join('\n')}\n`;
    lines.push(
      report.interrupted
        ? paint(
            'yellow',
            `STOPPED: ${report.operations.length} operation(s) finished; the rest were not compared`,
          )
        : report.failed
          ? paint('red', `FAILED: findings at or above "${report.failOn}"`)
          : paint('green', `OK: nothing at or above "${report.failOn}"`),
    );
    return `${lines.join('\n')}\n`;
  },
};
