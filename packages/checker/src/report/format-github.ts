import { FINDING_KINDS } from '../findings/kinds.js';
import type { ReportFormatter } from './formatter.js';
import { data, property } from './workflow-command.js';
import { describeGroup, groupsOf } from './report-groups.js';

const COMMAND = { error: 'error', warning: 'warning', info: 'notice' } as const;

/** GitHub Actions workflow commands: `::error title=...::message`, one per group of findings, and a summary notice. */
export const githubFormatter: ReportFormatter = {
  id: 'github',
  mediaType: 'text/plain',
  render(report) {
    // One annotation per group (operation, kind, path pattern), so a renamed field in a list of 500 rows is one.
    const lines = groupsOf(report).map((g) => {
      const title = `${FINDING_KINDS[g.kind].title}: ${g.operation}`;
      const line = report.lines?.[g.operation];
      const file =
        report.source !== 'inline'
          ? `file=${property(report.source)},${line === undefined ? '' : `line=${line},`}`
          : '';
      const message = `${g.kind} ${describeGroup(g)} [${g.fingerprint}]`;
      return `::${COMMAND[g.severity]} ${file}title=${property(title)}::${data(message)}`;
    });
    const s = report.summary;
    lines.push(
      `::notice title=${property(`compliance-migrate check: ${report.scenario}`)}::${data(
        `${s.compared} compared, ${s.skipped} skipped, ${s.failed} failed; ${s.bySeverity.error} error(s), ${s.bySeverity.warning} warning(s), ${s.bySeverity.info} info; ${report.noise.length} noisy field(s)`,
      )}`,
    );
    return `${lines.join('\n')}\n`;
  },
};
