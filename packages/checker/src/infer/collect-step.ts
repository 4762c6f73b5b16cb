import type { Since } from '@compliance-migrate/rename-map/versions';
import type { ChangeMap } from '@compliance-migrate/rename-map';
import { createTranslator } from '@compliance-migrate/rename-map';
import { bodyKind } from '../compare/body-kind.js';
import { InferStepError } from '../errors.js';
import type { CheckReport } from '../run/report-types.js';
import { findMarker, skeleton } from './body-paths.js';
import { addRows, type Location } from './evidence-rows.js';

/** The differing rows of one adjacent step, at body paths in the newer version's names. */
export interface StepTraffic {
  older: 4 | 5;
  since: Since;
  locations: Map<string, Location>;
}

const MARKER = '\u0000infer-marker';
/** The sheet level of a spreadsheet finding's path: `$.Items` or `$["Profile items"]`. */
const SHEET = /^\$(\.[^.[]+|\["(?:[^"\\]|\\.)*"\])/;

/**
 * Reads a check report of one adjacent step (A the older version, B the newer) into rows per endpoint and
 * body path. Findings name places in A's names (B's answer was translated back); `map` (the one the run
 * used) carries each place forward to B's names, so a field inside a container the map renames is proposed
 * `at` the container's new name.
 * @throws InferStepError when A is not the version just before B
 */
export function collectStep(report: CheckReport, map: ChangeMap): StepTraffic {
  const older = report.targets.a.version;
  const newer = report.targets.b.version;
  if (newer !== older + 1 || (newer !== 5 && newer !== 6)) {
    throw new InferStepError(
      `${report.scenario}: targets are v${older} (A) and v${newer} (B); map infer needs one step at a time, ` +
        'the older version as A and the next as B (v4→v5, v5→v6), so each proposal is dated by its step. ' +
        'Run one scenario per step and give them all.',
    );
  }
  const forward = createTranslator(map, older, newer);
  const memo = new Map<string, string>();
  const locations = new Map<string, Location>();
  for (const op of report.operations) {
    if (op.outcome !== 'compared' || !op.a || !op.b || op.findings.length === 0) continue;
    // An error answer says nothing of the record's names: a 404 from B is an endpoint the map does not carry
    // (one of the tenant's own), and its error body's keys are not the record's new names.
    if (!succeeded(op.a.status) || !succeeded(op.b.status)) continue;
    const { a } = op;
    const endpoint = op.b.endpoint ?? `${op.b.method} ${op.b.path.replace(/\/\d+(?=\/|$)/g, '/{id}')}`;
    const rename = (at: string): string => {
      const key = `${a.method} ${a.path}\t${at}`;
      let renamed = memo.get(key);
      if (renamed === undefined) {
        renamed = newerNames(forward, a.method, a.path, at);
        memo.set(key, renamed);
      }
      return renamed;
    };
    // A spreadsheet's rows are compared at `$.<sheet>[row].<column>`; its columns are named in the map as the
    // fields of the rows of the endpoint's answer (`at: '[]'`), so the sheet level is dropped.
    const findings =
      bodyKind(op.a.contentType ?? '') === 'xlsx'
        ? op.findings.map((f) => ({ ...f, path: f.path.replace(SHEET, '$$') }))
        : op.findings;
    addRows(locations, endpoint, op.name, findings, rename);
  }
  return { older: older as 4 | 5, since: newer, locations };
}

/** A 2xx status: an answer that holds the record asked for. */
export const succeeded = (status: number): boolean => status >= 200 && status < 300;

/** The body path `at` of an older answer, in the newer version's names (unchanged if the map has nothing). */
export function newerNames(
  forward: ReturnType<typeof createTranslator>,
  method: string,
  path: string,
  at: string,
): string {
  if (!at) return at;
  try {
    const out = forward.response({ method, path, body: JSON.stringify(skeleton(at, MARKER)) });
    return findMarker(JSON.parse(out.body), MARKER) ?? at;
  } catch {
    // A route the map cannot place keeps the path as found; the proposal's notes show the evidence.
    return at;
  }
}
