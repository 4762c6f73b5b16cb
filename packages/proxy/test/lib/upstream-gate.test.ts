import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverloadedError } from '../../src/errors.js';
import { UpstreamGate, type Release } from '../../src/lib/upstream-gate.js';

/** Asks `gate` for a slot, recording whether and how it was answered once pending promise jobs have run. */
function queue(gate: UpstreamGate) {
  const seen: { release?: Release; error?: OverloadedError } = {};
  gate.acquire().then(
    (release) => (seen.release = release),
    (error: OverloadedError) => (seen.error = error),
  );
  return seen;
}

/** Lets pending promise jobs run (promise jobs only: the timers may be fake). */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('the upstream gate', () => {
  afterEach(() => vi.useRealTimers());

  it('hands out free slots, and queues once they are all taken', async () => {
    const gate = new UpstreamGate(2, 5, 1000);
    const a = queue(gate);
    const b = queue(gate);
    const c = queue(gate);
    await settle();
    expect([typeof a.release, typeof b.release, c.release]).toEqual(['function', 'function', undefined]);
    expect([gate.inFlight, gate.queued]).toEqual([2, 1]);
    a.release!();
    a.release!(); // a second call gives nothing back twice
    await settle();
    expect(c.release).toBeTypeOf('function');
    expect([gate.inFlight, gate.queued]).toEqual([2, 0]);
    b.release!();
    c.release!();
    expect(gate.inFlight).toBe(0);
  });

  it('grants queued requests in order as slots come back', async () => {
    const gate = new UpstreamGate(1, 5, 1000);
    const held = queue(gate);
    const first = queue(gate);
    const second = queue(gate);
    await settle();
    expect(gate.queued).toBe(2);
    held.release!();
    await settle();
    expect(first.release).toBeTypeOf('function');
    expect(second.release).toBeUndefined();
    expect([gate.inFlight, gate.queued]).toEqual([1, 1]);
    first.release!();
    await settle();
    second.release!();
    expect([gate.inFlight, gate.queued]).toEqual([0, 0]);
  });

  it('refuses at once when the queue is full, and after the queue timeout', async () => {
    vi.useFakeTimers();
    const gate = new UpstreamGate(1, 1, 2000);
    queue(gate);
    const waiting = queue(gate);
    const refused = queue(gate);
    await settle();
    expect(refused.error).toBeInstanceOf(OverloadedError);
    expect(refused.error!.message).toMatch(/wait queue is full/);
    expect(refused.error!.retryAfter).toBe(2);
    expect(gate.saturated).toBe(true);
    vi.advanceTimersByTime(1999);
    await settle();
    expect(waiting.error).toBeUndefined();
    vi.advanceTimersByTime(1);
    await settle();
    expect(waiting.error!.message).toMatch(/no upstream slot came free within 2000 ms/);
    expect([gate.queued, gate.rejected]).toEqual([0, 2]);
  });
});
