import { compileDiffOptions, diffJson, inferChanges, type CheckReport } from '../../src/index.js';

/**
 * A one-step (v5 → v6) report of one read, `GET /vendors`, whose findings are the real diff of two answers; `status`
 * gives each side's HTTP status (200 unless said).
 */
export function stepReport(older: unknown, newer: unknown, status = { a: 200, b: 200 }): CheckReport {
  const findings = diffJson('vendors', older, newer, compileDiffOptions());
  const sent = (code: number) => ({
    method: 'GET',
    path: '/vendors',
    query: '',
    endpoint: 'GET /vendors',
    status: code,
    attempts: 1,
    durationMs: 1,
    applied: [],
  });
  return {
    tool: 'compliance-migrate check',
    scenario: 'test',
    source: 'test',
    targets: { a: { baseUrl: 'http://a', version: 5 }, b: { baseUrl: 'http://b', version: 6 } },
    version: 5,
    startedAt: '2026-01-01T00:00:00Z',
    durationMs: 1,
    failOn: 'error',
    operations: [
      {
        name: 'vendors',
        method: 'GET',
        path: '/vendors',
        outcome: 'compared',
        a: sent(status.a),
        b: sent(status.b),
        findings,
        noise: [],
        suppressed: 0,
        notes: [],
      },
    ],
    findings,
    groups: [],
    noise: [],
    summary: {
      operations: 1,
      compared: 1,
      skipped: 0,
      failed: 0,
      requests: 3,
      bySeverity: { error: 0, warning: 0, info: 0 },
      byField: [],
    },
    failed: true,
  } as CheckReport;
}

/** The accepted proposals of a report, as `kind at from→to` (`field` for one-field kinds, values after `:`). */
export function acceptedOf(report: CheckReport): string[] {
  return inferChanges([report])
    .filter((p) => p.status === 'accepted')
    .map((p) => {
      const c = p.change;
      const what = c.from === undefined ? String(c.field) : `${String(c.from)}→${String(c.to)}`;
      const values = c.values === undefined ? '' : `:${JSON.stringify(c.values)}`;
      return `${String(c.kind)} ${String(c.at)} ${what}${values}`;
    })
    .sort();
}
