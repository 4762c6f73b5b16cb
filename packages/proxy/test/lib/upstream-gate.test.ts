import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverloadedError } from '../../src/errors.js';
import { UpstreamGate, type Release } from '../../src/lib/upstream-gate.js';

/** Queues a request on `gate`, recording whether and how it was answered. */
function queue(gate: UpstreamGate) {
  const seen: { release?: Release; error?: OverloadedError } = {};
  gate.wait(
    (release) => (seen.release = release),
    (error) => (seen.error = error),
  );
  return seen;
}

describe('the upstream gate', () => {
  afterEach(() => vi.useRealTimers());

  it('hands out free slots synchronously, and none once they are all taken', () => {
    const gate = new UpstreamGate(2, 5, 1000);
    const a = gate.tryAcquire();
    const b = gate.tryAcquire();
    expect([typeof a, typeof b]).toEqual(['function', 'function']);
    expect(gate.inFlight).toBe(2);
    expect(gate.tryAcquire()).toBeUndefined();
    a!();
    a!(); // a second call gives nothing back twice
    expect(gate.inFlight).toBe(1);
    expect(typeof gate.tryAcquire()).toBe('function');
    expect(gate.inFlight).toBe(2);
  });

  it('grants queued requests in order as slots come back, and keeps the slot count', () => {
    const gate = new UpstreamGate(1, 5, 1000);
    const held = gate.tryAcquire()!;
    const first = queue(gate);
    const second = queue(gate);
    expect(gate.queued).toBe(2);
    // While others wait, a newcomer does not jump the queue.
    expect(gate.tryAcquire()).toBeUndefined();
    held();
    expect(first.release).toBeTypeOf('function');
    expect(second.release).toBeUndefined();
    expect([gate.inFlight, gate.queued]).toEqual([1, 1]);
    first.release!();
    second.release!();
    expect([gate.inFlight, gate.queued]).toEqual([0, 0]);
  });

  it('refuses at once when the queue is full, and after the queue timeout', () => {
    vi.useFakeTimers();
    const gate = new UpstreamGate(1, 1, 2000);
    gate.tryAcquire();
    const waiting = queue(gate);
    const refused = queue(gate);
    expect(refused.error).toBeInstanceOf(OverloadedError);
    expect(refused.error!.message).toMatch(/wait queue is full/);
    expect(refused.error!.retryAfter).toBe(2);
    expect(gate.saturated).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(waiting.error).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(waiting.error!.message).toMatch(/no upstream slot came free within 2000 ms/);
    expect([gate.queued, gate.rejected]).toEqual([0, 2]);
  });

  it('grants a queued request a free slot at once', () => {
    const gate = new UpstreamGate(1, 1, 1000);
    expect(queue(gate).release).toBeTypeOf('function');
    expect(gate.inFlight).toBe(1);
  });
});
