import { relative } from 'node:path';
import type { DemoReport, JourneyStep } from './demo-report.js';

/** The demo's short report for a terminal: what happened, and where to look next. */
export function renderDemo(report: DemoReport, cwd = process.cwd()): string {
  const at = (path: string): string => {
    const near = relative(cwd, path);
    return near === '' ? '.' : near.startsWith('..') ? path : near;
  };
  const lines = [
    '',
    `compliance-migrate demo — ${report.ok ? 'everything agreed' : 'differences found'} (${(report.durationMs / 1000).toFixed(1)} s)`,
    '',
    'The v4 client, three ways (status and what came back):',
    ...journeyTable(report),
    '',
    `Codemod v4 → v6 on a copy of the client: ${report.codemod.edits} edit(s), ${report.codemod.todos} TODO(s) left for a person, ${report.codemod.oldPathsLeft} old path(s) left.`,
    '',
    'Checker:',
    ...report.checks.map(
      (c) =>
        `  ${c.failed ? '✗' : '✓'} ${c.name}: ${c.operations} operation(s), ${c.findings} finding(s) (${c.bySeverity.error ?? 0} error, ${c.bySeverity.warning ?? 0} warning, ${c.bySeverity.info ?? 0} info)`,
    ),
  ];
  if (report.differences.length > 0) {
    lines.push('', 'Differences from the reference:');
    for (const d of report.differences)
      lines.push(`  ${d.journey} · ${d.step}: expected ${d.expected}, got ${d.got}`);
  }
  const next: [string, string][] = [
    ['the migrated client and its TODOs', at(report.codemod.migratedClient)],
    ['the codemod report (every edit)', at(report.codemod.report)],
    ...report.checks.map((c, i): [string, string] => [`checker report ${i + 1} (HTML)`, at(c.htmlReport)]),
    ['this report as data', at(`${report.workDir}/demo-report.json`)],
    ['the guides', 'docs/migration-guide.md, docs/codemods.md, docs/proxy.md, docs/checker.md'],
  ];
  const width = Math.max(...next.map(([label]) => label.length)) + 2;
  lines.push(
    '',
    'Where to look next:',
    ...next.map(([label, where]) => `  ${label.padEnd(width)}${where}`),
    '',
  );
  return lines.join('\n');
}

function journeyTable(report: DemoReport): string[] {
  const { direct, proxied, migrated } = report.journeys;
  const cell = (s: JourneyStep | undefined): string => (s ? `${s.status} ${s.detail}` : '—');
  const width = Math.max(...direct.map((s) => s.step.length), 4);
  const col = Math.max(...[...direct, ...proxied, ...migrated].map((s) => cell(s).length), 12) + 2;
  return [
    `  ${'step'.padEnd(width)}  ${'v4 → sandbox v4'.padEnd(col)}${'v4 → proxy → v6'.padEnd(col)}migrated → v6`,
    ...direct.map(
      (s, i) =>
        `  ${s.step.padEnd(width)}  ${cell(s).padEnd(col)}${cell(proxied[i]).padEnd(col)}${cell(migrated[i])}`,
    ),
  ];
}
