/** How serious a finding is; `--fail-on` picks the lowest that fails the run. */
export type Severity = 'error' | 'warning' | 'info';

/** Every severity, most serious first. */
export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info'];

const RANK: Record<Severity, number> = { error: 3, warning: 2, info: 1 };

/** True when `severity` is at least as serious as `threshold`. */
export function atLeast(severity: Severity, threshold: Severity): boolean {
  return RANK[severity] >= RANK[threshold];
}
