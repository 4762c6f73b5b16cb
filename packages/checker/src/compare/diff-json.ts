import { makeFinding, typeName, type Finding } from '../findings/finding.js';
import { childPath, compilePath, indexPath, type PathMatcher } from './json-path.js';

/** What the body comparison needs from the scenario options. */
export interface DiffOptions {
  ignore?: readonly string[];
  /** JSON path of an array → identity key of its elements. */
  arrays?: Readonly<Record<string, string>>;
  numericTolerance?: number;
}

/** A compiled {@link DiffOptions}. */
export interface CompiledDiffOptions {
  ignored: PathMatcher[];
  keys: { match: PathMatcher; key: string }[];
  tolerance: number;
}

export function compileDiffOptions(options: DiffOptions = {}): CompiledDiffOptions {
  return {
    ignored: (options.ignore ?? []).map(compilePath),
    keys: Object.entries(options.arrays ?? {}).map(([path, key]) => ({ match: compilePath(path), key })),
    tolerance: options.numericTolerance ?? 0,
  };
}

/**
 * Compares two JSON values (A expected, B actual) and returns typed differences with JSON paths:
 * missing and added fields, type and value changes, array length and order, set elements by identity key.
 * @example diffJson('op', { a: 1 }, { a: '1' }, compileDiffOptions()) // [response.type-changed at $.a]
 */
export function diffJson(
  operation: string,
  expected: unknown,
  actual: unknown,
  options: CompiledDiffOptions,
  path = '$',
  out: Finding[] = [],
): Finding[] {
  if (options.ignored.some((m) => m(path))) return out;
  const ta = typeName(expected);
  const tb = typeName(actual);
  if (ta !== tb) {
    out.push(makeFinding('response.type-changed', operation, path, { expected, actual }));
    return out;
  }
  if (ta === 'object') {
    const a = expected as Record<string, unknown>;
    const b = actual as Record<string, unknown>;
    for (const key of Object.keys(a)) {
      const p = childPath(path, key);
      if (!Object.hasOwn(b, key)) {
        if (!options.ignored.some((m) => m(p)))
          out.push(makeFinding('response.field-missing', operation, p, { expected: a[key] }));
      } else {
        diffJson(operation, a[key], b[key], options, p, out);
      }
    }
    for (const key of Object.keys(b)) {
      const p = childPath(path, key);
      if (!Object.hasOwn(a, key) && !options.ignored.some((m) => m(p)))
        out.push(makeFinding('response.field-added', operation, p, { actual: b[key] }));
    }
    return out;
  }
  if (ta === 'array') {
    diffArray(operation, expected as unknown[], actual as unknown[], options, path, out);
    return out;
  }
  if (ta === 'number' && Math.abs((expected as number) - (actual as number)) <= options.tolerance) return out;
  if (expected !== actual)
    out.push(makeFinding('response.value-changed', operation, path, { expected, actual }));
  return out;
}

function diffArray(
  operation: string,
  a: unknown[],
  b: unknown[],
  options: CompiledDiffOptions,
  path: string,
  out: Finding[],
): void {
  const key = options.keys.find((k) => k.match(path))?.key;
  if (key !== undefined) {
    const byKey = (list: unknown[]): Map<string, unknown> | undefined => {
      const map = new Map<string, unknown>();
      for (const e of list) {
        if (e === null || typeof e !== 'object' || !Object.hasOwn(e, key)) return undefined;
        map.set(JSON.stringify((e as Record<string, unknown>)[key]), e);
      }
      return map;
    };
    const ma = byKey(a);
    const mb = byKey(b);
    if (ma && mb) {
      for (const [id, element] of ma) {
        const p = indexPath(path, `${key}=${id}`);
        if (!mb.has(id)) out.push(makeFinding('response.item-missing', operation, p, { expected: element }));
        else diffJson(operation, element, mb.get(id), options, p, out);
      }
      for (const [id, element] of mb) {
        if (!ma.has(id))
          out.push(
            makeFinding('response.item-added', operation, indexPath(path, `${key}=${id}`), {
              actual: element,
            }),
          );
      }
      return;
    }
  }
  if (a.length === b.length && a.length > 1) {
    const canon = (list: unknown[]): string[] => list.map(canonical).sort();
    const sa = canon(a);
    const sb = canon(b);
    if (sa.every((v, i) => v === sb[i]) && !a.every((v, i) => canonical(v) === canonical(b[i]))) {
      out.push(makeFinding('response.array-order', operation, path));
      return;
    }
  }
  if (a.length !== b.length)
    out.push(makeFinding('response.array-length', operation, path, { expected: a.length, actual: b.length }));
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) diffJson(operation, a[i], b[i], options, indexPath(path, i), out);
}

/** JSON with object keys sorted, so that equal values give equal text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
