import { readFileSync } from 'node:fs';
import { startOrchard } from '@compliance-migrate/orchard-service';
import { startQuarry } from '@compliance-migrate/quarry-service';
import { startSandbox } from '@compliance-migrate/sandbox';
import { parse } from 'yaml';
import {
  changesFromTruth,
  exercised,
  inferFromRuns,
  scoreProposals,
  type InferRunsResult,
  type KindScore,
  type TruthDifference,
} from '../../src/index.js';
import { fixture, loopbackScenario, SANDBOX_SECRETS } from './sandbox.js';

/** Scores of one service: accepted proposals alone, and with those marked to confirm. */
export interface ServiceScore {
  service: string;
  accepted: KindScore[];
  withConfirm: KindScore[];
  result: InferRunsResult;
  /** The true changes it was scored against. */
  truth: Record<string, unknown>[];
}

/** The `all` row of a score table. */
export const total = (scores: readonly KindScore[]): KindScore => scores.find((s) => s.kind === 'all')!;

function score(service: string, result: InferRunsResult, truth: Record<string, unknown>[]): ServiceScore {
  const seen = exercised(result.reports);
  const of = (statuses: string[]) =>
    result.proposals.filter((p) => statuses.includes(p.status)).map((p) => p.change);
  return {
    service,
    accepted: scoreProposals(of(['accepted']), truth, seen),
    withConfirm: scoreProposals(of(['accepted', 'confirm']), truth, seen),
    result,
    truth,
  };
}

/**
 * Runs `map infer` on the sandbox (v4→v5 and v5→v6 scenarios, built-in map only) and scores it against the
 * sandbox's own overlay (fixtures/maps/sandbox.yaml: every difference the built-in map does not hold); with
 * `allowWrites`, write probes confirm or refute the request sides.
 */
export async function scoreSandbox(allowWrites = false): Promise<ServiceScore> {
  const sandbox = await startSandbox({ port: 0 });
  try {
    const env = { SANDBOX_URL: sandbox.url, ...SANDBOX_SECRETS };
    const result = await inferFromRuns(
      [
        { scenario: await loopbackScenario(fixture('scenarios/sandbox-v4-v5-bare.yaml'), env) },
        { scenario: await loopbackScenario(fixture('scenarios/sandbox-v5-v6-bare.yaml'), env) },
      ],
      { env, allowWrites },
    );
    const truth = (
      parse(readFileSync(fixture('maps/sandbox.yaml'), 'utf8')) as { changes: Record<string, unknown>[] }
    ).changes;
    return score('sandbox', result, truth);
  } finally {
    await sandbox.close();
  }
}

/**
 * Runs `map infer` on Orchard, the independent test service (fixtures/services/orchard), and scores it against
 * its truth.json (with `allowWrites`, write probes confirm or refute the request sides). Orchard takes the
 * sandbox identity provider's tokens.
 */
export async function scoreOrchard(allowWrites = false): Promise<ServiceScore> {
  const idp = await startSandbox({ port: 0 });
  const orchard = await startOrchard({ issuer: idp.issuer });
  try {
    const env = { SANDBOX_URL: idp.url, ORCHARD_URL: orchard.url, ...SANDBOX_SECRETS };
    const result = await inferFromRuns(
      [
        { scenario: await loopbackScenario(fixture('scenarios/orchard-v4-v5-bare.yaml'), env) },
        { scenario: await loopbackScenario(fixture('scenarios/orchard-v5-v6-bare.yaml'), env) },
      ],
      { env, allowWrites },
    );
    const truth = changesFromTruth(
      (
        JSON.parse(readFileSync(fixture('services/orchard/truth.json'), 'utf8')) as {
          differences: TruthDifference[];
        }
      ).differences,
    );
    return score('orchard', result, truth);
  } finally {
    await orchard.close();
    await idp.close();
  }
}

/**
 * Runs `map infer` on Quarry, the third independent test service (fixtures/services/quarry, written from the
 * spec alone after map infer was), and scores it against its truth.json. Quarry takes the sandbox identity
 * provider's tokens; its scenarios declare its one endpoint the spec does not list (endpoints.yaml).
 */
export async function scoreQuarry(allowWrites = false): Promise<ServiceScore> {
  const idp = await startSandbox({ port: 0 });
  const quarry = await startQuarry({ issuer: idp.issuer });
  try {
    const env = { SANDBOX_URL: idp.url, QUARRY_URL: quarry.url, ...SANDBOX_SECRETS };
    const result = await inferFromRuns(
      [
        { scenario: await loopbackScenario(fixture('scenarios/quarry-v4-v5-bare.yaml'), env) },
        { scenario: await loopbackScenario(fixture('scenarios/quarry-v5-v6-bare.yaml'), env) },
      ],
      { env, allowWrites },
    );
    const truth = changesFromTruth(
      (
        JSON.parse(readFileSync(fixture('services/quarry/truth.json'), 'utf8')) as {
          differences: TruthDifference[];
        }
      ).differences,
    );
    return score('quarry', result, truth);
  } finally {
    await quarry.close();
    await idp.close();
  }
}
