/**
 * Best time in ms of each function, run in turns (a, b, c, a, b, c, …) until `budgetMs` is spent (at least
 * 5 rounds, after a warm-up). On a shared machine the best run is the one least disturbed by other work, and
 * taking turns exposes every function to the same disturbances: ratios come out stable across runs.
 */
export function bestMs(fns: readonly (() => unknown)[], budgetMs = 1500): number[] {
  for (let i = 0; i < 3; i++) for (const fn of fns) fn();
  const best = fns.map(() => Infinity);
  const start = performance.now();
  for (let round = 0; round < 5 || (performance.now() - start < budgetMs && round < 2000); round++) {
    fns.forEach((fn, i) => {
      const t0 = performance.now();
      fn();
      best[i] = Math.min(best[i]!, performance.now() - t0);
    });
  }
  return best;
}

/** The median of `values`: the middle one, or the mean of the middle two for an even count. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The lower and upper quartiles of `values` (nearest rank): the middle half of them lies between. */
export function quartiles(values: readonly number[]): [number, number] {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (q: number): number => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
  return [rank(0.25), rank(0.75)];
}

/** A Markdown table from a header row and data rows. */
export function table(header: string[], rows: (string | number)[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}
