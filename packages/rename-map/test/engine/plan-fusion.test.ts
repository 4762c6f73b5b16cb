import { describe, expect, it } from 'vitest';
import { compileBodyPlan, createTranslator, type Direction } from '../../src/index.js';
import type { BodyChange } from '../../src/engine/body-plan.js';
import { fusePlans, UNFUSABLE } from '../../src/engine/plan-fusion.js';
import { change, mapWith } from '../helpers.js';

const on = { endpoint: 'GET /things', in: 'response' } as const;
const renamed = (id: string, since: 5 | 6, at: string, from: string, to: string) =>
  change(id, since, { kind: 'field.renamed' as const, ...on, at, from, to });

/** The two steps' plans for GET /things in one direction (first step first). */
function plans(changes: ReturnType<typeof change>[], direction: Direction) {
  const ids = new Set(changes.map((c) => c.id));
  const ours = mapWith(changes).changes.filter((c) => ids.has(c.id));
  const of = (since: 5 | 6) =>
    compileBodyPlan(ours.filter((c) => c.since === since) as BodyChange[], direction);
  return direction === 'forward' ? [of(5), of(6)] : [of(6), of(5)];
}

/** The body through 4→6 (or 6→4) in one call, and through the two steps one at a time. */
function bothWays(changes: ReturnType<typeof change>[], body: unknown, from: 4 | 6 = 4) {
  const map = mapWith(changes);
  const text = JSON.stringify(body);
  const request = (t: ReturnType<typeof createTranslator>, b: string) =>
    t.response({ method: 'GET', path: '/things', body: b });
  const direct = request(createTranslator(map, from, 10 - from), text);
  const first = request(createTranslator(map, from, 5), text);
  const second = request(createTranslator(map, 5, 10 - from), first.body);
  return {
    direct,
    chained: {
      body: second.body,
      applied: [...first.applied, ...second.applied],
      lossy: [...first.lossy, ...second.lossy],
    },
  };
}

const allKinds = [
  renamed('v5.f.list', 5, '', 'records', 'data'),
  renamed('v5.f.name', 5, 'data[]', 'recordName', 'name'),
  change('v5.f.header', 5, {
    kind: 'value.renamed' as const,
    ...on,
    at: 'data[].answers[]',
    field: 'headerId',
    values: { A: 'ALPHA' },
  }),
  change('v6.f.users', 6, {
    kind: 'field.toMany' as const,
    ...on,
    at: 'data[]',
    from: 'userId',
    to: 'userIds',
  }),
  change('v6.f.added', 6, {
    kind: 'field.added' as const,
    ...on,
    at: 'data[]',
    field: 'colour',
    default: 'none',
  }),
  renamed('v6.f.answer', 6, 'data[].answers[]', 'value', 'answer'),
];
const allKindsBody = {
  records: [
    { recordName: 'a', userId: 1, answers: [{ headerId: 'A', value: 1 }, { headerId: 'B' }] },
    { recordName: 'b', userId: null, colour: 'red', answers: [] },
  ],
};

describe('fusePlans', () => {
  it('fuses two steps of every kind into one plan, forward and backward', () => {
    for (const direction of ['forward', 'backward'] as const) {
      const [first, second] = plans(allKinds, direction);
      expect(fusePlans(first, second)).not.toBe(UNFUSABLE);
    }
  });

  it('gives the body and applied changes of the two passes', () => {
    const { direct, chained } = bothWays(allKinds, allKindsBody);
    expect(direct.body).toBe(chained.body);
    expect(new Set(direct.applied)).toEqual(new Set(chained.applied));
    const back = bothWays(allKinds, JSON.parse(direct.body), 6);
    expect(back.direct.body).toBe(back.chained.body);
    expect(back.direct.lossy).toEqual(back.chained.lossy);
    expect(back.direct.lossy.map((l) => l.reason)).toEqual(['field-dropped', 'field-dropped']);
    expect(JSON.parse(direct.body).data[0]).toEqual({
      name: 'a',
      userIds: [1],
      answers: [{ headerId: 'ALPHA', answer: 1 }, { headerId: 'B' }],
      colour: 'none',
    });
  });

  const unfusable: [string, ReturnType<typeof change>[], unknown, (4 | 6)?][] = [
    [
      'a key renamed by both steps',
      [renamed('v5.u.a', 5, '', 'a', 'b'), renamed('v6.u.b', 6, '', 'b', 'c')],
      { a: 1, b: 2 },
    ],
    [
      'a field added by the first step and renamed by the second',
      [
        change('v5.u.add', 5, { kind: 'field.added' as const, ...on, field: 'x', default: 0 }),
        renamed('v6.u.x', 6, '', 'x', 'y'),
      ],
      { z: 1 },
    ],
    [
      'a field the second step renames onto a name the first step adds',
      [
        change('v5.u.add', 5, { kind: 'field.added' as const, ...on, field: 'x', default: 0 }),
        renamed('v6.u.w', 6, '', 'w', 'x'),
      ],
      { w: 1 },
    ],
    [
      'a loss under a parent the first step renamed',
      [
        renamed('v5.u.p', 5, '', 'parent', 'owner'),
        change('v6.u.drop', 6, { kind: 'field.removed' as const, ...on, at: 'owner', field: 'old' }),
      ],
      { parent: { old: 1, keep: 2 } },
    ],
    [
      'a loss on a member the first step renamed (6 → 4)',
      [
        change('v5.u.many', 5, { kind: 'field.toMany' as const, ...on, from: 'user', to: 'users' }),
        renamed('v6.u.members', 6, '', 'users', 'members'),
      ],
      { members: [1, 2] },
      6,
    ],
    [
      'a value changed by both steps',
      [
        change('v5.u.v1', 5, { kind: 'value.renamed' as const, ...on, field: 'h', values: { A: 'B' } }),
        change('v6.u.v2', 6, { kind: 'value.renamed' as const, ...on, field: 'h', values: { B: 'C' } }),
      ],
      { h: 'A' },
    ],
    [
      'an object in one step where the other expects a list',
      [renamed('v5.u.o', 5, 'x', 'a', 'b'), renamed('v6.u.l', 6, 'x[]', 'c', 'd')],
      { x: [{ c: 1 }] },
    ],
  ];

  for (const [name, changes, body, from = 4] of unfusable) {
    it(`leaves ${name} to two passes, with the same result`, () => {
      const [first, second] = plans(changes, from === 4 ? 'forward' : 'backward');
      expect(fusePlans(first, second)).toBe(UNFUSABLE);
      const { direct, chained } = bothWays(changes, body, from);
      expect(direct.body).toBe(chained.body);
      expect(new Set(direct.applied)).toEqual(new Set(chained.applied));
      expect(direct.lossy).toEqual(chained.lossy);
    });
  }
});
