import { changeSchema, type ChangeMap } from '@compliance-migrate/rename-map';
import { runCheck, type RunCheckOptions } from '../run/run-check.js';
import type { CheckReport, OperationResult } from '../run/report-types.js';
import type { Operation, Scenario } from '../scenario/schema.js';
import { proposal } from './proposal-change.js';
import type { Proposal } from './proposal.js';
import {
  COMMON_QUERY_NAMES,
  commonNamesFor,
  scenarioQueryValues,
  variantsOf,
  type ProbeValue,
} from './query-candidates.js';

/** Options of {@link probeQueryRenames}. */
export interface ProbeQueryOptions extends Pick<RunCheckOptions, 'env' | 'tokens' | 'signal'> {
  /** Query parameter names the newer version is known to take (its own scenarios' requests): tried first. */
  newerNames?: readonly string[];
}

/** One old parameter on one collection read: its probe values and the new names to try, most likely first. */
interface Suspect {
  op: Operation;
  endpoint: string;
  from: string;
  values: ProbeValue[];
  candidates: string[];
  /** Indexes of its probe operations (one per value) in the control run. */
  probes: number[];
}

/**
 * Proposes `query.renamed` entries and keeps only those read-only GET probes confirm. Each parameter the
 * scenario sends, and each field the step renamed (with a value seen), is sent alone to each collection read
 * of the scenario: where B's answer then differs from A's (B ignores the old name), new names are tried one
 * at a time — the step's field renames of that name, the names the newer version's own requests use, spellings
 * of the old name (`categoryId` → `category`), then common paging and search names (query-candidates.ts).
 * A name is confirmed when, with it, B's rows are A's for every probe value; the first confirmed is proposed.
 */
export async function probeQueryRenames(
  scenario: Scenario,
  report: CheckReport,
  accepted: readonly Proposal[],
  map: ChangeMap,
  options: ProbeQueryOptions = {},
): Promise<Proposal[]> {
  const since = report.targets.b.version;
  if (scenario.version !== report.targets.a.version) return [];
  const { newerNames = [], ...runOptions } = options;
  // Old names with a value to filter by: the step's renamed fields (a value seen), the scenario's parameters.
  const renamedTo = new Map<string, string[]>();
  const olds = new Map<string, ProbeValue>();
  for (const p of accepted) {
    const c = p.change;
    if (c.kind !== 'field.renamed' || c.since !== since || c.in !== 'response') continue;
    renamedTo.set(String(c.from), [...(renamedTo.get(String(c.from)) ?? []), String(c.to)]);
    const value = p.evidence.examples.find(
      (e): e is string | number => typeof e === 'number' || (typeof e === 'string' && e.length <= 40),
    );
    if (value !== undefined && !olds.has(String(c.from))) olds.set(String(c.from), value);
  }
  const sent = scenarioQueryValues(scenario);
  for (const [name, value] of sent) olds.set(name, value);
  // One suspect per endpoint and old name, from an operation that sends it if one does.
  const byKey = new Map<string, Suspect>();
  for (const op of scenario.operations) {
    if (op.method !== 'GET' || typeof op.query === 'string') continue;
    // A filter is tried on collection reads only (a path without parameters).
    const endpoint = report.operations.find((r) => r.name === op.name)?.b?.endpoint;
    if (!endpoint || endpoint.includes('{')) continue;
    for (const [from, seenValue] of olds) {
      const given = op.query?.[from];
      const key = `${endpoint}\t${from}`;
      if (byKey.has(key) && given === undefined) continue;
      const value = typeof given === 'string' || typeof given === 'number' ? given : seenValue;
      // A page size (a common paging name) is also tried at 1: one at or over the rows there are filters
      // nothing. A text search (a common search name) also with a longer text seen in the endpoint's answers:
      // a letter every row holds filters none.
      const values = [
        ...new Set([
          value,
          ...(PAGING.has(from) && isCount(value) ? [1] : []),
          ...(SEARCH.has(from) && isText(value) ? textsSeen(accepted, endpoint).slice(0, 1) : []),
        ]),
      ];
      const path = endpoint.split(' ')[1] ?? '';
      const candidates = [
        ...new Set([
          ...(renamedTo.get(from) ?? []),
          ...newerNames,
          ...variantsOf(from, path),
          ...commonNamesFor(value),
        ]),
      ].filter((n) => n !== from);
      byKey.set(key, { op, endpoint, from, values, candidates, probes: [] });
    }
  }
  const suspects = [...byKey.values()];
  if (suspects.length === 0) return [];
  const operations: Operation[] = [];
  const sentValue: ProbeValue[] = [];
  for (const s of suspects) {
    for (const value of s.values) {
      s.probes.push(operations.length);
      sentValue.push(value);
      // The parameter alone: another one the newer version renamed would make every probe differ.
      operations.push({
        ...s.op,
        name: `probe ${operations.length}: ${s.op.name} ?${s.from}=${String(value)}`,
        query: { [s.from]: value },
      });
    }
  }
  const probeScenario: Scenario = { ...scenario, operations };
  const withAccepted = extend(
    map,
    accepted.map((p) => p.change),
  );
  const control = await runCheck(probeScenario, { ...runOptions, map: withAccepted });
  const result = (run: CheckReport, i: number): OperationResult | undefined =>
    run.operations.find((o) => o.name === operations[i]!.name);
  // Only a parameter B ignores (its answer differs for some value) is looked for under a new name.
  const open = suspects
    .map((s) => ({ ...s, probes: s.probes.filter((i) => answered(result(control, i), true)) }))
    .filter((s) => s.probes.length > 0);
  const out: Proposal[] = [];
  // Round r tries each open suspect's r-th candidate; a suspect leaves once one is confirmed. Two old names
  // of one endpoint are probed by different operations, so their trial renames cannot meet.
  for (let round = 0; open.length > 0; round++) {
    const trying = open.filter((s) => round < s.candidates.length);
    if (trying.length === 0) break;
    const queryChanges = trying.map((s, i) => ({
      id: `v${since}.probe.round-${round}-candidate-${i}`,
      title: 'probe',
      kind: 'query.renamed',
      since,
      endpoint: s.endpoint,
      from: s.from,
      to: s.candidates[round]!,
    }));
    const trial = await runCheck(
      { ...probeScenario, operations: trying.flatMap((s) => s.probes.map((i) => operations[i]!)) },
      { ...runOptions, map: extend(withAccepted, queryChanges) },
    );
    for (const s of trying) {
      const confirmed = s.probes.every((i) => {
        const before = result(control, i);
        const after = result(trial, i);
        return answered(after, false) && filtered(before!, after);
      });
      if (!confirmed) continue;
      open.splice(open.indexOf(s), 1);
      const to = s.candidates[round]!;
      const examples = s.probes.map((i) => `${s.from}=${String(sentValue[i])}`);
      out.push(
        proposal(
          { kind: 'query.renamed', since, endpoint: s.endpoint, from: s.from, to },
          `query ${s.from} became ${to} (probed: B filters by ${to} as A by ${s.from}, and ignores ${s.from})`,
          { samples: s.probes.length, against: 0, operations: [s.op.name], examples },
          0.9,
        ),
      );
    }
  }
  return out;
}

const isCount = (v: ProbeValue): boolean =>
  (typeof v === 'number' && Number.isInteger(v) && v > 1) ||
  (typeof v === 'string' && /^\d+$/.test(v) && v !== '1');

const PAGING = new Set<string>(COMMON_QUERY_NAMES.count);
const SEARCH = new Set<string>(COMMON_QUERY_NAMES.text);

const isText = (v: ProbeValue): boolean =>
  typeof v === 'string' && commonNamesFor(v) === COMMON_QUERY_NAMES.text;

/** Words of texts the step's renamed fields held at an endpoint: values a text search can narrow by. */
function textsSeen(accepted: readonly Proposal[], endpoint: string): string[] {
  const out: string[] = [];
  for (const p of accepted) {
    if (p.change.endpoint !== endpoint) continue;
    for (const e of p.evidence.examples)
      if (typeof e === 'string' && /[A-Za-z]{3}/.test(e) && !/^\d{4}-\d{2}-\d{2}/.test(e))
        out.push(...e.split(/\s+/).filter((w) => /^[A-Za-z]{4,}$/.test(w)));
  }
  return [...new Set(out)].sort((x, y) => y.length - x.length);
}

/** A compared pair of successful answers (that differ, when `differing`). */
function answered(o: OperationResult | undefined, differing: boolean): o is OperationResult {
  return (
    o?.outcome === 'compared' &&
    (o.a?.status ?? 0) < 300 &&
    (o.b?.status ?? 0) < 300 &&
    (!differing || o.findings.length > 0)
  );
}

/** Findings that say two answers hold different sets of rows. */
const ROW_SET = new Set([
  'response.array-length',
  'response.item-added',
  'response.item-missing',
  'response.type-changed',
  'response.body-changed',
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
export function extend(map: ChangeMap, changes: readonly Record<string, unknown>[]): ChangeMap {
  return { ...map, changes: [...map.changes, ...changes.map((c) => changeSchema.parse(c))] };
}
