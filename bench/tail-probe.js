// A preload for looking at a server's tail under load (issue 24, sixth pass): `node --import
// ./bench/tail-probe.js SERVER.js …`. SIGUSR2 starts recording (after a warm-up); SIGTERM or SIGINT prints, to
// stderr, the event loop's delay (monitorEventLoopDelay, 1 ms resolution) and every GC pause by kind, then exits.
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';

const KINDS = { 1: 'scavenge', 2: 'minor-ms', 4: 'mark-compact', 8: 'incremental', 16: 'weakcb' };
const delay = monitorEventLoopDelay({ resolution: 1 });
let pauses = {};
let since;

process.on('SIGUSR2', () => {
  delay.enable();
  since = performance.now();
  pauses = {};
});
new PerformanceObserver((list) => {
  if (since === undefined) return;
  for (const entry of list.getEntries())
    (pauses[KINDS[entry.detail?.kind] ?? 'other'] ??= []).push(entry.duration);
}).observe({ entryTypes: ['gc'] });

/** The `p` quantile of `values`, ms to two decimals. */
function quantile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(2);
}

function report() {
  const ms = (ns) => (ns / 1e6).toFixed(2);
  const seconds = (performance.now() - since) / 1000;
  const lines = [
    `event loop delay ms: p50 ${ms(delay.percentile(50))} p99 ${ms(delay.percentile(99))} max ${ms(delay.max)}`,
  ];
  for (const [kind, list] of Object.entries(pauses)) {
    const total = list.reduce((a, b) => a + b, 0);
    lines.push(
      `gc ${kind}: ${(list.length / seconds).toFixed(1)}/s, pause ms p50 ${quantile(list, 0.5)} ` +
        `max ${quantile(list, 1)}, ${((total / seconds) * 0.1).toFixed(2)} % of the time`,
    );
  }
  process.stderr.write(`tail-probe: ${lines.join('\ntail-probe: ')}\n`);
}
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (since !== undefined) report();
    process.exit(0);
  });
}
