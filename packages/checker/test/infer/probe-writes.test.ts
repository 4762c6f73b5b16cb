import { readFileSync } from 'node:fs';
import type { Orchard } from '@compliance-migrate/orchard-service';
import type { Sandbox } from '@compliance-migrate/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changesFromTruth,
  exercised,
  inferFromRuns,
  scoreProposals,
  type InferRunsResult,
  type TruthDifference,
} from '../../src/index.js';
import { countMethods, type MethodCounter } from '../helpers/method-counter.js';
import { orchard } from '../helpers/orchard.js';
import { fixture, loopbackScenario, sandbox, SANDBOX_SECRETS } from '../helpers/sandbox.js';
import { total } from '../helpers/score-infer.js';

const truth = changesFromTruth(
  (
    JSON.parse(readFileSync(fixture('services/orchard/truth.json'), 'utf8')) as {
      differences: TruthDifference[];
    }
  ).differences,
);

/** `endpoint from→to (side)` of the proposals of a status. */
const names = (result: InferRunsResult, status: string): string[] =>
  result.proposals
    .filter((p) => p.status === status)
    .map(
      (p) =>
        `${String(p.change.endpoint)} ${String(p.change.from ?? p.change.field)}→${String(p.change.to ?? '')} (${String(p.change.in)})`,
    );

describe('map infer --allow-writes: write probes on Orchard (counted at the server)', () => {
  let idp: Sandbox;
  let service: Orchard;
  let counter: MethodCounter;
  const run = async (allowWrites: boolean): Promise<InferRunsResult> => {
    const env = { SANDBOX_URL: idp.url, ORCHARD_URL: counter.url, ...SANDBOX_SECRETS };
    return inferFromRuns(
      [
        { scenario: await loopbackScenario(fixture('scenarios/orchard-v4-v5-bare.yaml'), env) },
        { scenario: await loopbackScenario(fixture('scenarios/orchard-v5-v6-bare.yaml'), env) },
      ],
      { env, allowWrites },
    );
  };
  beforeAll(async () => {
    idp = await sandbox();
    service = await orchard(idp);
    counter = await countMethods(service.url);
  });
  afterAll(async () => {
    await counter.close();
    await service.close();
    await idp.close();
  });

  it('writes nothing without the flag and leaves the request sides to confirm', async () => {
    const result = await run(false);
    expect(counter.counts.get('GET')).toBeGreaterThan(0);
    expect(counter.writes(), JSON.stringify([...counter.counts])).toBe(0);
    expect(result.writeProbe).toBeUndefined();
    expect(names(result, 'confirm')).toContain('POST /profiles/scheduled legacyFlag→isLegacy (request)');
  }, 120_000);

  it('with the flag, confirms the right request-side proposals, drops the wrong ones, and says what it wrote', async () => {
    counter.counts.clear();
    const result = await run(true);
    const probe = result.writeProbe!;
    const sent = [...probe.writes.values()].reduce((x, y) => x + y, 0);
    // Every write the server saw is in the report, and only POSTs and PUTs were sent.
    expect(sent).toBeGreaterThan(0);
    expect(counter.writes()).toBe(sent);
    expect([...counter.counts.keys()].sort()).toEqual(['GET', 'POST', 'PUT']);
    const seen = exercised(result.reports);
    const accepted = scoreProposals(
      result.proposals.filter((p) => p.status === 'accepted').map((p) => p.change),
      truth,
      seen,
    );
    expect(total(accepted).wrong).toEqual([]);
    const live = names(result, 'accepted');
    // Right: confirmed by the probes (now accepted).
    for (const right of [
      'POST /categories recordName→categoryName (request)',
      'POST /profiles/scheduled setup→settings (request)',
      'PUT /categories/{id} recordCode→categoryCode (request)',
      'PUT /profiles/{id}/detail profileTitle→title (request)',
      'POST /notificationProfiles recipientUserId→recipientUserIds (request)',
    ])
      expect(live).toContain(right);
    // Answer sides, from the base writes' answers: a create's renamed answer field is accepted with the write
    // probe as its evidence (it was to confirm without the flag).
    const answerSide = result.proposals.find(
      (p) =>
        p.change.endpoint === 'POST /categories' &&
        p.change.in === 'response' &&
        p.change.from === 'recordName',
    );
    expect(answerSide?.status).toBe('accepted');
    expect(answerSide?.evidence.operations).toContain('write probe POST /categories');
    expect(probe.answers.map((a) => a.endpoint)).toContain('POST /categories');
    // Wrong: a field the create sets itself, a nested object the detail update does not take, endpoints
    // Orchard does not serve. None is left, live or to confirm.
    const all = result.proposals.map((p) => `${String(p.change.id)}`);
    for (const refuted of [
      'v5.inferred.post-profiles-scheduled.field-renamed.legacy-flag-to-is-legacy.request',
      'v5.inferred.post-profiles-scheduled.field-renamed.profile-kind-to-kind.request',
      'v5.inferred.post-categories.field-renamed.is-archived-to-archived.request',
      'v5.inferred.put-profiles-by-param-detail.field-renamed.setup-to-settings.request',
      'v5.inferred.put-categories-by-param-archive.field-renamed.record-name-to-category-name.request',
      'v5.inferred.put-categories-by-param-restore.field-renamed.record-name-to-category-name',
    ]) {
      expect(all).not.toContain(refuted);
      expect(probe.refuted.map((r) => String(r.proposal.change.id))).toContain(refuted);
    }
    // Every request-side entry left is right: with the probes, the ones to confirm hold no wrong request side.
    const withConfirm = scoreProposals(
      result.proposals.filter((p) => p.status !== 'low').map((p) => p.change),
      truth,
      seen,
    );
    expect(total(withConfirm).wrong.filter((u) => u.includes('|request|'))).toEqual([]);
  }, 180_000);
});
