import { loadChangeMap, type ChangeMap } from '@compliance-migrate/rename-map';
import { runCheck, type RunCheckOptions } from '../run/run-check.js';
import type { CheckReport } from '../run/report-types.js';
import type { Scenario } from '../scenario/schema.js';
import { inferChanges } from './infer-changes.js';
import { probeQueryRenames } from './probe-queries.js';
import { linkQueryNames, scenarioQueryValues } from './query-candidates.js';
import { siblingQueryProposals } from './write-endpoints.js';
import { probeWrites, type WriteProbeOutcome } from './probe-writes.js';
import { DEFAULT_MIN_CONFIDENCE, type Proposal } from './proposal.js';
import { decideAnswers } from './write-answers.js';

/** A step to infer from: a scenario to run (and probe), or a saved report. */
export type InferRun = { scenario: Scenario } | { report: CheckReport };

/** Options of {@link inferFromRuns}. */
export interface InferRunsOptions extends Pick<RunCheckOptions, 'env' | 'tokens' | 'signal'> {
  /** Overlays in use besides each scenario's own. */
  overlays?: string[];
  minConfidence?: number;
  /** Confirm query renames with GET probes of the scenarios' targets (default true). */
  probe?: boolean;
  /**
   * Confirm or refute the request sides of create and update endpoints by writing to both targets, and infer
   * their answer sides from the answers of those writes (default false: they stay `confirm`). Point it at a
   * sandbox or staging tenant only.
   */
  allowWrites?: boolean;
  /** Told before each step that sends requests (`running scenario "x" (1/2)`), for a progress line. */
  onStage?: (stage: string) => void;
}

/** What {@link inferFromRuns} found, with the reports and the map the runs used. */
export interface InferRunsResult {
  proposals: Proposal[];
  reports: CheckReport[];
  map: ChangeMap;
  overlays: string[];
  /** With `allowWrites`: what the write probes decided and the writes they sent. */
  writeProbe?: WriteProbeOutcome;
  /** `options.signal` stopped the runs: no proposals (answers cut short would read as changes). */
  interrupted?: true;
}

/**
 * Runs each scenario (one adjacent step each), infers proposals from all the answers, then probes query
 * renames on the scenarios' targets: what `map infer` does.
 * @example await inferFromRuns([{ scenario: s45 }, { scenario: s56 }], { env: process.env })
 */
export async function inferFromRuns(
  runs: readonly InferRun[],
  options: InferRunsOptions = {},
): Promise<InferRunsResult> {
  const user = options.overlays ?? [];
  const done: { report: CheckReport; scenario?: Scenario; map: ChangeMap }[] = [];
  const stage = options.onStage ?? (() => undefined);
  const live = runs.filter((r) => 'scenario' in r).length;
  for (const run of runs) {
    if ('scenario' in run) {
      stage(`running scenario "${run.scenario.name}" (${done.filter((d) => d.scenario).length + 1}/${live})`);
      const map = await loadChangeMap([...run.scenario.options.overlays, ...user]);
      const report = await runCheck(run.scenario, { ...pick(options), map });
      if (options.signal?.aborted) return stopped(done, user);
      done.push({ report, scenario: run.scenario, map });
    } else {
      done.push({ report: run.report, map: await loadChangeMap(user) });
    }
  }
  const overlays = [
    ...new Set([...runs.flatMap((r) => ('scenario' in r ? r.scenario.options.overlays : [])), ...user]),
  ];
  const map = await loadChangeMap(overlays);
  const reports = done.map((d) => d.report);
  const proposals = inferChanges(reports, {
    map,
    ...(options.minConfidence === undefined ? {} : { minConfidence: options.minConfidence }),
  });
  if (options.probe !== false) {
    const accepted = proposals.filter((p) => p.status === 'accepted');
    const confirmed: Proposal[] = [];
    for (const run of done) {
      if (!run.scenario) continue;
      // The parameters the newer version takes: as its own scenarios (written in it) send them, and as the
      // links of its answers name them.
      const version = run.report.targets.b.version;
      const newer = [
        ...done.flatMap((d) =>
          d.scenario?.version === version ? [...scenarioQueryValues(d.scenario).keys()] : [],
        ),
        ...linkQueryNames(reports, version),
      ];
      stage(`probing query renames on the targets of "${run.scenario.name}"`);
      confirmed.push(
        ...(await probeQueryRenames(run.scenario, run.report, accepted, run.map, {
          ...pick(options),
          newerNames: newer,
        })),
      );
    }
    const probed = new Set(
      done.flatMap(({ report, scenario }) =>
        scenario
          ? report.operations
              .filter((o) => o.method === 'GET' && o.b?.endpoint && !o.b.endpoint.includes('{'))
              .map((o) => `${report.targets.b.version}|${o.b!.endpoint!}`)
          : [],
      ),
    );
    if (options.signal?.aborted) return stopped(done, user);
    proposals.push(...confirmed, ...siblingQueryProposals(confirmed, map, probed));
  }
  if (options.allowWrites !== true) return { proposals, reports, map, overlays };
  const probed = done.flatMap((d) => (d.scenario ? [{ scenario: d.scenario, report: d.report }] : []));
  stage('probing create and update endpoints by writing to both targets');
  const writeProbe = await probeWrites(probed, proposals, map, pick(options));
  if (options.signal?.aborted) return { ...(await stopped(done, user)), writeProbe };
  const refuted = new Set(writeProbe.refuted.map((r) => r.proposal));
  const confirmed = new Set(writeProbe.confirmed);
  // The base writes' answers are traffic too: their answer sides are inferred as the reads' are.
  const answers = decideAnswers(
    writeProbe.answers,
    reports,
    map,
    proposals.filter((p) => !refuted.has(p)),
    options.minConfidence ?? DEFAULT_MIN_CONFIDENCE,
  );
  writeProbe.confirmed.push(...answers.confirmed);
  writeProbe.refuted.push(...answers.refuted);
  writeProbe.answerSides.push(...answers.accepted);
  const replaced = new Set([...answers.confirmed, ...answers.refuted.map((r) => r.proposal)]);
  const kept = proposals
    .filter((p) => !refuted.has(p) && !replaced.has(p))
    .map((p) => (confirmed.has(p) ? { ...p, status: 'accepted' as const } : p));
  kept.push(...answers.accepted);
  kept.sort((x, y) => String(x.change.id).localeCompare(String(y.change.id)));
  return { proposals: kept, reports, map, overlays, writeProbe };
}

const pick = (o: InferRunsOptions): Pick<RunCheckOptions, 'env' | 'tokens' | 'signal'> => ({
  ...(o.env ? { env: o.env } : {}),
  ...(o.tokens ? { tokens: o.tokens } : {}),
  ...(o.signal ? { signal: o.signal } : {}),
});

/** The result of runs a signal stopped: the reports made so far and no proposals. */
async function stopped(
  done: readonly { report: CheckReport; scenario?: Scenario }[],
  user: string[],
): Promise<InferRunsResult> {
  const overlays = [...new Set([...done.flatMap((d) => d.scenario?.options.overlays ?? []), ...user])];
  return {
    proposals: [],
    reports: done.map((d) => d.report),
    map: await loadChangeMap(overlays),
    overlays,
    interrupted: true,
  };
}
