import { createChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { proposal } from '../../src/infer/proposal-change.js';
import type { WriteAnswers } from '../../src/infer/probe-writes.js';
import { decideAnswers } from '../../src/infer/write-answers.js';

const map = createChangeMap([]);

/** An answer-side entry to confirm on the create, as the reads would carry it over. */
const toConfirm = (from: string, to: string) =>
  proposal(
    { kind: 'field.renamed', since: 5, endpoint: 'POST /widgets', in: 'response', at: '', from, to },
    `${from} → ${to}`,
    { samples: 3, against: 0, operations: ['list widgets'], examples: [] },
    0.4,
    'confirm',
  );

/** A create sent twice per side: each made a record (its own id), at its own time, with its own revision. */
const pair = (older: Record<string, unknown>, newer: Record<string, unknown>): WriteAnswers => ({
  since: 5,
  endpoint: 'POST /widgets',
  a: {
    method: 'POST',
    path: '/widgets',
    answers: [
      { widgetId: 11, ...older, revision: 1, createdAt: '2026-01-01T00:00:01Z' },
      { widgetId: 12, ...older, revision: 2, createdAt: '2026-01-01T00:00:02Z' },
    ],
    ids: ['11', '12'],
  },
  b: {
    method: 'POST',
    path: '/widgets',
    answers: [
      { id: 31, ...newer, version: 'r31', created: '2026-01-01T00:00:03Z' },
      { id: 32, ...newer, version: 'r32', created: '2026-01-01T00:00:04Z' },
    ],
    ids: ['31', '32'],
  },
});

describe('decideAnswers: the answer sides of write endpoints, from the write probes', () => {
  const answers = pair(
    { widgetName: 'North gate sensor', colour: 'red' },
    { name: 'North gate sensor', colour: 'red' },
  );

  it("accepts a rename the create's answers show, and confirms the entry to confirm it replaces", () => {
    const rename = toConfirm('widgetName', 'name');
    const decision = decideAnswers([answers], [], map, [rename], 0.6);
    const accepted = decision.accepted.map((p) => `${String(p.change.from)}→${String(p.change.to)}`);
    expect(accepted).toContain('widgetName→name');
    expect(decision.confirmed).toEqual([rename]);
    const found = decision.accepted.find((p) => p.change.from === 'widgetName')!;
    expect(found.status).toBe('accepted');
    expect(found.evidence.operations).toEqual(['write probe POST /widgets']);
  });

  it("reads the probe's record ids as one (the id rename is found) and what a side's two writes differ in as noise", () => {
    const decision = decideAnswers([answers], [], map, [], 0.6);
    const kinds = decision.accepted.map(
      (p) =>
        `${String(p.change.kind)} ${String(p.change.from ?? p.change.field)}→${String(p.change.to ?? '')}`,
    );
    expect(kinds).toContain('field.renamed widgetId→id');
    // Times and revisions differ between a side's two writes: noise, never a change.
    expect(kinds.join('\n')).not.toMatch(/created|revision|version/);
    expect(decision.accepted.filter((p) => p.change.kind === 'value.renamed')).toEqual([]);
  });

  it('refutes an entry to confirm whose field the answers show unchanged, and accepts nothing for it', () => {
    const unchanged = toConfirm('colour', 'color');
    const decision = decideAnswers([answers], [], map, [unchanged], 0.6);
    expect(decision.refuted.map((r) => r.proposal)).toEqual([unchanged]);
    expect(decision.refuted[0]!.reason).toMatch(/colour keeps its name/);
    expect(decision.accepted.some((p) => p.change.from === 'colour' || p.change.field === 'colour')).toBe(
      false,
    );
  });

  it('leaves an entry to confirm alone when the answers do not carry its field', () => {
    const absent = toConfirm('serialNo', 'serialNumber');
    const decision = decideAnswers([answers], [], map, [absent], 0.6);
    expect(decision.refuted).toEqual([]);
    expect(decision.confirmed).toEqual([]);
  });
});
