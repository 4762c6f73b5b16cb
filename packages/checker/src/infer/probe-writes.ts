import { createTranslator, type ChangeMap } from '@compliance-migrate/rename-map';
import type { RunCheckOptions } from '../run/run-check.js';
import type { CheckReport } from '../run/report-types.js';
import type { Scenario } from '../scenario/schema.js';
import { EndpointProbe } from './endpoint-probe.js';
import { knownEndpoints } from './known-endpoints.js';
import { probeClient } from './probe-client.js';
import { extend } from './probe-queries.js';
import type { Proposal } from './proposal.js';
import { RowSource } from './row-source.js';

/** A proposal the write probes refuted, and why. */
export interface RefutedProposal {
  proposal: Proposal;
  reason: string;
}

/** What {@link probeWrites} decided, and the writes it sent (a person must see that data was written). */
export interface WriteProbeOutcome {
  confirmed: Proposal[];
  refuted: RefutedProposal[];
  /** `METHOD url` → how many were sent. */
  writes: Map<string, number>;
  /** The base writes' answers, per endpoint probed: what `map infer` reads the answer sides from. */
  answers: WriteAnswers[];
  /** Answer-side proposals accepted from {@link answers} (set by `inferFromRuns`; some replace entries to confirm). */
  answerSides: Proposal[];
}

/**
 * The answers of one write endpoint's base write, sent twice to each side with the same record: the older
 * version's in its names, the newer one's as it answered (a value differing between a side's two is noise).
 */
export interface WriteAnswers {
  /** The newer version (the step). */
  since: number;
  /** The endpoint in the newer version's names (`POST /things`). */
  endpoint: string;
  a: SentWrite;
  b: SentWrite;
}

/** A write as sent to one side, and its two answers' bodies. */
export interface SentWrite {
  method: string;
  path: string;
  answers: [unknown, unknown];
  /**
   * The id of the record each answer is of (the record an update was sent to, the one a create made): it differs
   * between the sides by construction, not by a change.
   */
  ids: [string | undefined, string | undefined];
}

/** A step's run: its scenario (written in A's version) and its report. */
export interface ProbedRun {
  scenario: Scenario;
  report: CheckReport;
}

/**
 * Confirms or refutes the request-side proposals marked `confirm` on create (POST) and update (PUT) endpoints by
 * writing to both targets: a body built from a record the older version's reads show (without its ids) is sent
 * to A in A's names and, translated with the proposals, to B; then each proposed field is changed (or left out)
 * alone on both sides. A proposal is confirmed when both versions' answers follow the change (or reject it), and
 * refuted when the older version ignores the field (the server sets it), the newer one ignores the proposed name
 * (or takes the old value spelling as well), or the endpoint does not exist (404/405). Updates are sent only to
 * records the probe created. Proposals it cannot build a body for stay `confirm`. The base writes' answers are
 * returned (`answers`) for the answer sides (`decideAnswers`, write-answers.ts); an update no body is taken by
 * (an action) is sent without one for them.
 */
export async function probeWrites(
  runs: readonly ProbedRun[],
  proposals: readonly Proposal[],
  map: ChangeMap,
  options: Pick<RunCheckOptions, 'env' | 'tokens' | 'signal'> = {},
): Promise<WriteProbeOutcome> {
  const outcome: WriteProbeOutcome = {
    confirmed: [],
    refuted: [],
    writes: new Map(),
    answers: [],
    answerSides: [],
  };
  const accepted = proposals.filter((p) => p.status === 'accepted').map((p) => p.change);
  for (const { scenario, report } of runs) {
    if (options.signal?.aborted) break;
    const older = report.targets.a.version;
    const newer = report.targets.b.version;
    if (scenario.version !== older) continue;
    const groups = new Map<string, Proposal[]>();
    for (const p of proposals) {
      const e = String(p.change.endpoint);
      if (p.status !== 'confirm' || Number(p.change.since) !== newer) continue;
      if (!/^(POST|PUT) /.test(e)) continue;
      groups.set(e, [...(groups.get(e) ?? []), p]);
    }
    if (groups.size === 0) continue;
    const client = await probeClient(scenario, options);
    try {
      const base = extend(map, accepted);
      const rows = new RowSource(client, report);
      // Every proposed request rename of the step at once: an update's record is created with its create's.
      const withProposed = extend(
        base,
        [...groups.values()]
          .flat()
          .filter((p) => p.change.in === 'request')
          .map((p) => p.change),
      );
      const forward = createTranslator(withProposed, older, newer);
      const back = createTranslator(withProposed, newer, older);
      for (const [endpoint, group] of groups) {
        const probe = new EndpointProbe(client, forward, back, endpoint, knownEndpoints(map), rows);
        const decided = await probe.run(group);
        outcome.confirmed.push(...decided.confirmed);
        outcome.refuted.push(...decided.refuted);
        if (decided.answers) outcome.answers.push({ since: newer, endpoint, ...decided.answers });
      }
    } finally {
      for (const [k, n] of client.writes) outcome.writes.set(k, (outcome.writes.get(k) ?? 0) + n);
      await client.close();
    }
  }
  return outcome;
}
