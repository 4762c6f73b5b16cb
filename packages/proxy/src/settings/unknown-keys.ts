import { closest } from './closest.js';

/** The keys an object may hold: `true` for a value, a nested shape for an object of settings. */
export interface KeyShape {
  readonly [key: string]: true | KeyShape;
}

/** A key that `shape` does not know, where it is, and the closest known key at that level. */
export interface UnknownKey {
  /** Dotted path of the key, e.g. `limits.maxRequestBdy`. */
  path: string;
  /** The closest valid key, dotted as well, when one is close enough to be what was meant. */
  suggestion: string | undefined;
  /** Every key valid at that level. */
  valid: string[];
}

/** Every key of `value` (and of its nested objects of settings) that `shape` does not know. */
export function unknownKeys(value: Record<string, unknown>, shape: KeyShape, prefix = ''): UnknownKey[] {
  const found: UnknownKey[] = [];
  const valid = Object.keys(shape);
  for (const [key, inner] of Object.entries(value)) {
    const known = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (known === undefined) {
      const suggestion = closest(key, valid);
      found.push({ path: prefix + key, suggestion: suggestion && prefix + suggestion, valid });
    } else if (known !== true && typeof inner === 'object' && inner !== null && !Array.isArray(inner)) {
      found.push(...unknownKeys(inner as Record<string, unknown>, known, `${prefix}${key}.`));
    }
  }
  return found;
}

/** One line per unknown key: `unknown setting "x"; did you mean "y"? (valid: a, b, c)`. */
export function describeUnknownKey(unknown: UnknownKey): string {
  const hint = unknown.suggestion ? `; did you mean "${unknown.suggestion}"?` : '.';
  return `unknown setting "${unknown.path}"${hint} Valid here: ${unknown.valid.join(', ')}.`;
}
