import type { CheckReport } from '../run/report-types.js';

/** Precision and recall of one kind of change (or `all`). */
export interface KindScore {
  kind: string;
  /** Changes (one per endpoint, side and name) the truth holds, and how many of them the traffic shows. */
  truth: number;
  shown: number;
  /** Proposals, right ones, and the right ones among the shown changes. */
  proposed: number;
  correct: number;
  correctShown: number;
  /** Proposals the truth does not hold. */
  wrong: string[];
}

/**
 * One comparable unit per endpoint, side and name of a change (`value.renamed` one per value pair, `in: both`
 * one per side), keyed `kind|since|endpoint|side|at|names`; kinds map infer does not propose give none.
 */
export function unitsOf(change: Record<string, unknown>): string[] {
  const endpoints = [change.endpoint].flat().map(String);
  const sides = change.in === 'both' ? ['response', 'request'] : [String(change.in ?? 'query')];
  const at = String(change.at ?? '');
  let names: string[];
  switch (change.kind) {
    case 'field.renamed':
    case 'field.toMany':
    case 'query.renamed':
      names = [`${String(change.from)}→${String(change.to)}`];
      break;
    case 'value.renamed':
      names = Object.entries(change.values as Record<string, string>).map(
        ([o, n]) => `${String(change.field)}:${o}→${n}`,
      );
      break;
    case 'field.added':
      names = [String(change.field)];
      break;
    case 'field.removed':
      names = [
        String(change.field) + (change.restore === undefined ? '' : `=${JSON.stringify(change.restore)}`),
      ];
      break;
    default:
      return [];
  }
  return endpoints.flatMap((e) =>
    sides.flatMap((side) =>
      names.map((n) => `${String(change.kind)}|${String(change.since)}|${e}|${side}|${at}|${n}`),
    ),
  );
}

/** `since|endpoint` of every endpoint a set of reports answered (in B's names), for "shown by the traffic". */
export function exercised(reports: readonly CheckReport[]): Set<string> {
  const out = new Set<string>();
  for (const r of reports) {
    for (const op of r.operations) {
      if (op.outcome === 'compared' && op.b?.endpoint) out.add(`${r.targets.b.version}|${op.b.endpoint}`);
    }
  }
  return out;
}

/** Whether the traffic shows a unit: its endpoint was answered, and it is on the answer or the query. */
const isShown = (unit: string, seen: Set<string>): boolean => {
  const [, since, endpoint, side] = unit.split('|');
  const method = endpoint!.split(' ')[0];
  return (
    side !== 'request' && (side === 'query' ? method === 'GET' : true) && seen.has(`${since}|${endpoint}`)
  );
};

/**
 * Scores proposed changes against the true ones, per kind (`field.renamed (request)` apart from its answer
 * side) and over all: a proposal is right when every unit of it is a unit of the truth.
 * @example scoreProposals(accepted.map((p) => p.change), truth, exercised(reports))
 */
export function scoreProposals(
  proposed: readonly Record<string, unknown>[],
  truth: readonly Record<string, unknown>[],
  seen: Set<string>,
): KindScore[] {
  const label = (unit: string): string => {
    const [kind, , , side] = unit.split('|');
    return side === 'request' ? `${kind} (request)` : kind!;
  };
  const truthUnits = new Set(truth.flatMap(unitsOf));
  const proposedUnits = new Set(proposed.flatMap(unitsOf));
  const scores = new Map<string, KindScore>();
  const score = (kind: string): KindScore => {
    let s = scores.get(kind);
    if (!s) {
      s = { kind, truth: 0, shown: 0, proposed: 0, correct: 0, correctShown: 0, wrong: [] };
      scores.set(kind, s);
    }
    return s;
  };
  for (const unit of truthUnits) {
    for (const s of [score(label(unit)), score('all')]) {
      s.truth++;
      if (isShown(unit, seen)) s.shown++;
    }
  }
  for (const unit of proposedUnits) {
    for (const s of [score(label(unit)), score('all')]) {
      s.proposed++;
      if (truthUnits.has(unit)) {
        s.correct++;
        if (isShown(unit, seen)) s.correctShown++;
      } else s.wrong.push(unit);
    }
  }
  return [...scores.values()].sort((x, y) =>
    x.kind === 'all' ? 1 : y.kind === 'all' ? -1 : x.kind.localeCompare(y.kind),
  );
}

/** The scores as a Markdown table: precision, recall of the shown changes, recall of all. */
export function renderScoreTable(scores: readonly KindScore[]): string {
  const pct = (n: number, d: number): string => (d === 0 ? '–' : `${Math.round((100 * n) / d)}%`);
  const lines = [
    '| kind | true changes | shown by the traffic | proposed | right | precision | recall (shown) | recall (all) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const s of scores) {
    lines.push(
      `| ${s.kind} | ${s.truth} | ${s.shown} | ${s.proposed} | ${s.correct} | ${s.proposed ? (s.correct / s.proposed).toFixed(2) : '–'} | ${pct(s.correctShown, s.shown)} | ${pct(s.correct, s.truth)} |`,
    );
  }
  return lines.join('\n');
}

/** One difference of a test service's `truth.json` (fixtures/services/<name>/truth.json). */
export interface TruthDifference {
  kind: string;
  /** `4→5` or `5→6`. */
  step: string;
  endpoint: string;
  /** JSON path in the newer version's names (`$.data[*].x`), or `query`. */
  path?: string;
  /** Old and new name, or value (a value may be a number: a code that became a word). */
  from?: string | number;
  to?: string | number;
  constant?: unknown;
  body?: string;
}

/**
 * A `truth.json`'s differences as overlay-like changes for {@link scoreProposals}: endpoint renames, fields
 * moved into another object, and differences of bodies other than JSON and spreadsheets (CSV) left out, as map
 * infer proposes none of them. A
 * spreadsheet header's difference is a change of the fields of the answer's rows (`at: '[]'`), as an overlay
 * names it.
 */
export function changesFromTruth(differences: readonly TruthDifference[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const d of differences) {
    if (
      (d.body !== undefined && d.body !== 'xlsx header') ||
      d.kind === 'endpoint rename' ||
      d.kind.endsWith('field moved')
    )
      continue;
    const since = Number(d.step.slice(-1));
    const request = d.kind.startsWith('request-side');
    const kind = d.kind.replace(/^request-side /, '');
    const base = { since, endpoint: d.endpoint, in: request ? 'request' : 'response' };
    if (kind === 'query rename') {
      out.push({ kind: 'query.renamed', since, endpoint: d.endpoint, from: d.from, to: d.to });
      continue;
    }
    const path = (d.path ?? '$').replace(/^\$\.?/, '$.');
    const m = /^\$\.?(.*?)\.?([^.[\]]+)$/.exec(path.replace(/\[\*\]/g, '[]'));
    const parent = m?.[1] ?? '';
    const key = m?.[2] ?? '';
    switch (kind) {
      case 'field rename':
      case 'container rename':
      case 'rename':
        out.push({ ...base, kind: 'field.renamed', at: parent, from: d.from, to: d.to });
        break;
      case 'to-many':
        out.push({ ...base, kind: 'field.toMany', at: parent, from: d.from, to: d.to });
        break;
      case 'value rename':
        out.push({ ...base, kind: 'value.renamed', at: parent, field: key, values: { [d.from!]: d.to } });
        break;
      case 'field added':
        out.push({ ...base, kind: 'field.added', at: parent, field: key });
        break;
      case 'field removed':
        out.push({
          ...base,
          kind: 'field.removed',
          at: parent,
          field: key,
          ...(d.constant === undefined ? {} : { restore: d.constant }),
        });
        break;
      default:
        throw new Error(`truth.json: unknown kind of difference "${d.kind}"`);
    }
  }
  return out;
}
