import type { ProbeAnswer } from './probe-client.js';
import type { Row } from './write-bodies.js';

/**
 * The record as a write of the older version takes it: fields its 4xx answers name (`Unknown field(s): x, y`, a
 * field the read shows but the write does not take) are left out and the write sent again, a few times at most;
 * the names a refusal named are added to `refused`.
 */
export async function fitted(
  row: Row,
  write: (row: Row) => Promise<ProbeAnswer>,
  refused: Set<string> = new Set(),
): Promise<Row> {
  let current = row;
  for (let attempt = 0; attempt < 4; attempt++) {
    const answer = await write(current);
    if (answer.status < 400 || answer.status >= 500) return current;
    // An answer that lists the fields a write takes names them too: only a text that refuses some counts.
    const texts = stringsOf(answer.body);
    const refusing = texts.filter((t) =>
      /unknown|unexpected|not allowed|not permitted|unrecognized/i.test(t),
    );
    const text = (refusing.length > 0 ? refusing : texts).join('\n');
    const named = Object.keys(current).filter((k) =>
      new RegExp(`(?<![\\w$])${escaped(k)}(?![\\w$])`).test(text),
    );
    if (named.length === 0) return current;
    if (refusing.length > 0) for (const k of named) refused.add(k);
    current = Object.fromEntries(Object.entries(current).filter(([k]) => !named.includes(k)));
  }
  return current;
}

/** The texts of an error body, at any depth. */
function stringsOf(body: unknown): string[] {
  if (typeof body === 'string') return [body];
  if (typeof body !== 'object' || body === null) return [];
  return Object.values(body).flatMap(stringsOf);
}

/** A field name as a literal in a pattern: names come from the service's bodies and may hold `(`, `.`, `+`. */
function escaped(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
