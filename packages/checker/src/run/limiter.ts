import PQueue from 'p-queue';

/**
 * Bounds concurrency and spaces starts to at most `ratePerSecond` (0 = unlimited), over a whole run: a p-queue with
 * one start per rolling `1000 / ratePerSecond` ms window (strict mode, so starts are evenly spaced, not bursts).
 */
export class Limiter {
  readonly #queue: PQueue;

  constructor(concurrency: number, ratePerSecond: number) {
    this.#queue = new PQueue({
      concurrency: Math.max(1, concurrency),
      ...(ratePerSecond > 0 ? { interval: 1000 / ratePerSecond, intervalCap: 1, strict: true } : {}),
    });
  }

  /**
   * Runs `task` when a slot is free and the rate allows; once `signal` aborts, a task still waiting never runs and
   * its promise rejects at once (a stop must not wait out a slow rate).
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return this.#queue.add(task, signal ? { signal } : {});
  }
}
