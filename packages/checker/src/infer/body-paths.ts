import { childPath, genericPath } from '../compare/json-path.js';

/** Splits a JSON path into its parent and last key: `$.data[2].x` → `$.data[2]`, `x`. */
export function splitPath(path: string): { parent: string; key: string } {
  const m = /^(.*?)(?:\.([^.[\]]+)|\[("(?:[^"\\]|\\.)*")\])$/.exec(path);
  if (!m) return { parent: '$', key: path };
  return { parent: m[1]!, key: m[2] ?? (JSON.parse(m[3]!) as string) };
}

/** `$.data[3].owner` → `data[].owner` (the rename-map's body path). */
export function bodyPath(jsonPath: string): string {
  return genericPath(jsonPath)
    .replace(/^\$/, '')
    .replace(/\[\*\]/g, '[]')
    .replace(/^\./, '');
}

/** A body path below another: `joinBodyPath('info', '[].x')` → `info[].x`. */
export function joinBodyPath(base: string, rest: string): string {
  if (!base) return rest;
  if (!rest) return base;
  return rest.startsWith('[') ? `${base}${rest}` : `${base}.${rest}`;
}

/** The JSON path of a child key (re-exported so the infer files import paths from one place). */
export { childPath };

/**
 * A skeleton body holding `marker` at a body path (`data[].info` → `{"data":[{"info":{marker:1}}]}`), so a
 * translator can say where that place lies in another version's names.
 */
export function skeleton(at: string, marker: string): unknown {
  const segments = at ? at.split('.') : [];
  let node: unknown = { [marker]: 1 };
  for (let i = segments.length - 1; i >= 0; i--) {
    const m = /^([^[]*)((?:\[\])*)$/.exec(segments[i]!)!;
    for (let d = 0; d < m[2]!.length / 2; d++) node = [node];
    node = m[1] ? { [m[1]]: node } : node;
  }
  return node;
}

/** Where `marker` lies in a body built by {@link skeleton}, as a body path; undefined when it is gone. */
export function findMarker(body: unknown, marker: string, at = ''): string | undefined {
  if (Array.isArray(body)) {
    return body.length > 0 ? findMarker(body[0], marker, `${at}[]`) : undefined;
  }
  if (body === null || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  if (Object.hasOwn(record, marker)) return at;
  for (const [key, value] of Object.entries(record)) {
    const found = findMarker(value, marker, at ? `${at}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}
