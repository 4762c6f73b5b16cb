import { readFileSync } from 'node:fs';
import type { Orchard } from '@compliance-migrate/orchard-service';
import type { Sandbox } from '@compliance-migrate/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changesFromTruth,
  exercised,
  inferFromRuns,
  loadScenario,
  renderScoreTable,
  scoreProposals,
  unitsOf,
  type InferRunsResult,
  type KindScore,
  type TruthDifference,
} from '../../src/index.js';
import { orchard, orchardEnv } from '../helpers/orchard.js';
import { fixture, sandbox } from '../helpers/sandbox.js';

const truth = changesFromTruth(
  (
    JSON.parse(readFileSync(fixture('services/orchard/truth.json'), 'utf8')) as {
      differences: TruthDifference[];
    }
  ).differences,
);

describe('map infer on Orchard (v4→v5 and v5→v6, built-in map only): precision and recall', () => {
  let idp: Sandbox;
  let service: Orchard;
  let result: InferRunsResult;
  let accepted: KindScore[];
  let withConfirm: KindScore[];
  beforeAll(async () => {
    idp = await sandbox();
    service = await orchard(idp);
    const env = orchardEnv(idp, service);
    result = await inferFromRuns(
      [
        { scenario: await loadScenario(fixture('scenarios/orchard-v4-v5-bare.yaml'), { env }) },
        { scenario: await loadScenario(fixture('scenarios/orchard-v5-v6-bare.yaml'), { env }) },
      ],
      { env },
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
    for (const p of result.proposals.filter((p) => p.status === 'low'))
      console.log('LOW', p.confidence, unitsOf(p.change).join(' '));
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    await idp?.close();
  });

  it('prints', () => {
    expect(accepted.length).toBeGreaterThan(0);
  });
});
