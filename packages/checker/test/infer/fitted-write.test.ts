import { describe, expect, it } from 'vitest';
import { fitted } from '../../src/infer/fitted-write.js';
import type { ProbeAnswer } from '../../src/infer/probe-client.js';
import type { Row } from '../../src/infer/write-bodies.js';

/** A write endpoint that refuses the fields it does not take, in the answer's message, as the services do. */
function endpoint(takes: readonly string[], refusal: (names: string[]) => unknown) {
  const sent: Row[] = [];
  const write = (row: Row): Promise<ProbeAnswer> => {
    sent.push(row);
    const unknown = Object.keys(row).filter((k) => !takes.includes(k));
    return Promise.resolve(
      unknown.length ? { status: 422, body: refusal(unknown) } : { status: 201, body: {} },
    );
  };
  return { sent, write };
}

describe('a write body fitted to what the older version takes (map infer --allow-writes)', () => {
  it('leaves out the fields a refusal names, and records them as refused', async () => {
    const { sent, write } = endpoint(['title', 'bed'], (names) => ({
      error: 'validation',
      details: [`Unknown field(s): ${names.join(', ')}`],
    }));
    const refused = new Set<string>();
    const row = await fitted(
      { title: 'Pear', bed: 3, plantedAt: '2026-01-01', '(gardener': 4 },
      write,
      refused,
    );
    expect(row).toEqual({ title: 'Pear', bed: 3 });
    expect([...refused].sort()).toEqual(['(gardener', 'plantedAt']);
    expect(sent).toHaveLength(2);
  });

  it('keeps the body when the answer names no field of it, or the server failed', async () => {
    const named = endpoint([], () => ({ message: 'Company context required' }));
    expect(await fitted({ title: 'Pear' }, named.write)).toEqual({ title: 'Pear' });
    expect(named.sent).toHaveLength(1);
    const failing = (): Promise<ProbeAnswer> => Promise.resolve({ status: 500, body: 'title is broken' });
    expect(await fitted({ title: 'Pear' }, failing)).toEqual({ title: 'Pear' });
  });

  it('reads only the texts that refuse when an answer also lists what the write takes', async () => {
    const { write } = endpoint(['title'], (names) => ({
      errors: [`${names.join(', ')}: unexpected`],
      hint: 'this write takes: title, bed',
    }));
    const refused = new Set<string>();
    expect(await fitted({ title: 'Pear', bed: 2 }, write, refused)).toEqual({ title: 'Pear' });
    expect([...refused]).toEqual(['bed']);
  });
});
