import type { ProbeAnswer } from './probe-client.js';
import type { SentWrite } from './probe-writes.js';
import { resourceOf } from './known-endpoints.js';
import { isOwnId } from './request-fields.js';
import type { Row } from './write-bodies.js';

/** The object at a dotted place of a body (`''` the body itself). */
export function holderAt(body: Row, at: string): Row | undefined {
  let here: unknown = body;
  for (const part of at ? at.split('.') : []) {
    if (typeof here !== 'object' || here === null || Array.isArray(here)) return undefined;
    here = (here as Row)[part];
  }
  return typeof here === 'object' && here !== null && !Array.isArray(here) ? (here as Row) : undefined;
}

/** A path template with its parameter filled. */
export const fill = (path: string, id: string | undefined): string =>
  id === undefined ? path : path.replace(/\{[^}]*\}/, encodeURIComponent(id));

/** The id of a created record: its own id field, at the top or under one wrapping object. */
export function idOf(body: unknown, resource: string): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  for (const [k, v] of Object.entries(body))
    if (isOwnId(k, k, resource) && (typeof v === 'number' || typeof v === 'string')) return String(v);
  for (const v of Object.values(body)) {
    const inner = typeof v === 'object' && v !== null && !Array.isArray(v) ? idOf(v, resource) : undefined;
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** A write's two answers as {@link SentWrite}: the record's id is the update's, or the one each create made. */
export function sent(
  method: string,
  path: string,
  answers: [ProbeAnswer, ProbeAnswer],
  id: string | undefined,
): SentWrite {
  const idIn = (x: ProbeAnswer): string | undefined => id ?? idOf(x.body, resourceOf(path));
  return {
    method,
    path,
    answers: [answers[0].body, answers[1].body],
    ids: [idIn(answers[0]), idIn(answers[1])],
  };
}
