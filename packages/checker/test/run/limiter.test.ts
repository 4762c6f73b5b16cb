import { afterEach, describe, expect, it, vi } from 'vitest';
import { Limiter } from '../../src/run/limiter.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('Limiter', () => {
  it('runs at most `concurrency` tasks at once', async () => {
    const limiter = new Limiter(3, 0);
    let active = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        limiter.run(async () => {
          most = Math.max(most, ++active);
          // Yield to the event loop a few times, so that any task the limiter let through would start meanwhile.
          for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
          active--;
        }),
      ),
    );
    expect(most).toBe(3);
  });

  it('spaces starts evenly at the rate (fake clock)', async () => {
    vi.useFakeTimers();
    const limiter = new Limiter(10, 20); // 20 per second: one start every 50 ms
    const t0 = Date.now();
    const starts: number[] = [];
    const runs = Array.from({ length: 5 }, () => limiter.run(async () => void starts.push(Date.now() - t0)));
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all(runs);
    expect(starts).toEqual([0, 50, 100, 150, 200]);
  });

  it('a task still waiting for the rate never runs once the signal aborts, and rejects at once (fake clock)', async () => {
    vi.useFakeTimers();
    const limiter = new Limiter(4, 0.001); // one start per 1,000 s
    const stop = new AbortController();
    const ran: number[] = [];
    const first = limiter.run(async () => void ran.push(1), stop.signal);
    const queued = limiter.run(async () => void ran.push(2), stop.signal);
    const outcome = queued.then(
      () => 'ran',
      (error: unknown) => (error instanceof Error ? error.name : String(error)),
    );
    await vi.advanceTimersByTimeAsync(10);
    await first;
    stop.abort();
    await vi.advanceTimersByTimeAsync(10);
    expect(await outcome).toBe('AbortError');
    expect(ran).toEqual([1]);
  });
});
