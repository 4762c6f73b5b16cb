/** What supports a proposal. */
export interface Evidence {
  /** Rows (objects) or probes in which the proposal held. */
  samples: number;
  /** Rows or probes in which it did not hold. */
  against: number;
  /** Operations the samples came from. */
  operations: string[];
  /** Up to three example values (or `old → new` pairs). */
  examples: unknown[];
}

/** A proposed overlay entry with the evidence for it and how sure the inference is (0–1). */
export interface Proposal {
  change: Record<string, unknown>;
  evidence: Evidence;
  confidence: number;
  /**
   * `accepted`: at or above the threshold; `low`: below it (written commented out); `confirm`: derived, not
   * observed (request sides of write endpoints), written commented out for a person to confirm.
   */
  status: 'accepted' | 'low' | 'confirm';
}

/** Options of the inference. */
export interface InferOptions {
  /** Least confidence of a proposal written live (default 0.6); the others are written commented out. */
  minConfidence?: number;
}

/** The default of {@link InferOptions.minConfidence}. */
export const DEFAULT_MIN_CONFIDENCE = 0.6;

/** Confidence from weighed evidence: 0 with none, 0.63 with one strong sample, near 1 with many. */
export const confidenceOf = (weight: number, ratio = 1): number =>
  Math.round(ratio * (1 - Math.exp(-weight)) * 100) / 100;
