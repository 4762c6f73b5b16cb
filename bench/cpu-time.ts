/**
 * CPU time readings for the load tests (Linux; elsewhere they are undefined): the machine's steal time, and
 * the CPU time of a process's main thread, which runs its event loop.
 */
import { readFileSync } from 'node:fs';

/** Linux reports thread times in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on. */
const TICK_MICROS = 10_000;

/** Counters of /proc/stat's `cpu` line, or undefined where there is no such file. */
export function cpuTimes(): number[] | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    return line.trim().split(/\s+/).slice(1).map(Number);
  } catch {
    return undefined;
  }
}

/**
 * Stolen share (0–1) of the CPU time between two `cpuTimes()` readings: time the hypervisor gave to other
 * guests while this one wanted it, what makes throughput swing between identical runs on a shared machine.
 */
export function stolenShare(before: number[] | undefined, after: number[] | undefined): number | undefined {
  if (!before || !after || before.length < 8) return undefined;
  const delta = after.map((v, i) => v - (before[i] ?? 0));
  const total = delta.slice(0, 8).reduce((a, b) => a + b, 0); // user … steal; guest time is inside user
  return total > 0 ? delta[7]! / total : undefined;
}

/**
 * CPU time (µs, user + system) of this process's main thread so far, or undefined off Linux. A Node server's
 * throughput is bounded by this thread; the process's total also counts the garbage collector's helpers.
 */
export function mainThreadCpu(): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields[0] is the state, field 3
    return (Number(fields[11]) + Number(fields[12])) * TICK_MICROS;
  } catch {
    return undefined;
  }
}
