import { describeFinding } from '../findings/finding.js';
import { FINDING_KINDS } from '../findings/kinds.js';
import type { ReportFormatter } from './formatter.js';

const COMMAND = { error: 'error', warning: 'warning', info: 'notice' } as const;

/** Escapes a workflow command's message (`%`, CR, LF). */
const data = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
/** Escapes a workflow command's property value (also `:` and `,`). */
const property = (s: string): string => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** GitHub Actions workflow commands: `::error title=...::message`, one per finding, and a summary notice. */
export const githubFormatter: ReportFormatter = {
  id: 'github',
  mediaType: 'text/plain',
  render(report) {
    const lines = report.findings.map((f) => {
      const title = `${FINDING_KINDS[f.kind].title}: ${f.operation}`;
      const file = report.source !== 'inline' ? `file=${property(report.source)},` : '';
      return `::${COMMAND[f.severity]} ${file}title=${property(title)}::${data(`${f.kind} ${describeFinding(f)} [${f.fingerprint}]`)}`;
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
