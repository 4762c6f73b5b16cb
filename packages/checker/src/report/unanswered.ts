import type { CheckReport } from '../run/report-types.js';

/** A target that did not answer some operations at all (after every retry): nothing was compared there. */
export interface UnansweredTarget {
  side: 'a' | 'b';
  baseUrl: string;
  /** Operations whose request to this target got no answer, of `of` sent. */
  count: number;
  of: number;
  /** The first failure, as the report holds it (`ECONNREFUSED: … (after 4 attempt(s))`). */
  error: string;
}

/** The targets of a run that left operations unanswered, A first: a run with any is not a comparison of the API. */
export function unansweredTargets(report: CheckReport): UnansweredTarget[] {
  return (['a', 'b'] as const).flatMap((side) => {
    const sent = report.operations.flatMap((op) => (op[side] ? [op[side]] : []));
    const failed = sent.filter((request) => request.error !== undefined);
    if (failed.length === 0) return [];
    const { baseUrl } = report.targets[side];
    return [{ side, baseUrl, count: failed.length, of: sent.length, error: failed[0]!.error! }];
  });
}

/** One line for a person: which target, how many operations it left unanswered, and the first error. */
export function describeUnanswered(target: UnansweredTarget): string {
  return (
    `target ${target.side.toUpperCase()} (${target.baseUrl}) did not answer ${target.count} of ${target.of} ` +
    `operation(s): ${target.error}`
  );
}
