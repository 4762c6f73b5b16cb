import { setTimeout as sleep } from 'node:timers/promises';

/** Bounds concurrency and spaces starts to at most `ratePerSecond` (0 = unlimited), over a whole run. */
export class Limiter {
  readonly #concurrency: number;
  readonly #interval: number;
  #active = 0;
  #waiting: (() => void)[] = [];
  #nextStart = 0;

  constructor(concurrency: number, ratePerSecond: number) {
    this.#concurrency = Math.max(1, concurrency);
    this.#interval = ratePerSecond > 0 ? 1000 / ratePerSecond : 0;
  }

  /** Runs `task` when a slot is free and the rate allows. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active >= this.#concurrency) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#active++;
    }
    try {
      if (this.#interval > 0) {
        const now = Date.now();
        const start = Math.max(now, this.#nextStart);
        this.#nextStart = start + this.#interval;
        if (start > now) await sleep(start - now);
      }
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active--;
    }
  }
}
