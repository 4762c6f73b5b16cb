import { canonical } from '../compare/diff-json.js';

type Row = Record<string, unknown>;

/**
 * Why an observed pair of answers (the older one in the newer names, and the newer one) contradicts an
 * answer-side change, or undefined when they agree or cannot tell (the place is not in both answers, or
 * the answers do not carry the field).
 */
export function answerContradicts(
  change: Record<string, unknown>,
  older: unknown,
  newer: unknown,
): string | undefined {
  const at = String(change.at ?? '');
  const a = holderAt(older, at);
  const b = holderAt(newer, at);
  if (!a || !b) return undefined;
  const where = at ? ` at ${at}` : '';
  const from = String(change.from ?? change.field);
  const to = String(change.to ?? change.field);
  switch (change.kind) {
    case 'field.renamed':
    case 'field.toMany': {
      if (!(from in a)) return undefined;
      if (from !== to && to in a) return `${to} is already in the older answer${where}`;
      if (from !== to && from in b) return `${from} keeps its name${where}`;
      if (!(to in b)) return `${from} is in the older answer but neither it nor ${to} in the newer${where}`;
      if (change.kind === 'field.toMany' && (Array.isArray(a[from]) || !Array.isArray(b[to])))
        return `${to} is not a list holding ${from}${where}`;
      return undefined;
    }
    case 'field.added':
      if (from in a) return `${from} is already in the older answer${where}`;
      return from in b ? undefined : `${from} is not in the newer answer${where}`;
    case 'field.removed':
      if (!(from in a)) return undefined;
      return from in b ? `${from} is still in the newer answer${where}` : undefined;
    case 'value.renamed': {
      const values = (change.values ?? {}) as Record<string, unknown>;
      const old = a[from];
      if (typeof old !== 'string' || !(old in values) || !(from in b)) return undefined;
      return canonical(b[from]) === canonical(old) && values[old] !== old
        ? `${from} keeps the value ${old}${where}`
        : undefined;
    }
    default:
      return undefined;
  }
}

/** The object at a body path (`info`, `items[].info`; a list's first element), if there is one. */
function holderAt(body: unknown, at: string): Row | undefined {
  let here: unknown = body;
  for (const part of at ? at.split('.') : []) {
    const m = /^([^[]*)((?:\[\])*)$/.exec(part);
    if (!m) return undefined;
    if (m[1]) here = isRow(here) ? here[m[1]] : undefined;
    for (let d = 0; d < m[2]!.length / 2; d++) here = Array.isArray(here) ? (here[0] as unknown) : undefined;
  }
  return isRow(here) ? here : undefined;
}

const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
