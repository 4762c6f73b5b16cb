import { groupFindings, makeFinding, type CheckReport } from '../../src/index.js';

/** A small report with every interesting case, including text that must be escaped. */
export function sampleReport(): CheckReport {
  const missing = makeFinding('response.field-missing', 'item <1> & "co"', '$.versionCount', { expected: 2 });
  const changed = makeFinding('response.value-changed', 'answers', '$.data[0].headerId', {
    expected: 'REC_NAME',
    actual: '</script><script>alert(1)</script>',
  });
  const skipped = makeFinding('operation.skipped', 'create', '$', {
    detail: 'POST /categories changes data',
  });
  const operations: CheckReport['operations'] = [
    {
      name: 'item <1> & "co"',
      method: 'GET',
      path: '/items/1',
      outcome: 'compared',
      findings: [missing],
      noise: [{ operation: 'item <1> & "co"', path: '$.generatedAt', values: ['t1', 't2'] }],
      suppressed: 1,
      notes: [],
      a: { method: 'GET', path: '/items/1', query: '', status: 200, attempts: 1, durationMs: 5, applied: [] },
      b: { method: 'GET', path: '/items/1', query: '', status: 200, attempts: 1, durationMs: 6, applied: [] },
    },
    {
      name: 'answers',
      method: 'GET',
      path: '/items/answer',
      outcome: 'compared',
      findings: [changed],
      noise: [],
      suppressed: 0,
      notes: [],
    },
    {
      name: 'create',
      method: 'POST',
      path: '/categories',
      outcome: 'skipped',
      findings: [skipped],
      noise: [],
      suppressed: 0,
      notes: [],
    },
    {
      name: 'fine',
      method: 'GET',
      path: '/categories',
      outcome: 'compared',
      findings: [],
      noise: [],
      suppressed: 0,
      notes: [],
    },
  ];
  return {
    tool: 'compliance-migrate check',
    scenario: 'sample <scenario>',
    source: 'fixtures/scenarios/sample.yaml',
    targets: {
      a: { baseUrl: 'http://a.test/api/v5', version: 5 },
      b: { baseUrl: 'http://b.test/api/v6', version: 6 },
    },
    version: 5,
    startedAt: '2024-01-01T00:00:00.000Z',
    durationMs: 1234,
    failOn: 'error',
    operations,
    findings: operations.flatMap((o) => o.findings),
    groups: groupFindings(operations.flatMap((o) => o.findings)),
    noise: operations.flatMap((o) => o.noise),
    summary: {
      operations: 4,
      compared: 3,
      skipped: 1,
      failed: 0,
      requests: 9,
      bySeverity: { error: 1, warning: 1, info: 1 },
      byField: [{ kind: 'response.field-missing', path: 'item $.versionCount', count: 1 }],
    },
    failed: true,
  };
}

/**
 * The sample report with one more operation whose 40 rows all miss one field, and whose 3 rows show another
 * value: many findings, two groups.
 */
export function groupedReport(): CheckReport {
  const report = sampleReport();
  const missing = Array.from({ length: 40 }, (_, i) =>
    makeFinding('response.field-missing', 'records', `$.data[${i}].recordName`, { expected: `name ${i}` }),
  );
  const changed = [0, 1, 2].map((i) =>
    makeFinding('response.value-changed', 'records', `$.data[${i}].state`, {
      expected: 'OPEN',
      actual: 'open',
    }),
  );
  const findings = [...missing, ...changed];
  report.operations.push({
    name: 'records',
    method: 'GET',
    path: '/records',
    outcome: 'compared',
    findings,
    noise: [],
    suppressed: 0,
    notes: [],
  });
  report.findings.push(...findings);
  report.groups = groupFindings(report.findings);
  report.summary.bySeverity = { error: 41, warning: 4, info: 1 };
  return report;
}
