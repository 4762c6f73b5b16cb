import { describe, expect, it } from 'vitest';
import { LineBatch } from '../../src/lib/line-batch.js';

/** A sink that records what it was handed and when it was asked to write synchronously. */
function recordingSink() {
  const events: string[] = [];
  return {
    events,
    write: (text: string) => events.push(`write ${text}`),
    flushSync: () => events.push('sync'),
  };
}

describe('a batch of log lines', () => {
  it('hands lines over as one string once the batch is full, in order', () => {
    const sink = recordingSink();
    const batch = new LineBatch(sink, 10);
    batch.write('aaaa\n');
    expect(sink.events).toEqual([]);
    batch.write('bbbb\n');
    batch.write('c\n');
    expect(sink.events).toEqual(['write aaaa\nbbbb\n']);
    batch.flush();
    expect(sink.events).toEqual(['write aaaa\nbbbb\n', 'write c\n']);
  });

  it('hands nothing over when nothing gathered, and writes what is left synchronously at exit', () => {
    const sink = recordingSink();
    const batch = new LineBatch(sink, 1000);
    batch.flush();
    expect(sink.events).toEqual([]);
    batch.write('last\n');
    batch.flushSync();
    expect(sink.events).toEqual(['write last\n', 'sync']);
  });
});
