import { overlayReferenceUrl } from '@compliance-migrate/rename-map';
import type { CodemodReport } from './run.js';
import type { RemainingPath } from './remaining-scan.js';

/** The human summary printed after a run. */
export function formatSummary(report: CodemodReport): string {
  const s = report.summary;
  const lines = [
    `codemod ${report.from} → ${report.to}${report.dry ? ' (dry run: nothing written)' : ''}`,
    `  files: ${s.files} read${s.skipped > 0 ? ` (${s.skipped} of them ${s.skipped === 1 ? 'holds' : 'hold'} no text of this API: not parsed)` : ''}`,
    `  ${s.changed} changed, ${s.unchanged} unchanged, ${s.failed} failed; ${s.manual} file(s) left for manual work`,
  ];
  const t = report.templates;
  if (t.files.length + t.inline + t.unread.length > 0) {
    lines.splice(
      2,
      0,
      `  Angular templates: ${t.files.length} templateUrl file(s) and ${t.inline} inline template(s) read with their components' types${t.unread.length > 0 ? `, ${t.unread.length} not read:` : ''}`,
      ...t.unread.map((u) => `    ${u.file}:${u.line}  ${u.reason}`),
    );
  }
  for (const note of report.notes) lines.push(`  note: ${note}`);
  const ids = Object.entries(report.byChange).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (ids.length > 0) {
    lines.push(`  edits: ${s.edits}, by change:`);
    for (const [id, count] of ids) lines.push(`    ${String(count).padStart(5)}  ${id}`);
  }
  if (report.failures.length > 0) {
    lines.push('  failed (left exactly as they were):');
    for (const f of report.failures) lines.push(`    ${f.file}: ${f.error}`);
  }
  if (report.todos.length > 0) {
    lines.push(`  left for manual work (${report.todos.length} TODO(compliance-migrate) comments):`);
    for (const t of report.todos.slice(0, 50))
      lines.push(
        `    ${t.file}:${t.writtenLine ?? t.line}:${t.column}  ${t.message}${alreadyThere(t) ? ' (already in the file)' : ''}`,
      );
    if (report.todos.length > 50) lines.push(`    … and ${report.todos.length - 50} more (see --json)`);
  }
  lines.push(...unreadTemplateLines(report));
  if (report.versionBases.length > 0) {
    lines.push(
      `  base URLs still naming version ${report.from} (${report.versionBases.length}), left: the spec does not say how a version is selected; change each as your service selects ${report.to}:`,
      ...report.versionBases.slice(0, 20).map((b) => `    ${b.file}:${b.line}:${b.column}  ${b.text}`),
    );
  }
  lines.push(...versionedUrlLines(report));
  if (report.possible.length > 0) {
    lines.push(
      `  possibly this API, base unknown: left alone (${report.possible.length}; each says the option that would take it):`,
    );
    for (const p of report.possible.slice(0, 50))
      lines.push(`    ${p.file}:${p.line}:${p.column}  ${p.text}  (${p.reason})`);
    if (report.possible.length > 50) lines.push(`    … and ${report.possible.length - 50} more (see --json)`);
  }
  if (report.unnamed.length > 0) {
    const endpoints = [...new Set(report.unnamed.map((g) => `v${g.since} ${g.endpoint} (${g.what})`))];
    lines.push(
      `  changes the spec does not name, no overlay fills: ${report.unnamed.length} call(s) of ${endpoints.length} endpoint change(s); the code may need edits for them that this run could not make.`,
      `    Write an overlay for your service (${overlayReferenceUrl()}, \`compliance-migrate map infer\`) and run again:`,
    );
    for (const e of endpoints.slice(0, 20)) lines.push(`    ${e}`);
    if (endpoints.length > 20) lines.push(`    … and ${endpoints.length - 20} more (see --json)`);
  }
  if (report.interrupted) {
    // what was not done is not reported as found clean: the type-check and the closing scan may not have run
    lines.push(
      '  stopped before the end: the figures above cover the files handled before the signal; the type-check and the scan for old paths were not completed',
    );
    return lines.join('\n') + '\n';
  }
  if (report.typeErrors.length === 0 && report.typeChecked !== undefined) {
    lines.push(
      `  type-check of the result (${report.typeChecked}): no compiler error the input did not have`,
    );
  }
  if (report.typeErrors.length > 0) {
    lines.push(
      `  compiler errors the migration leaves (${report.typeErrors.length}; the input did not have them):`,
    );
    for (const e of report.typeErrors.slice(0, 50))
      lines.push(`    ${e.file}:${e.line}:${e.column}  ${e.message}`);
    if (report.typeErrors.length > 50)
      lines.push(`    … and ${report.typeErrors.length - 50} more (see --json)`);
  }
  if (report.remaining.length > 0) {
    lines.push(...remainingLines(report.remaining));
  } else if (report.failures.length > 0) {
    lines.push(
      `  old paths: not known for the ${report.failures.length} file(s) that failed; none in the others`,
    );
  } else {
    lines.push('  no old paths left');
  }
  return lines.join('\n') + '\n';
}

/**
 * A TODO an earlier run wrote: one this run did not find again (`standing`), or one it found again with its comment
 * already above the call (not inserted), so a rerun lists every earlier TODO the same way, whichever way it came to
 * it (a compiler error's TODO is left out: two errors with one message share one comment on a first run).
 */
function alreadyThere(t: CodemodReport['todos'][number]): boolean {
  return t.standing === true || (!t.inserted && t.changeId !== 'typecheck');
}

/**
 * The closing scan: the old paths a person must look at, one a line, and one line counting those the run judged the
 * app's own or another service's, by why (`--json`'s `remaining` lists each with file, line and why).
 */
function remainingLines(remaining: readonly RemainingPath[]): string[] {
  const look = remaining.filter((r) => r.left === 'look');
  const own = remaining.filter((r) => r.left === 'own');
  const possible = remaining.filter((r) => r.left === 'possible').length;
  const counts = [
    look.length > 0 ? `${look.length} to look at` : 'none to look at',
    ...(own.length > 0 ? [`${own.length} judged`] : []),
    ...(possible > 0 ? [`${possible} possibly this API (listed above)`] : []),
  ];
  const lines = [`  old paths still present (${remaining.length}): ${counts.join(', ')}`];
  for (const r of look.slice(0, 50))
    lines.push(`    ${r.file}:${r.line}:${r.column}  ${r.text}${r.why ? `  (${r.why})` : ''}`);
  if (look.length > 50) lines.push(`    … and ${look.length - 50} more (see --json)`);
  if (own.length > 0) {
    const byWhy = new Map<string, number>();
    for (const r of own) {
      const why = (r.why ?? 'judged').replace(/ \(.*\)$/, '');
      byWhy.set(why, (byWhy.get(why) ?? 0) + 1);
    }
    const kinds = [...byWhy]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([why, n]) => `${why} ${n}`);
    lines.push(
      `    judged the app's own or another service's, left as they are: ${own.length} (${kinds.join(', ')}); --json lists each with file, line and why`,
    );
  }
  return lines;
}

/** Templates and pages the run does not read that hold old names: each line, to look at by hand. */
function unreadTemplateLines(report: CodemodReport): string[] {
  const hits = report.unreadTemplates;
  if (hits.length === 0) return [];
  const files = new Set(hits.map((h) => h.file)).size;
  const lines = [
    `  templates and pages not read (.hbs, .html, …) holding old names: ${hits.length} line(s) in ${files} file(s), not edited; look at each:`,
  ];
  for (const h of hits.slice(0, 50)) lines.push(`    ${h.file}:${h.line}  ${h.names.join(', ')}`);
  if (hits.length > 50) lines.push(`    … and ${hits.length - 50} more (see --json)`);
  return lines;
}

/** Endpoint URLs whose path moved on but whose version segment still names the old version. */
function versionedUrlLines(report: CodemodReport): string[] {
  const urls = report.versionedUrls ?? [];
  if (urls.length === 0) return [];
  return [
    `  endpoint URLs still under version ${report.from}'s segment (${urls.length}), left as the bases are; change each as your service selects ${report.to}:`,
    ...urls.slice(0, 20).map((u) => `    ${u.file}:${u.line}:${u.column}  ${u.text}`),
    ...(urls.length > 20 ? [`    … and ${urls.length - 20} more (see --json)`] : []),
  ];
}
