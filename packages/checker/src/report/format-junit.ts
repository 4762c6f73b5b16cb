import { describeFinding } from '../findings/finding.js';
import { atLeast } from '../findings/severity.js';
import { escapeXml } from './escape.js';
import type { ReportFormatter } from './formatter.js';

/** JUnit XML: one test case per operation; findings at or above `failOn` are failures, others system-out. */
export const junitFormatter: ReportFormatter = {
  id: 'junit',
  mediaType: 'application/xml',
  render(report) {
    const cases: string[] = [];
    let failures = 0;
    let skipped = 0;
    for (const op of report.operations) {
      const time = ((op.a?.durationMs ?? 0) + (op.b?.durationMs ?? 0)) / 1000;
      const attrs = `name="${escapeXml(op.name)}" classname="${escapeXml(`${op.method} ${op.path}`)}" time="${time.toFixed(3)}"`;
      const failing = op.findings.filter((f) => atLeast(f.severity, report.failOn));
      const other = op.findings.filter((f) => !atLeast(f.severity, report.failOn));
      const body: string[] = [];
      if (op.outcome === 'skipped') {
        skipped++;
        body.push(`<skipped message="${escapeXml(op.findings[0]?.detail ?? 'skipped')}"/>`);
      } else if (failing.length > 0) {
        failures++;
        const text = failing
          .map((f) => `[${f.severity}] ${f.kind} ${describeFinding(f)} (${f.fingerprint})`)
          .join('\n');
        body.push(
          `<failure type="${escapeXml(failing[0]!.kind)}" message="${escapeXml(`${failing.length} finding(s): ${describeFinding(failing[0]!)}`)}">${escapeXml(text)}</failure>`,
        );
      }
      const out = [
        ...other.map((f) => `[${f.severity}] ${f.kind} ${describeFinding(f)}`),
        ...op.noise.map((n) => `[noise] ${n.path}`),
      ];
      if (out.length > 0) body.push(`<system-out>${escapeXml(out.join('\n'))}</system-out>`);
      cases.push(
        body.length === 0
          ? `    <testcase ${attrs}/>`
          : `    <testcase ${attrs}>\n      ${body.join('\n      ')}\n    </testcase>`,
      );
    }
    const suiteAttrs = `name="${escapeXml(report.scenario)}" tests="${report.operations.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${(report.durationMs / 1000).toFixed(3)}" timestamp="${escapeXml(report.startedAt)}"`;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<testsuites name="compliance-migrate check" tests="${report.operations.length}" failures="${failures}">`,
      `  <testsuite ${suiteAttrs}>`,
      ...cases,
      '  </testsuite>',
      '</testsuites>',
      '',
    ].join('\n');
  },
};
