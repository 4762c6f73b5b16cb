import { canonical } from '../compare/diff-json.js';
import { enumLike, subtreeSimilarity, type Location } from './evidence-rows.js';
import { strength } from './value-strength.js';

/** How a field of the older answer relates to one of the newer. */
export type PairKind = 'renamed' | 'toMany' | 'container';

/** The evidence, at one location, that field `from` (older) became `to` (newer). */
export interface PairStat {
  from: string;
  to: string;
  /** Rows holding both fields. */
  rows: number;
  /** Per kind: rows in which the values matched that way, and their summed weight. */
  matches: Record<PairKind, { rows: number; weight: number }>;
  examples: unknown[];
  /** Old values seen (canonical → count): the query probes pick a frequent one. */
  values: Map<string, number>;
  /** Enum-like values that changed with the name (old → new → rows), e.g. `OPEN` → `Open`. */
  valueMap: Map<string, Map<string, number>>;
  /** Rows (and weight) matched only through {@link valueMap}. */
  mapped: { rows: number; weight: number };
}

export { strength } from './value-strength.js';

/** Least leaf overlap for two objects to be one container renamed. */
export const CONTAINER_SIMILARITY = 0.5;

/** `PUBLIC_FORM`, `publicForm` and `PublicForm` alike. */
const folded = (v: string): string => v.toLowerCase().replace(/[^a-z0-9]/g, '');

/** How `older` and `newer` relate, if at all, and how strongly; `mapped` when an enum value changed too. */
export function relate(
  older: unknown,
  newer: unknown,
): { kind: PairKind; weight: number; mapped?: boolean } | undefined {
  if (canonical(older) === canonical(newer)) return { kind: 'renamed', weight: strength(older) };
  if (enumLike(older) && enumLike(newer)) {
    // Renamed with its values: the same word spelt otherwise says more than an arbitrary pair.
    return { kind: 'renamed', weight: folded(older) === folded(newer) ? 0.6 : 0.1, mapped: true };
  }
  if (Array.isArray(newer) && !Array.isArray(older)) {
    // The list holds the old single value (first, usually; the newer version may hold more).
    if (older !== null && newer.some((e) => canonical(e) === canonical(older)))
      return { kind: 'toMany', weight: strength(older) };
    if (older === null && newer.length === 0) return { kind: 'toMany', weight: 0.2 };
    return undefined;
  }
  const objects = (v: unknown): boolean =>
    v !== null &&
    typeof v === 'object' &&
    (!Array.isArray(v) || v.some((e) => e !== null && typeof e === 'object'));
  if (objects(older) && objects(newer) && Array.isArray(older) === Array.isArray(newer)) {
    const similarity = subtreeSimilarity(older, newer);
    if (similarity >= CONTAINER_SIMILARITY)
      return { kind: 'container', weight: similarity * strength(older) };
  }
  return undefined;
}

/** A small whole number, as enums are coded in some versions (`risk_level: 2`). */
const code = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 100;

/**
 * An enum recoded with its field's rename (`risk_level: 2` → `riskLevel: "medium"`): as weak as an arbitrary
 * pair of words, and counted only where the values map one to one across rows (`mapped`).
 */
export function recoded(
  older: unknown,
  newer: unknown,
): { kind: 'renamed'; weight: number; mapped: true } | undefined {
  return (code(older) && enumLike(newer)) || (enumLike(older) && code(newer))
    ? { kind: 'renamed', weight: 0.1, mapped: true }
    : undefined;
}

/** Every (from, to) candidate of a location with its evidence; a retyped field is a candidate with itself. */
export function pairStats(location: Location): Map<string, PairStat> {
  const stats = new Map<string, PairStat>();
  const add = (from: string, to: string, older: unknown, newer: unknown): void => {
    const id = `${from}\t${to}`;
    const stat = stats.get(id) ?? {
      from,
      to,
      rows: 0,
      matches: {
        renamed: { rows: 0, weight: 0 },
        toMany: { rows: 0, weight: 0 },
        container: { rows: 0, weight: 0 },
      },
      examples: [] as unknown[],
      values: new Map<string, number>(),
      valueMap: new Map<string, Map<string, number>>(),
      mapped: { rows: 0, weight: 0 },
    };
    stat.rows++;
    // A field keeping its name with values of another type is a value change, not a rename.
    const related = relate(older, newer) ?? (from === to ? undefined : recoded(older, newer));
    if (related) {
      stat.matches[related.kind].rows++;
      stat.matches[related.kind].weight += related.weight;
      if (stat.examples.length < 3) stat.examples.push(older);
      if (older === null || typeof older !== 'object') {
        const key = canonical(older);
        stat.values.set(key, (stat.values.get(key) ?? 0) + 1);
      }
      if (related.mapped) {
        const targets = stat.valueMap.get(String(older)) ?? new Map<string, number>();
        targets.set(String(newer), (targets.get(String(newer)) ?? 0) + 1);
        stat.valueMap.set(String(older), targets);
        stat.mapped.rows++;
        stat.mapped.weight += related.weight;
      }
    }
    stats.set(id, stat);
  };
  for (const row of location.rows) {
    for (const [from, older] of row.missing) for (const [to, newer] of row.added) add(from, to, older, newer);
    for (const [key, [older, newer]] of row.retyped) add(key, key, older, newer);
  }
  return stats;
}

/** Whether each old value always became the same new one, and no two the same. */
export function oneToOne(valueMap: Map<string, Map<string, number>>): boolean {
  const seen = new Set<string>();
  for (const targets of valueMap.values()) {
    if (targets.size !== 1) return false;
    const [target] = targets.keys();
    if (seen.has(target!)) return false;
    seen.add(target!);
  }
  return true;
}

/**
 * The kind a candidate matched most, with its share of the rows holding both fields. Values that changed
 * with the name count only when they map one to one; several different values matched count extra (equal by
 * chance once, not across rows).
 */
export function bestKind(stat: PairStat): { kind: PairKind; rows: number; weight: number; ratio: number } {
  const matches = { ...stat.matches };
  if (stat.mapped.rows > 0 && !oneToOne(stat.valueMap)) {
    matches.renamed = {
      rows: matches.renamed.rows - stat.mapped.rows,
      weight: matches.renamed.weight - stat.mapped.weight,
    };
  }
  let best: PairKind = 'renamed';
  for (const kind of ['toMany', 'container'] as const) {
    if (matches[kind].rows > matches[best].rows) best = kind;
  }
  const m = matches[best];
  const diversity = best === 'container' ? 0 : Math.min(2, 0.5 * (stat.values.size - 1));
  return {
    kind: best,
    rows: m.rows,
    weight: m.rows > 0 ? m.weight + diversity : 0,
    ratio: stat.rows ? m.rows / stat.rows : 0,
  };
}
