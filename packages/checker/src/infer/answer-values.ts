import { leaves } from './evidence-rows.js';
import { canonical } from '../compare/diff-json.js';

/**
 * A value rename cut to the old values an answer holds: `undefined` when the change is not a value rename, or
 * when it keeps none (the values came from other endpoints' answers, joined per resource, and this one never
 * showed them).
 */
export function seenValues(
  change: Record<string, unknown>,
  answers: readonly unknown[],
): Record<string, unknown> | undefined {
  if (change.kind !== 'value.renamed') return undefined;
  const held = new Set(answers.flatMap((a) => leaves(a)));
  const values = Object.entries((change.values ?? {}) as Record<string, unknown>).filter(([old]) =>
    held.has(canonical(old)),
  );
  return values.length > 0 ? { ...change, values: Object.fromEntries(values) } : undefined;
}
