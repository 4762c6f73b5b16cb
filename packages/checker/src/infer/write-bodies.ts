import { isOwnId } from './request-fields.js';

/** A JSON object: a record read, or a write's body. */
export type Row = Record<string, unknown>;

/**
 * The records of a read's answer, to build write bodies from: the objects of a list (the answer itself, or a
 * list under one of its keys), else the answer (or its one wrapping object) for an item read; each without its
 * own id (`id`, `<resource>Id`), which a create cannot carry.
 */
export function readRows(body: unknown, resource: string): Row[] {
  const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
  let rows: Row[] = [];
  if (Array.isArray(body)) rows = body.filter(isRow);
  else if (isRow(body)) {
    const list = Object.values(body).find((v) => Array.isArray(v) && v.some(isRow)) as unknown[] | undefined;
    if (list) rows = list.filter(isRow);
    else {
      const inner = Object.values(body).filter(isRow);
      rows = [inner.length === 1 && Object.keys(body).length === 1 ? inner[0]! : body];
    }
  }
  return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !isOwnId(k, k, resource))));
}

/**
 * Changes one field of a body in place so that a version that takes it answers differently: a text gets a
 * suffix, a number one more, a flag the other value; an object, a list or null is left out.
 */
export function mutated(holder: Row, key: string): void {
  const v = holder[key];
  if (typeof v === 'string') holder[key] = `${v} (probe)`;
  else if (typeof v === 'number') holder[key] = v + 1;
  else if (typeof v === 'boolean') holder[key] = !v;
  else delete holder[key];
}
