import type { Finding } from '../findings/finding.js';
import { isUnder } from './json-path.js';

/** A field that differed between two answers of A to the same request: volatile, not compared. */
export interface NoiseField {
  operation: string;
  path: string;
  /** The two values A gave. */
  values: [unknown, unknown];
}

/** Turns the differences between A's two answers into noise fields. */
export function noiseFrom(differences: readonly Finding[]): NoiseField[] {
  return differences.map((d) => ({ operation: d.operation, path: d.path, values: [d.expected, d.actual] }));
}

/** Splits A-vs-B findings into real ones and those on a noisy path (or under one). */
export function withoutNoise(
  findings: readonly Finding[],
  noise: readonly NoiseField[],
): { kept: Finding[]; suppressed: Finding[] } {
  const kept: Finding[] = [];
  const suppressed: Finding[] = [];
  for (const f of findings) {
    if (noise.some((n) => isUnder(f.path, n.path))) suppressed.push(f);
    else kept.push(f);
  }
  return { kept, suppressed };
}
