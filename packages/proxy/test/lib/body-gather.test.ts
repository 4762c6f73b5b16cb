import { describe, expect, it } from 'vitest';
import { BodyGather } from '../../src/lib/body-gather.js';

const bytes = (text: string): Buffer => Buffer.from(text, 'utf8');

describe('BodyGather', () => {
  it('keeps a body that came in one chunk as that chunk, without a copy', () => {
    const chunk = bytes('{"a":1}');
    const gather = new BodyGather(chunk.length);
    gather.add(chunk);
    expect(gather.take()).toBe(chunk);
    expect(gather.size).toBe(chunk.length);
  });

  it('copies chunks of a declared length into one buffer of that length', () => {
    const gather = new BodyGather(9);
    for (const part of ['abc', 'def', 'ghi']) gather.add(bytes(part));
    const body = gather.take();
    expect(body.toString()).toBe('abcdefghi');
    expect(body.buffer.byteLength).toBeGreaterThanOrEqual(9);
  });

  it('joins the chunks of a body without a declared length', () => {
    const gather = new BodyGather(undefined);
    for (const part of ['ab', 'cd', 'e']) gather.add(bytes(part));
    expect(gather.take().toString()).toBe('abcde');
    expect(gather.size).toBe(5);
  });

  it('keeps every byte when more arrive than were declared', () => {
    const gather = new BodyGather(4);
    for (const part of ['ab', 'cd', 'ef', 'g']) gather.add(bytes(part));
    expect(gather.take().toString()).toBe('abcdefg');
  });

  it('gives only the bytes received when fewer arrive than were declared', () => {
    const gather = new BodyGather(10);
    gather.add(bytes('ab'));
    gather.add(bytes('cd'));
    expect(gather.take().toString()).toBe('abcd');
  });

  it('gives an empty buffer for an empty body', () => {
    expect(new BodyGather(0).take().length).toBe(0);
  });
});
