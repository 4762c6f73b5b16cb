/**
 * Steal time (Linux): the share of CPU time the hypervisor gave to other guests while this one wanted it. On
 * a shared virtual machine it is what makes throughput swing between otherwise identical runs.
 */
import { readFileSync } from 'node:fs';

/** Counters of /proc/stat's `cpu` line, or undefined where there is no such file. */
export function cpuTimes(): number[] | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    return line.trim().split(/\s+/).slice(1).map(Number);
  } catch {
    return undefined;
  }
}

/** Stolen share (0–1) of the CPU time between two `cpuTimes()` readings; undefined when unknown. */
export function stolenShare(before: number[] | undefined, after: number[] | undefined): number | undefined {
  if (!before || !after || before.length < 8) return undefined;
  const delta = after.map((v, i) => v - (before[i] ?? 0));
  const total = delta.slice(0, 8).reduce((a, b) => a + b, 0); // user … steal; guest time is inside user
  return total > 0 ? delta[7]! / total : undefined;
}
