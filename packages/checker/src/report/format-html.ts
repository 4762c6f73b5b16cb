import { describeFinding } from '../findings/finding.js';
import { FINDING_KINDS } from '../findings/kinds.js';
import { escapeXml as e, shortJson } from './escape.js';
import type { ReportFormatter } from './formatter.js';
import { describeGroup, groupsOf } from './report-groups.js';

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1b1f23}
h1{font-size:1.3rem}h2{font-size:1.1rem}.count{text-align:right}table{border-collapse:collapse;width:100%;margin:1rem 0}
td,th{border:1px solid #d0d7de;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f6f8fa}code{font:12px ui-monospace,monospace}
.error{color:#b00020;font-weight:600}.warning{color:#9a6700;font-weight:600}.info{color:#0969da}
.ok{color:#1a7f37}.del{background:#ffebe9}.add{background:#dafbe1}.dim{color:#57606a}`;

/** A self-contained HTML page: inline style, no script, no external assets; every value escaped. */
export const htmlFormatter: ReportFormatter = {
  id: 'html',
  mediaType: 'text/html',
  render(report) {
    const s = report.summary;
    const { a, b } = report.targets;
    const rows = report.operations
      .map((op) => {
        const state =
          op.outcome === 'skipped'
            ? '<span class="dim">skipped</span>'
            : op.findings.length === 0 && op.outcome === 'compared'
              ? '<span class="ok">✓</span>'
              : `<span class="error">${op.findings.length}</span>`;
        const findings = op.findings
          .map(
            (f) =>
              `<tr><td class="${f.severity}">${e(f.severity)}</td><td><code>${e(f.kind)}</code></td><td><code>${e(f.path)}</code></td>` +
              `<td>${e(describeFinding(f))}${
                'expected' in f
                  ? `<div class="del"><code>- ${e(shortJson(f.expected, 400))}</code></div>`
                  : ''
              }${'actual' in f ? `<div class="add"><code>+ ${e(shortJson(f.actual, 400))}</code></div>` : ''}</td>` +
              `<td><code>${e(f.fingerprint)}</code></td></tr>`,
          )
          .join('');
        const noise = op.noise
          .map(
            (n) =>
              `<tr><td class="dim">noise</td><td></td><td><code>${e(n.path)}</code></td><td class="dim">${e(shortJson(n.values, 200))}</td><td></td></tr>`,
          )
          .join('');
        return (
          `<tr><th colspan="5">${state} ${e(op.name)} <span class="dim">${e(`${op.method} ${op.path}`)}` +
          `${op.a && op.b ? e(` (${op.a.status} / ${op.b.status})`) : ''}</span></th></tr>${findings}${noise}`
        );
      })
      .join('\n');
    const groups = groupsOf(report);
    const summaryRows = groups
      .map(
        (g) =>
          `<tr><td>${e(g.operation)}</td><td><code>${e(g.path)}</code></td><td><code>${e(g.kind)}</code></td>` +
          `<td class="${g.severity}">${e(g.severity)}</td><td class="count">${g.count}</td>` +
          `<td>${e(describeGroup(g))}</td></tr>`,
      )
      .join('\n');
    const summaryTable =
      groups.length === 0
        ? '<p class="ok" id="groups">No findings.</p>'
        : `<table id="groups"><thead><tr><th>operation</th><th>path pattern</th><th>kind</th><th>severity</th><th>count</th><th>example</th></tr></thead>\n<tbody>\n${summaryRows}\n</tbody></table>`;
    const kinds = Object.values(FINDING_KINDS)
      .map(
        (k) =>
          `<tr><td><code>${e(k.id)}</code></td><td class="${k.severity}">${k.severity}</td><td>${e(k.help)}</td></tr>`,
      )
      .join('');
    return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${e(`compliance-migrate check: ${report.scenario}`)}</title><style>${STYLE}</style></head>
<body>
<h1>${e(report.scenario)}: <span class="${report.failed ? 'error' : 'ok'}">${report.failed ? 'FAILED' : 'OK'}</span></h1>
<p>A: v${a.version} <code>${e(a.baseUrl)}</code> &nbsp; B: v${b.version} <code>${e(b.baseUrl)}</code><br>
${e(report.startedAt)}, ${(report.durationMs / 1000).toFixed(1)} s, ${s.requests} requests.
${s.compared} compared, ${s.skipped} skipped, ${s.failed} failed.
<span class="error">${s.bySeverity.error} error(s)</span>, <span class="warning">${s.bySeverity.warning} warning(s)</span>,
<span class="info">${s.bySeverity.info} info</span>; ${report.noise.length} noisy field(s); fails on ${e(report.failOn)}.</p>
<h2>Findings by operation and path</h2>
${summaryTable}
<h2>Every finding</h2>
<table id="findings"><thead><tr><th>severity</th><th>kind</th><th>path</th><th>difference (- A, + B)</th><th>fingerprint</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<details><summary>Finding kinds</summary><table>${kinds}</table></details>
</body></html>
`;
  },
};
