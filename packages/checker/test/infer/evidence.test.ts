import { describe, expect, it } from 'vitest';
import { compileDiffOptions, diffJson, inferChanges, type CheckReport } from '../../src/index.js';

/** A one-step report of GET /categories whose findings are the real diff of two answers. */
function report(older: unknown, newer: unknown): CheckReport {
  const findings = diffJson('list', older, newer, compileDiffOptions());
  const sent = (version: number) => ({
    method: 'GET',
    path: version === 4 ? '/records' : '/categories',
    query: '',
    endpoint: version === 4 ? 'GET /records' : 'GET /categories',
    status: 200,
    attempts: 1,
    durationMs: 1,
    applied: [],
  });
  return {
    tool: 'compliance-migrate check',
    scenario: 'test',
    source: 'test',
    targets: { a: { baseUrl: 'http://a', version: 4 }, b: { baseUrl: 'http://b', version: 5 } },
    version: 4,
    startedAt: '2026-01-01T00:00:00Z',
    durationMs: 1,
    failOn: 'error',
    operations: [
      {
        name: 'list',
        method: 'GET',
        path: '/records',
        outcome: 'compared',
        a: sent(4),
        b: sent(5),
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

const accepted = (r: CheckReport) =>
  inferChanges([r])
    .filter((p) => p.status === 'accepted')
    .map(
      (p) =>
        `${String(p.change.kind)} ${String(p.change.from ?? p.change.field)}→${String(p.change.to ?? '')}`,
    );

describe('map infer evidence', () => {
  it('rows that are other records (their ids differ) are no evidence: nothing is paired from them', () => {
    const older = { data: [1, 2, 3].map((i) => ({ id: i, recordName: `Name ${i}` })) };
    const newer = { data: [7, 8, 9].map((i) => ({ id: i, categoryName: `Name ${i - 6}` })) };
    expect(accepted(report(older, newer))).toEqual([]);
    // The same rows lined up do give the rename.
    const aligned = { data: [1, 2, 3].map((i) => ({ id: i, categoryName: `Name ${i}` })) };
    expect(accepted(report(older, aligned))).toEqual(['field.renamed recordName→categoryName']);
  });

  it('values that do not map one to one are a data change, not a value rename', () => {
    const older = { data: ['OPEN', 'OPEN', 'CLOSED', 'CLOSED'].map((s, i) => ({ id: i, status: s })) };
    const newer = { data: ['DONE', 'DONE', 'DONE', 'DONE'].map((s, i) => ({ id: i, status: s })) };
    expect(accepted(report(older, newer))).toEqual([]);
    const renamed = { data: ['Open', 'Open', 'Closed', 'Closed'].map((s, i) => ({ id: i, status: s })) };
    expect(accepted(report(older, renamed))).toEqual(['value.renamed status→']);
  });

  it('one equal flag in one object is too little to pair on: written below the threshold', () => {
    const proposals = inferChanges([report({ enabled: true, n: 'x' }, { isEnabled: true, n: 'x' })]);
    const pair = proposals.find((p) => p.change.kind === 'field.renamed');
    expect(pair?.status).toBe('low');
    expect(pair?.confidence).toBeLessThan(0.6);
  });
});
