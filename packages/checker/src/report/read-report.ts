import { readFile } from 'node:fs/promises';
import { ReportInvalidError } from '../errors.js';
import type { CheckReport } from '../run/report-types.js';

/**
 * Reads a report written by `check --format json`; throws `ReportInvalidError` (ERR_CHECK_REPORT_INVALID) naming
 * the file and what keeps it from being one.
 */
export async function readReport(file: string): Promise<CheckReport> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ReportInvalidError(file, `${file}: cannot read a JSON report (${(error as Error).message}).`, {
      cause: error,
    });
  }
  const problem = reportProblem(raw);
  if (problem !== undefined) {
    throw new ReportInvalidError(
      file,
      `${file} is not a check report (${problem}); write one with \`check --format json --output ${file}\`.`,
    );
  }
  return raw as CheckReport;
}

/**
 * What keeps a parsed JSON value from being a report, as far as `inferRenames` reads it (tool, target versions,
 * operations with their findings); `undefined` when it is one.
 */
function reportProblem(raw: unknown): string | undefined {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(raw))
    return `the file holds ${raw === null ? 'null' : Array.isArray(raw) ? 'an array' : `a ${typeof raw}`}, not an object`;
  if (raw.tool !== 'compliance-migrate check') return '"tool" is not "compliance-migrate check"';
  const targets = raw.targets;
  for (const side of ['a', 'b'] as const) {
    const target = isObject(targets) ? targets[side] : undefined;
    if (!isObject(target) || typeof target.version !== 'number') return `no targets.${side}.version`;
  }
  if (!Array.isArray(raw.operations)) return 'no "operations" list';
  const bad = raw.operations.findIndex((op) => !isObject(op) || !Array.isArray(op.findings));
  if (bad >= 0) return `operations[${bad}] has no "findings" list`;
  return undefined;
}
