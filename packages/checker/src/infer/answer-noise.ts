import { compileDiffOptions, diffJson } from '../compare/diff-json.js';
import type { ProbeAnswer } from './probe-client.js';

/** Sides' answers of one write, sent twice with the same body: what differs between them is noise (ids, times). */
export interface Base {
  answer: ProbeAnswer;
  noise: Set<string>;
  /** The first of the two answers (the same as `answer` when it failed). */
  first: ProbeAnswer;
}

/** Whether an answer to the changed write differs from the base's beyond noise, or rejects it. */
export function follows(base: Base, variant: ProbeAnswer): boolean {
  if (variant.status >= 300) return true;
  return differingPaths(base.answer, variant, base.noise).size > 0;
}

export function differingPaths(x: ProbeAnswer, y: ProbeAnswer, noise: Set<string> = new Set()): Set<string> {
  const findings = diffJson('probe', x.body, y.body, compileDiffOptions());
  return new Set(findings.map((f) => f.path).filter((p) => !noise.has(p)));
}
