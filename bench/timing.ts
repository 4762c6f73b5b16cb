/** Median time in ms of `fn` over enough runs to fill `budgetMs` (at least 5), after a warm-up. */
export function medianMs(fn: () => unknown, budgetMs = 400): number {
  for (let i = 0; i < 3; i++) fn();
  const times: number[] = [];
  const start = performance.now();
  while (times.length < 5 || (performance.now() - start < budgetMs && times.length < 2000)) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** A Markdown table from a header row and data rows. */
export function table(header: string[], rows: (string | number)[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}
