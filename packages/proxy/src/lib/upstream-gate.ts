import { OverloadedError } from '../errors.js';

/** Gives back an upstream slot; calling it more than once is harmless. */
export type Release = () => void;

interface Waiter {
  grant: (release: Release) => void;
  refuse: (error: OverloadedError) => void;
  timer: NodeJS.Timeout;
}

/**
 * Bounds the requests sent upstream at once, with a bounded, time-limited queue behind them: overload is
 * answered (503 with Retry-After) instead of piling up in undici's unbounded queue.
 */
export class UpstreamGate {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  /** Requests refused since start, for metrics. */
  rejected = 0;

  constructor(
    private readonly slots: number,
    private readonly maxQueued: number,
    private readonly queueTimeout: number,
    /** Seconds a refused client is told to wait (`Retry-After`). */
    private readonly retryAfter = Math.max(1, Math.ceil(queueTimeout / 1000)),
  ) {}

  /** Requests sent upstream and not finished. */
  get inFlight(): number {
    return this.active;
  }

  /** Requests waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Whether a new request would have to wait or be refused. */
  get saturated(): boolean {
    return this.active >= this.slots && this.waiting.length >= this.maxQueued;
  }

  /** Resolves with a release once a slot is free; rejects with `OverloadedError` when the queue is full or waited too long. */
  acquire(): Promise<Release> {
    if (this.active < this.slots) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.maxQueued) return Promise.reject(this.refusal('the wait queue is full'));
    return new Promise<Release>((grant, refuse) => {
      const waiter: Waiter = {
        grant,
        refuse,
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          refuse(this.refusal(`no upstream slot came free within ${this.queueTimeout} ms`));
        }, this.queueTimeout),
      };
      this.waiting.push(waiter);
    });
  }

  private releaser(): Release {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.grant(this.releaser());
      } else {
        this.active--;
      }
    };
  }

  private refusal(why: string): OverloadedError {
    this.rejected++;
    return new OverloadedError(
      `the proxy is saturated (${this.active} upstream requests in flight, ${this.waiting.length} waiting): ${why}; retry later`,
      this.retryAfter,
    );
  }
}
