import { readFileSync } from 'node:fs';
import type { Sandbox } from '@compliance-migrate/sandbox';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exercised,
  inferFromRuns,
  renderScoreTable,
  scoreProposals,
  type InferRunsResult,
  type KindScore,
  unitsOf,
} from '../../src/index.js';
import { fixture, sandbox, sandboxEnv, sandboxScenario } from '../helpers/sandbox.js';

// The ground truth: the sandbox's own overlay (the built-in map the runs use holds the endpoint changes).
const truth = (
  parse(readFileSync(fixture('maps/sandbox.yaml'), 'utf8')) as { changes: Record<string, unknown>[] }
).changes;

describe('map infer on the sandbox (v4→v5 and v5→v6, built-in map only): precision and recall', () => {
  let s: Sandbox;
  let result: InferRunsResult;
  let accepted: KindScore[];
  let withConfirm: KindScore[];
  beforeAll(async () => {
    s = await sandbox();
    result = await inferFromRuns(
      [
        { scenario: await sandboxScenario(s, 'sandbox-v4-v5-bare.yaml') },
        { scenario: await sandboxScenario(s, 'sandbox-v5-v6-bare.yaml') },
      ],
      { env: sandboxEnv(s) },
    );
    const seen = exercised(result.reports);
    const of = (statuses: string[]) =>
      result.proposals.filter((p) => statuses.includes(p.status)).map((p) => p.change);
    accepted = scoreProposals(of(['accepted']), truth, seen);
    withConfirm = scoreProposals(of(['accepted', 'confirm']), truth, seen);
    console.log(renderScoreTable(accepted));
    console.log(renderScoreTable(withConfirm));
    for (const k of [...accepted, ...withConfirm]) if (k.kind === 'all') console.log(k.wrong.join('\n'));
    const got = new Set(of(['accepted']).flatMap(unitsOf));
    console.log(
      'MISSED',
      truth
        .flatMap(unitsOf)
        .filter(
          (u) => !got.has(u) && seen.has(u.split('|').slice(1, 3).join('|')) && !u.includes('|request|'),
        )
        .join('\n'),
    );
  }, 120_000);
  afterAll(() => s.close());

  it('prints', () => {
    expect(accepted.length).toBeGreaterThan(0);
  });
});
