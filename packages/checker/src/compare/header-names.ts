import type { Translator } from '@compliance-migrate/rename-map';

/**
 * Translates a spreadsheet's column names from B's version into A's through the map, as if they were the fields
 * of the rows of the endpoint's JSON answer (`[]`): each name becomes a key whose value marks its column, the
 * translator renames the keys, and the marks tell which column each translated key belongs to. A column the
 * map drops keeps its own name.
 */
export function translateHeaderNames(
  back: Translator,
  method: string,
  path: string,
): (names: string[]) => string[] {
  return (names) => {
    const mark = (i: number): string => `\u0000column ${i}`;
    const row = Object.fromEntries(names.map((n, i) => [n, mark(i)]));
    const out = back.response({ method, path, body: JSON.stringify([row]) });
    let translated: unknown;
    try {
      translated = JSON.parse(out.body);
    } catch {
      return names;
    }
    const first = Array.isArray(translated)
      ? (translated[0] as Record<string, unknown> | undefined)
      : undefined;
    const result = [...names];
    for (const [key, value] of Object.entries(first ?? {})) {
      const i = typeof value === 'string' && value.startsWith('\u0000column ') ? Number(value.slice(8)) : NaN;
      if (Number.isInteger(i) && i >= 0 && i < names.length) result[i] = key;
    }
    return result;
  };
}
