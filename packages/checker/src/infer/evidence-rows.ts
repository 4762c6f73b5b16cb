import { canonical, compileDiffOptions, diffJson } from '../compare/diff-json.js';
import type { Finding } from '../findings/finding.js';
import { bodyPath, joinBodyPath, splitPath } from './body-paths.js';
import { enumLike } from './enum-like.js';
import { pairListRows } from './row-pairing.js';

/** The fields of one object that differ between the older (A) and the newer (B) answer. */
export interface DiffRow {
  /** Fields only in the older answer, with their values. */
  missing: Map<string, unknown>;
  /** Fields only in the newer answer, with their values. */
  added: Map<string, unknown>;
  /** Fields present in both whose value changed (older, newer). */
  changed: Map<string, [unknown, unknown]>;
  /** Fields present in both whose type changed (older, newer). */
  retyped: Map<string, [unknown, unknown]>;
}

/** The rows of one place (an endpoint and a body path in the newer version's names). */
export interface Location {
  endpoint: string;
  at: string;
  rows: DiffRow[];
  operations: Set<string>;
}

export { enumLike } from './enum-like.js';

/**
 * Groups findings by the object they lie in (their parent path); a row whose other values differ (an id, a
 * sentence) compares two different records, so it and everything below it is left out as evidence. Rows of
 * lists of another length are first paired by their values ({@link pairListRows}).
 */
export function rowsOf(findings: readonly Finding[]): Map<string, { generic: string; row: DiffRow }> {
  const rows = new Map<string, { generic: string; row: DiffRow }>();
  const misaligned = new Set<string>();
  const rowAt = (parent: string): DiffRow => {
    let entry = rows.get(parent);
    if (!entry) {
      entry = {
        generic: bodyPath(parent),
        row: { missing: new Map(), added: new Map(), changed: new Map(), retyped: new Map() },
      };
      rows.set(parent, entry);
    }
    return entry.row;
  };
  for (const f of pairListRows(findings)) {
    const { parent, key } = splitPath(f.path);
    switch (f.kind) {
      case 'response.field-missing':
        rowAt(parent).missing.set(key, f.expected);
        break;
      case 'response.field-added':
        rowAt(parent).added.set(key, f.actual);
        break;
      case 'response.value-changed':
        if (enumLike(f.expected) && enumLike(f.actual))
          rowAt(parent).changed.set(key, [f.expected, f.actual]);
        // A row of a list whose other values differ is another record (the lists did not line up).
        else if (parent.endsWith(']')) misaligned.add(parent);
        break;
      case 'response.type-changed':
        rowAt(parent).retyped.set(key, [f.expected, f.actual]);
        break;
      default:
        break;
    }
  }
  for (const parent of [...rows.keys()]) {
    for (const bad of misaligned) {
      if (parent === bad || parent.startsWith(`${bad}.`) || parent.startsWith(`${bad}[`)) rows.delete(parent);
    }
  }
  return rows;
}

/** Adds the rows of a set of findings to `locations`, their parents' body paths renamed by `rename`. */
export function addRows(
  locations: Map<string, Location>,
  endpoint: string,
  operation: string,
  findings: readonly Finding[],
  rename: (at: string) => string,
): void {
  for (const { generic, row } of rowsOf(findings).values()) {
    const at = rename(generic);
    const id = `${endpoint}\t${at}`;
    const location = locations.get(id) ?? { endpoint, at, rows: [], operations: new Set() };
    location.rows.push(row);
    location.operations.add(operation);
    locations.set(id, location);
  }
}

/** The differences inside a renamed container, as findings with paths relative to it (`$.x`, `$[0].x`). */
export function diffInside(older: unknown, newer: unknown): Finding[] {
  return diffJson('infer', older, newer, compileDiffOptions());
}

/** The body path of a container's contents: `info` for an object, `info[]` for a list of objects. */
export function containerAt(at: string, key: string, value: unknown): string {
  return joinBodyPath(at, Array.isArray(value) ? `${key}[]` : key);
}

/** The leaf values (strings, numbers, booleans, null) of a JSON value, canonical. */
export function leaves(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) leaves(v, out);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) leaves(v, out);
  else out.push(canonical(value));
  return out;
}

/** How alike two subtrees' leaf values are, by name-blind multiset overlap (0–1). */
export function subtreeSimilarity(a: unknown, b: unknown): number {
  const la = leaves(a);
  const lb = leaves(b);
  if (la.length === 0 || lb.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const v of la) counts.set(v, (counts.get(v) ?? 0) + 1);
  let common = 0;
  for (const v of lb) {
    const n = counts.get(v) ?? 0;
    if (n > 0) {
      common++;
      counts.set(v, n - 1);
    }
  }
  return common / Math.max(la.length, lb.length);
}
