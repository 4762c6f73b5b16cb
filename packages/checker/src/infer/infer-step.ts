import type { Since } from '@compliance-migrate/rename-map/versions';
import { canonical } from '../compare/diff-json.js';
import { joinBodyPath } from './body-paths.js';
import { addRows, diffInside, type Location } from './evidence-rows.js';
import { bestKind, pairStats, type PairStat } from './pair-stats.js';
import { confidenceOf, type Proposal } from './proposal.js';
import { proposal } from './proposal-change.js';
import { valueProposals } from './value-renames.js';

/** Least share of the rows holding both fields in which a pair must match. */
const MIN_RATIO = 0.9;
/** Deepest container nesting followed. */
const MAX_DEPTH = 8;

/**
 * Proposes the changes of one adjacent step (`since`, the newer version) from the rows where the older and
 * the newer answers differ: renames at any depth (containers matched by the values of their subtrees, then
 * their insides), to-many changes, value renames, added and removed fields. Confidence is not yet thresholded.
 */
export function inferStep(since: Since, initial: Map<string, Location>): Proposal[] {
  // A first pass learns how often each name pair holds anywhere (inside containers too); the second decides.
  const support = new Map<string, number>();
  passOver(since, initial, support, new Map());
  return unionValues(passOver(since, initial, new Map(), support));
}

/**
 * One resource's field renames its values the same way on every endpoint: where the mappings seen for a field
 * of a resource (first path segment) agree, each endpoint gets their union (a value one answer lacked).
 */
function unionValues(proposals: Proposal[]): Proposal[] {
  const groups = new Map<string, Proposal[]>();
  for (const p of proposals) {
    if (p.change.kind !== 'value.renamed') continue;
    const resource = String(p.change.endpoint).split(' ')[1]?.split('/')[1];
    const key = `${resource}\t${String(p.change.field)}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  for (const group of groups.values()) {
    const union = new Map<string, string>();
    let agree = true;
    for (const p of group) {
      for (const [o, n] of Object.entries(p.change.values as Record<string, string>)) {
        if (union.has(o) && union.get(o) !== n) agree = false;
        union.set(o, n);
      }
    }
    if (!agree || new Set(union.values()).size !== union.size) continue;
    for (const p of group) p.change.values = Object.fromEntries(union);
  }
  return proposals;
}

function passOver(
  since: Since,
  initial: Map<string, Location>,
  support: Map<string, number>,
  learnt: Map<string, number>,
): Proposal[] {
  const proposals: Proposal[] = [];
  const all: Location[] = [];
  const prior = (key: string): number => Math.max(support.get(key) ?? 0, learnt.get(key) ?? 0);
  let current = [...initial.values()];
  for (let depth = 0; current.length > 0 && depth < MAX_DEPTH; depth++) {
    const stats = new Map(current.map((l) => [l, pairStats(l)] as const));
    // Support of a name pair across locations (matched often enough where both fields occur).
    for (const perLocation of stats.values()) {
      for (const stat of perLocation.values()) {
        const best = bestKind(stat);
        if (best.ratio >= MIN_RATIO) {
          const key = `${best.kind}\t${stat.from}\t${stat.to}`;
          support.set(key, (support.get(key) ?? 0) + best.weight);
        }
      }
    }
    all.push(...current);
    const nested = new Map<string, Location>();
    const supportOf = new Map(
      [...new Set([...support.keys(), ...learnt.keys()])].map((k) => [k, prior(k)] as const),
    );
    for (const location of current) {
      const accepted = assign(stats.get(location)!, supportOf);
      for (const { stat, kind, weight, ratio } of accepted) {
        const others = Math.max(0, prior(`${kind}\t${stat.from}\t${stat.to}`) - bestKind(stat).weight);
        const confidence = confidenceOf(weight + others, ratio);
        proposals.push(pairProposal(since, location, stat, kind, confidence));
        // The map renames string values only: recoded numbers (`2` → `medium`) give the field's rename alone.
        if (
          kind === 'renamed' &&
          stat.mapped.rows > 0 &&
          [...stat.values.keys()].every((v) => v.startsWith('"'))
        )
          proposals.push(valuesWithName(since, location, stat, confidence));
        if (kind === 'container') addContainerRows(nested, location, stat);
      }
      proposals.push(
        ...leftovers(
          since,
          location,
          accepted.map((a) => a.stat),
          initialSupport(initial),
        ),
      );
    }
    current = [...nested.values()];
  }
  proposals.push(...valueProposals(since, all));
  return proposals;
}

/** The value renames of a field renamed with its values (`state: OPEN` → `status: Open`), at the new name. */
function valuesWithName(since: Since, location: Location, stat: PairStat, confidence: number): Proposal {
  const values = Object.fromEntries(
    [...stat.valueMap].map(([old, targets]) => [old, [...targets.keys()][0]!] as const),
  );
  return proposal(
    {
      kind: 'value.renamed',
      since,
      endpoint: location.endpoint,
      in: 'response',
      at: location.at,
      field: stat.to,
      values,
    },
    `${stat.to} values renamed with the field`,
    {
      samples: stat.mapped.rows,
      against: 0,
      operations: [...location.operations],
      examples: Object.entries(values)
        .slice(0, 3)
        .map(([o, n]) => `${o} → ${n}`),
    },
    confidence,
  );
}

function assign(
  stats: Map<string, PairStat>,
  support: Map<string, number>,
): { stat: PairStat; kind: ReturnType<typeof bestKind>['kind']; weight: number; ratio: number }[] {
  const ranked = [...stats.values()]
    .map((stat) => ({ stat, ...bestKind(stat) }))
    .filter((c) => c.rows > 0 && c.ratio >= MIN_RATIO)
    .map((c) => ({ ...c, weight: c.weight + exclusive(c.stat, stats) }))
    .map((c) => ({
      ...c,
      score: c.weight + 0.5 * (support.get(`${c.kind}\t${c.stat.from}\t${c.stat.to}`) ?? 0),
    }))
    .sort((x, y) => y.score - x.score || x.stat.from.localeCompare(y.stat.from));
  const usedFrom = new Set<string>();
  const usedTo = new Set<string>();
  const chosen = [];
  for (const c of ranked) {
    if (usedFrom.has(c.stat.from) || usedTo.has(c.stat.to)) continue;
    usedFrom.add(c.stat.from);
    usedTo.add(c.stat.to);
    chosen.push(c);
  }
  return chosen;
}

/**
 * One more unit of weight when the two fields matched only each other at this location (no other field of
 * either side ever held the same value) and the values are not booleans or empty, which match by chance.
 */
function exclusive(stat: PairStat, stats: Map<string, PairStat>): number {
  const matched = (s: PairStat): boolean => bestKind(s).rows > 0;
  for (const other of stats.values()) {
    if (other === stat || !matched(other)) continue;
    if (other.from === stat.from || other.to === stat.to) return 0;
  }
  const telling = stat.examples.every(
    (e) =>
      e !== null && typeof e !== 'boolean' && e !== 0 && e !== '' && !(Array.isArray(e) && e.length === 0),
  );
  // Flags and empties match by chance, unless they kept matching over several rows.
  return telling ? 1 : stat.rows >= 2 ? 0.5 : 0;
}

function pairProposal(
  since: Since,
  location: Location,
  stat: PairStat,
  kind: 'renamed' | 'toMany' | 'container',
  confidence: number,
): Proposal {
  const m = stat.matches[kind];
  const what = kind === 'toMany' ? 'became the list' : 'became';
  return proposal(
    {
      kind: kind === 'toMany' ? 'field.toMany' : 'field.renamed',
      since,
      endpoint: location.endpoint,
      in: 'response',
      at: location.at,
      from: stat.from,
      to: stat.to,
    },
    `${stat.from} ${what} ${stat.to}${kind === 'container' ? ' (an object whose contents match)' : ''}`,
    {
      samples: m.rows,
      against: stat.rows - m.rows,
      operations: [...location.operations],
      examples: stat.examples,
    },
    confidence,
  );
}

/** The rows inside a renamed container, at its new name. */
function addContainerRows(nested: Map<string, Location>, location: Location, stat: PairStat): void {
  const base = joinBodyPath(location.at, stat.to);
  for (const row of location.rows) {
    if (!row.missing.has(stat.from) || !row.added.has(stat.to)) continue;
    const findings = diffInside(row.missing.get(stat.from), row.added.get(stat.to));
    for (const operation of location.operations) {
      addRows(nested, location.endpoint, operation, findings, (at) => joinBodyPath(base, at));
      break;
    }
  }
  for (const l of nested.values()) for (const op of location.operations) l.operations.add(op);
}

/** Support of a removed field with a constant value, per `field\tvalue`, over all first-level locations. */
function initialSupport(locations: Map<string, Location>): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of locations.values()) {
    for (const row of l.rows) {
      for (const [field, value] of row.missing) {
        const key = `-\t${field}\t${canonical(value)}`;
        out.set(key, (out.get(key) ?? 0) + 0.5);
      }
      for (const field of row.added.keys()) out.set(`+\t${field}`, (out.get(`+\t${field}`) ?? 0) + 0.5);
    }
  }
  return out;
}

/** Fields left unpaired: removed (restored only from a constant value) or added. */
function leftovers(
  since: Since,
  location: Location,
  paired: PairStat[],
  support: Map<string, number>,
): Proposal[] {
  const from = new Set(paired.map((p) => p.from));
  const to = new Set(paired.map((p) => p.to));
  const missing = new Map<string, unknown[]>();
  const added = new Map<string, unknown[]>();
  for (const row of location.rows) {
    for (const [k, v] of row.missing) if (!from.has(k)) missing.set(k, [...(missing.get(k) ?? []), v]);
    for (const [k, v] of row.added) if (!to.has(k)) added.set(k, [...(added.get(k) ?? []), v]);
  }
  const out: Proposal[] = [];
  const evidence = (values: unknown[]) => ({
    samples: values.length,
    against: 0,
    operations: [...location.operations],
    examples: values.slice(0, 3),
  });
  for (const [field, values] of missing) {
    const constant = values.every((v) => canonical(v) === canonical(values[0]));
    const local = 0.5 * values.length;
    const others = (support.get(`-\t${field}\t${canonical(values[0])}`) ?? local) - local;
    const change: Record<string, unknown> = {
      kind: 'field.removed',
      since,
      endpoint: location.endpoint,
      in: 'response',
      at: location.at,
      field,
    };
    if (constant && (values[0] === null || typeof values[0] !== 'object')) change.restore = values[0];
    // With no unpaired added field of its type beside it, it cannot be half of a rename missed here.
    const alone = sameType(added, values[0]) ? 0 : 1;
    const confidence = constant ? confidenceOf(local + 0.5 * others + alone) : confidenceOf(local) / 2;
    const title = constant ? `${field} removed (always ${JSON.stringify(values[0])})` : `${field} removed`;
    out.push(proposal(change, title, evidence(values), confidence));
  }
  for (const [field, values] of added) {
    const local = 0.5 * values.length;
    const others = (support.get(`+\t${field}`) ?? local) - local;
    out.push(
      proposal(
        { kind: 'field.added', since, endpoint: location.endpoint, in: 'response', at: location.at, field },
        `${field} added`,
        evidence(values),
        confidenceOf(local + 0.5 * others + (sameType(missing, values[0]) ? 0 : 1)),
      ),
    );
  }
  return out;
}

/** Whether any of the fields holds a value of the same JSON type as `value` (a possible rename partner). */
function sameType(fields: Map<string, unknown[]>, value: unknown): boolean {
  const type = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  return [...fields.values()].some((values) => values.some((v) => type(v) === type(value)));
}
