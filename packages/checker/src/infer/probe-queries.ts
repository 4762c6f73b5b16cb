import { changeSchema, type ChangeMap } from '@compliance-migrate/rename-map';
import { runCheck, type RunCheckOptions } from '../run/run-check.js';
import type { CheckReport, OperationResult } from '../run/report-types.js';
import type { Operation, Scenario } from '../scenario/schema.js';
import { proposal } from './proposal-change.js';
import type { Proposal } from './proposal.js';

interface Candidate {
  op: Operation;
  endpoint: string;
  from: string;
  to: string;
  value: string | number;
}

/**
 * Proposes `query.renamed` entries from the step's field renames and keeps only those read-only probes
 * confirm: for each GET operation of the scenario and each renamed field, the operation is sent filtered by
 * the old name alone (with a value seen in the answers) twice — once without the candidate (B must answer
 * differently: it ignores the old name) and once with it (B's rows must be A's, with fewer differences).
 */
export async function probeQueryRenames(
  scenario: Scenario,
  report: CheckReport,
  accepted: readonly Proposal[],
  map: ChangeMap,
  options: Pick<RunCheckOptions, 'env' | 'tokens'> = {},
): Promise<Proposal[]> {
  const since = report.targets.b.version;
  if (scenario.version !== report.targets.a.version) return [];
  // The step's renamed fields with a value seen (a filter value).
  const renames = new Map<string, { from: string; to: string; value: string | number }>();
  for (const p of accepted) {
    const c = p.change;
    if (c.kind !== 'field.renamed' || c.since !== since || c.in !== 'response') continue;
    const value = p.evidence.examples.find(
      (e): e is string | number => typeof e === 'number' || (typeof e === 'string' && e.length <= 40),
    );
    const key = `${String(c.from)}\t${String(c.to)}`;
    if (value !== undefined && !renames.has(key))
      renames.set(key, { from: String(c.from), to: String(c.to), value });
  }
  // One probe per endpoint and candidate (two readings of one parameter are tried in different trials).
  const candidates = new Map<string, Candidate>();
  for (const op of scenario.operations) {
    if (op.method !== 'GET' || typeof op.query === 'string') continue;
    // A filter is tried on collection reads only (a path without parameters).
    const endpoint = report.operations.find((r) => r.name === op.name)?.b?.endpoint;
    if (!endpoint || endpoint.includes('{')) continue;
    for (const { from, to, value: seenValue } of renames.values()) {
      const given = op.query?.[from];
      const value = typeof given === 'string' || typeof given === 'number' ? given : seenValue;
      const key = `${endpoint}\t${from}\t${to}`;
      if (!candidates.has(key) || given !== undefined) candidates.set(key, { op, endpoint, from, to, value });
    }
  }
  const probes = [...candidates.values()];
  if (probes.length === 0) return [];
  const operations = probes.map((c, i) => ({
    ...c.op,
    name: `probe ${i}: ${c.op.name} ?${c.from}=${c.value}`,
    // The candidate alone: another parameter the newer version renamed would make every probe differ.
    query: { [c.from]: c.value },
  }));
  const probeScenario: Scenario = { ...scenario, operations };
  const withAccepted = extend(
    map,
    accepted.map((p) => p.change),
  );
  const control = await runCheck(probeScenario, { ...options, map: withAccepted });
  // Each trial renames one candidate per endpoint, so another parameter of the operation (renamed by a
  // candidate of its own) cannot make a wrong one pass.
  const rounds: number[][] = [];
  const perEndpoint = new Map<string, number>();
  const differing = (i: number): boolean =>
    (control.operations.find((o) => o.name === operations[i]!.name)?.findings.length ?? 0) > 0;
  probes.forEach((c, i) => {
    if (!differing(i)) return; // B already answers as A: nothing to confirm, no trial
    const round = perEndpoint.get(c.endpoint) ?? 0;
    perEndpoint.set(c.endpoint, round + 1);
    (rounds[round] ??= []).push(i);
  });
  const after = new Map<number, OperationResult | undefined>();
  for (const [r, members] of rounds.entries()) {
    const queryChanges = members.map((i) => ({
      id: `v${since}.probe.round-${r}-candidate-${i}`,
      title: 'probe',
      kind: 'query.renamed',
      since,
      endpoint: probes[i]!.endpoint,
      from: probes[i]!.from,
      to: probes[i]!.to,
    }));
    const trial = await runCheck(
      { ...probeScenario, operations: members.map((i) => operations[i]!) },
      { ...options, map: extend(withAccepted, queryChanges) },
    );
    for (const i of members)
      after.set(
        i,
        trial.operations.find((o) => o.name === operations[i]!.name),
      );
  }
  const out = new Map<string, Proposal>();
  probes.forEach((c, i) => {
    const before = control.operations.find((o) => o.name === operations[i]!.name);
    const trial = after.get(i);
    const ok = (o: OperationResult | undefined): o is OperationResult =>
      o?.outcome === 'compared' && (o.a?.status ?? 0) < 300 && (o.b?.status ?? 0) < 300;
    if (!ok(before) || !ok(trial) || !filtered(before, trial)) return;
    const key = `${c.endpoint}\t${c.from}`;
    const existing = out.get(key);
    if (existing) {
      existing.evidence.samples++;
      existing.evidence.operations.push(c.op.name);
      return;
    }
    out.set(
      key,
      proposal(
        { kind: 'query.renamed', since, endpoint: c.endpoint, from: c.from, to: c.to },
        `query ${c.from} became ${c.to} (probed: B filters by ${c.to} as A by ${c.from}, and ignores ${c.from})`,
        { samples: 1, against: 0, operations: [c.op.name], examples: [`${c.from}=${c.value}`] },
        0.9,
      ),
    );
  });
  return [...out.values()];
}

/** Findings that say two answers hold different sets of rows. */
const ROW_SET = new Set([
  'response.array-length',
  'response.item-added',
  'response.item-missing',
  'response.type-changed',
]);

/**
 * Whether renaming the parameter made B filter as A does: without it B's answer differed, with it B's rows
 * are A's (other differences the map does not explain yet, such as an unseen value, may remain) and fewer
 * things differ.
 */
function filtered(control: OperationResult, trial: OperationResult): boolean {
  const rowsDiffer = (o: OperationResult): boolean => o.findings.some((f) => ROW_SET.has(f.kind));
  return !rowsDiffer(trial) && trial.findings.length < control.findings.length;
}

/** The map with more changes (parsed, not conflict-checked: a probe's map lives only for the probe). */
function extend(map: ChangeMap, changes: readonly Record<string, unknown>[]): ChangeMap {
  return { ...map, changes: [...map.changes, ...changes.map((c) => changeSchema.parse(c))] };
}
