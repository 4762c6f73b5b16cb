import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { listenForStop, REPEATED_SIGINT_MS, type StopSignalHost } from '../src/stop-signal.js';

/** A process stand-in: signals are emitted by hand, the clock moves only when told, exits are recorded. */
function fakeHost() {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  let clock = 5_000;
  const host: StopSignalHost = {
    on: (name, listener) => emitter.on(name, listener),
    off: (name, listener) => emitter.off(name, listener),
    exit: (code) => void exits.push(code),
    now: () => clock,
  };
  return {
    host,
    exits,
    send: (name: NodeJS.Signals) => emitter.emit(name, name),
    advance: (ms: number) => void (clock += ms),
    listeners: () => emitter.listenerCount('SIGINT') + emitter.listenerCount('SIGTERM'),
  };
}

describe('listenForStop', () => {
  it('the first SIGINT aborts the signal and does not exit', () => {
    const fake = fakeHost();
    const stop = listenForStop(fake.host);
    fake.send('SIGINT');
    expect(stop.signal.aborted).toBe(true);
    expect((stop.signal.reason as Error).message).toBe('stopped by SIGINT');
    expect(fake.exits).toEqual([]);
  });

  it('a SIGINT passed on by a wrapper right after the first is the same Ctrl-C: the wind-down goes on', () => {
    const fake = fakeHost();
    const stop = listenForStop(fake.host);
    fake.send('SIGINT');
    fake.advance(REPEATED_SIGINT_MS - 1);
    fake.send('SIGINT');
    fake.send('SIGTERM');
    expect(stop.signal.aborted).toBe(true);
    expect(fake.exits).toEqual([]);
  });

  it('Ctrl-C pressed again later ends the process at once with 130', () => {
    const fake = fakeHost();
    listenForStop(fake.host);
    fake.send('SIGINT');
    fake.advance(REPEATED_SIGINT_MS);
    fake.send('SIGINT');
    expect(fake.exits).toEqual([130]);
  });

  it('SIGTERM after the first signal is always ignored; dispose removes both listeners', () => {
    const fake = fakeHost();
    const stop = listenForStop(fake.host);
    fake.send('SIGTERM');
    fake.advance(60_000);
    fake.send('SIGTERM');
    expect(fake.exits).toEqual([]);
    expect(fake.listeners()).toBe(2);
    stop.dispose();
    expect(fake.listeners()).toBe(0);
  });
});
