import { describe, expect, it } from 'vitest';
import { FORMATTERS, groupFindings, makeFinding } from '../src/index.js';
import { groupedReport } from './helpers/report.js';

describe('findings grouped by operation, kind and path pattern', () => {
  it('counts each group, keeps three examples, puts errors first and then the most frequent', () => {
    const findings = [
      makeFinding('response.value-changed', 'items', '$.items[0].status', { expected: 'A', actual: 'B' }),
      ...[0, 1, 2, 3, 4].map((i) =>
        makeFinding('response.field-added', 'items', `$.items[${i}].extra`, { actual: i }),
      ),
      makeFinding('response.value-changed', 'items', '$.items[7].status', { expected: 'C', actual: 'D' }),
      makeFinding('response.field-missing', 'one', '$.name', { expected: 'x' }),
      makeFinding('response.value-changed', 'other', '$.items[0].status', { expected: 'A', actual: 'B' }),
    ];
    const groups = groupFindings(findings);
    expect(groups.map((g) => `${g.severity} ${g.operation} ${g.kind} ${g.path} ${g.count}`)).toEqual([
      'error one response.field-missing $.name 1',
      'warning items response.value-changed $.items[*].status 2',
      'warning other response.value-changed $.items[*].status 1',
      'info items response.field-added $.items[*].extra 5',
    ]);
    const added = groups.find((g) => g.kind === 'response.field-added')!;
    expect(added.examples.map((f) => f.path)).toEqual([
      '$.items[0].extra',
      '$.items[1].extra',
      '$.items[2].extra',
    ]);
    expect(groups[1]!.examples.map((f) => f.expected)).toEqual(['A', 'C']);
    // Stable across runs, and distinct per group.
    expect(new Set(groups.map((g) => g.fingerprint)).size).toBe(4);
    expect(groupFindings(findings).map((g) => g.fingerprint)).toEqual(groups.map((g) => g.fingerprint));
  });

  it('identities count as indexes: $.data[id=7].x and $.data[id=9].x are one group', () => {
    const groups = groupFindings([
      makeFinding('response.item-missing', 'list', '$.data[id=7]'),
      makeFinding('response.item-missing', 'list', '$.data[id=9]'),
    ]);
    expect(groups.map((g) => [g.path, g.count])).toEqual([['$.data[*]', 2]]);
  });
});

describe('grouped reports', () => {
  const report = groupedReport();

  it('terminal: one line per group with its count and an example', () => {
    const text = FORMATTERS.terminal.render(report, { color: false });
    const lines = text.split('\n').filter((l) => /recordName|state/.test(l));
    expect(lines).toEqual([
      '    error   response.field-missing  $.data[*].recordName (40×), e.g. $.data[0].recordName: missing in B (A: "name 0")',
      '    warning response.value-changed  $.data[*].state (3×), e.g. $.data[0].state: "OPEN" in A, "open" in B',
    ]);
  });

  it('github: one annotation per group', () => {
    const lines = FORMATTERS.github.render(report).trimEnd().split('\n');
    const records = lines.filter((l) => l.includes('title=') && l.includes('records'));
    expect(records).toHaveLength(2);
    expect(records[0]).toMatch(
      /^::error file=[^,]+,title=Field missing in B%3A records::response\.field-missing \$\.data\[\*\]\.recordName \(40×\), e.g. \$\.data\[0\]\.recordName: missing in B \(A: "name 0"\) \[[0-9a-f]{16}\]$/,
    );
    expect(lines).toHaveLength(report.groups.length + 1);
  });

  it('html: a summary table of the groups on top of every finding', () => {
    const html = FORMATTERS.html.render(report);
    const summary = html.slice(html.indexOf('<table id="groups">'), html.indexOf('<table id="findings">'));
    expect(summary).toContain(
      '<tr><td>records</td><td><code>$.data[*].recordName</code></td><td><code>response.field-missing</code></td><td class="error">error</td><td class="count">40</td>',
    );
    expect(summary.match(/<tr><td>/g)).toHaveLength(report.groups.length);
    // Every finding is still listed below.
    expect(
      html.slice(html.indexOf('<table id="findings">')).match(/<code>\$\.data\[\d+\]\.recordName<\/code>/g),
    ).toHaveLength(40);
  });

  it('json: every finding in full, plus the groups', () => {
    const parsed = JSON.parse(FORMATTERS.json.render(report)) as typeof report;
    expect(parsed.findings).toHaveLength(report.findings.length);
    expect(parsed.groups.map((g) => [g.path, g.count, g.examples.length])).toEqual(
      expect.arrayContaining([
        ['$.data[*].recordName', 40, 3],
        ['$.data[*].state', 3, 3],
      ]),
    );
  });
});
