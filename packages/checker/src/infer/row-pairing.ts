import { canonical } from '../compare/diff-json.js';
import type { Finding } from '../findings/finding.js';
import { childPath, splitPath } from './body-paths.js';
import { enumLike } from './enum-like.js';
import { strength } from './value-strength.js';

/** Least share of the smaller side's value weight two rows must have in common to be one record. */
export const SAME_RECORD = 0.5;

/** What the findings show of one element of a list: A's fields B lacks, B's A lacks, fields whose value changed. */
interface ListRow {
  missing: Finding[];
  added: Finding[];
  /** Same-named fields whose value or type differs (`response.value-changed`, `response.type-changed`). */
  differ: Map<string, Finding>;
  /** Findings deeper than the element's own fields. */
  deeper: Finding[];
}

/**
 * Lines the rows of lists of another length up by their values before they are read as evidence. Such lists
 * were compared element by element, so when one version left a row out (a filter it ignored) each later row was
 * compared with the next record. A's rows are paired with B's whose renamed values (the fields only one side
 * has) they share, most alike first; where some rows pair that way, a row that pairs with none is left out.
 * Returns the findings with each paired B row's findings moved to its A row's index.
 */
export function pairListRows(findings: readonly Finding[]): Finding[] {
  let out = [...findings];
  const lists = findings
    .filter((f) => f.kind === 'response.array-length')
    .map((f) => f.path)
    .sort((x, y) => x.length - y.length);
  for (const list of lists) out = pairRowsOf(list, out);
  return out;
}

/** The index and the rest of a path below an element of `list` (`$.data[3].x` → 3, `.x`). */
function elementOf(list: string, path: string): { index: number; rest: string } | undefined {
  if (!path.startsWith(`${list}[`)) return undefined;
  const m = /^\[(\d+)\](.*)$/.exec(path.slice(list.length));
  return m ? { index: Number(m[1]), rest: m[2]! } : undefined;
}

/** {@link pairListRows} for one list (its JSON path): its rows' findings re-paired, the others as they were. */
function pairRowsOf(list: string, findings: Finding[]): Finding[] {
  const rows = new Map<number, ListRow>();
  const others: Finding[] = [];
  for (const f of findings) {
    const element = elementOf(list, f.path);
    if (!element) {
      others.push(f);
      continue;
    }
    // A list of scalars (or a row replaced whole) has no fields to pair by: left as it is.
    if (element.rest === '') return findings;
    const row: ListRow = rows.get(element.index) ?? { missing: [], added: [], differ: new Map(), deeper: [] };
    rows.set(element.index, row);
    const { parent, key } = splitPath(f.path);
    if (parent !== `${list}[${element.index}]`) row.deeper.push(f);
    else if (f.kind === 'response.field-missing') row.missing.push(f);
    else if (f.kind === 'response.field-added') row.added.push(f);
    else if (f.kind === 'response.value-changed' || f.kind === 'response.type-changed')
      row.differ.set(key, f);
    else row.deeper.push(f);
  }
  const pairable = [...rows].filter(([, r]) => r.missing.length > 0 && r.added.length > 0);
  const candidates = pairable
    .flatMap(([i, a]) => pairable.map(([j, b]) => ({ i, j, similarity: sameRecord(a, b) })))
    .filter((c) => c.similarity >= SAME_RECORD)
    .sort((x, y) => y.similarity - x.similarity || Number(y.i === y.j) - Number(x.i === x.j) || x.i - y.i);
  // Nothing to tell records by (no value carried over in any row): the rows stay as they were compared.
  if (candidates.length === 0) return findings;
  const takenA = new Set<number>();
  const takenB = new Set<number>();
  const out = [
    ...others,
    ...[...rows].filter(([i]) => !pairable.some(([p]) => p === i)).flatMap(([, r]) => all(r)),
  ];
  for (const { i, j } of candidates) {
    if (takenA.has(i) || takenB.has(j)) continue;
    takenA.add(i);
    takenB.add(j);
    out.push(...(i === j ? all(rows.get(i)!) : repaired(list, i, rows.get(i)!, rows.get(j)!)));
  }
  return out;
}

const all = (r: ListRow): Finding[] => [...r.missing, ...r.added, ...r.differ.values(), ...r.deeper];

/**
 * How surely A's row `a` and B's row `b` are one record (0–1): the weight of the values A's removed fields and
 * B's added ones share (a renamed field keeps its value), over the smaller side's; 0 when a field both rows
 * name holds another value that is not a renamed enum value (another record's id or title).
 */
function sameRecord(a: ListRow, b: ListRow): number {
  for (const [key, fa] of a.differ) {
    const fb = b.differ.get(key);
    if (!fb) continue;
    if (canonical(fa.expected) !== canonical(fb.actual) && !(enumLike(fa.expected) && enumLike(fb.actual)))
      return 0;
  }
  const older = a.missing.map((f) => f.expected);
  const newer = new Map<string, number>();
  for (const f of b.added) newer.set(spelling(f.actual), (newer.get(spelling(f.actual)) ?? 0) + 1);
  let common = 0;
  for (const v of older) {
    const n = newer.get(spelling(v)) ?? 0;
    if (n > 0) {
      common += strength(v);
      newer.set(spelling(v), n - 1);
    }
  }
  const weigh = (values: unknown[]): number => values.reduce((s: number, v) => s + strength(v), 0);
  const smaller = Math.min(weigh(older), weigh(b.added.map((f) => f.actual)));
  return smaller > 0 ? common / smaller : 0;
}

/** A value as compared across rows: enum-like words by their letters (`OPEN`, `open`, `Open` alike). */
const spelling = (v: unknown): string =>
  enumLike(v) ? `~${v.toLowerCase().replace(/[^a-z0-9]/g, '')}` : canonical(v);

/**
 * The findings of A's row `i` paired with B's row `b`: A's removed fields, B's added ones moved to index `i`,
 * and the same-named fields both rows show compared anew. What lies deeper was compared with the other
 * record, so it is left out.
 */
function repaired(list: string, i: number, a: ListRow, b: ListRow): Finding[] {
  const at = `${list}[${i}]`;
  const move = (f: Finding): Finding => ({ ...f, path: childPath(at, splitPath(f.path).key) });
  const out: Finding[] = [...a.missing, ...b.added.map(move)];
  for (const [key, fa] of a.differ) {
    const fb = b.differ.get(key);
    if (!fb || canonical(fa.expected) === canonical(fb.actual)) continue;
    const retyped = typeof fa.expected !== typeof fb.actual;
    out.push({
      ...fa,
      kind: retyped ? 'response.type-changed' : 'response.value-changed',
      expected: fa.expected,
      actual: fb.actual,
    });
  }
  return out;
}
