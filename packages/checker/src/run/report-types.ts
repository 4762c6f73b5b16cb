import type { NoiseField } from '../compare/noise.js';
import type { Finding } from '../findings/finding.js';
import type { FindingGroup } from '../findings/group.js';
import type { Severity } from '../findings/severity.js';

/** How one request looked for one target, after translation. */
export interface SentRequest {
  method: string;
  path: string;
  query: string;
  /** The endpoint template in the target's version, when known (`GET /items/{itemid}`). */
  endpoint?: string;
  status: number;
  /** The answer's media type, when it had one (`map infer` reads spreadsheets' columns by it). */
  contentType?: string;
  attempts: number;
  durationMs: number;
  /** Change ids the translation applied. */
  applied: string[];
  error?: string;
}

/** The outcome of one scenario operation. */
export interface OperationResult {
  name: string;
  method: string;
  path: string;
  outcome: 'compared' | 'skipped' | 'failed';
  a?: SentRequest;
  b?: SentRequest;
  findings: Finding[];
  /** Fields that differed between A's two answers: reported, never compared. */
  noise: NoiseField[];
  /** Differences on noisy fields that were dropped. */
  suppressed: number;
  /** Losses and notes of the translation (e.g. a list brought back to its first element). */
  notes: string[];
}

/** A whole check run: the data every formatter renders. */
export interface CheckReport {
  tool: 'compliance-migrate check';
  scenario: string;
  source: string;
  /** The line of each operation in the scenario file, by name, when known (GitHub annotations point at it). */
  lines?: Record<string, number>;
  targets: {
    a: { baseUrl: string; version: number };
    b: { baseUrl: string; version: number };
  };
  /** The version the operations were written in. */
  version: number;
  startedAt: string;
  durationMs: number;
  failOn: Severity;
  operations: OperationResult[];
  findings: Finding[];
  /** The findings grouped by operation, kind and path pattern (`$.data[*].x`), with counts and examples. */
  groups: FindingGroup[];
  noise: NoiseField[];
  summary: {
    operations: number;
    compared: number;
    skipped: number;
    failed: number;
    requests: number;
    bySeverity: Record<Severity, number>;
    /** Per kind and generic path (`$.data[*].x`), how many times (Diffy's per-field counts). */
    byField: { kind: string; path: string; count: number }[];
  };
  /** True when a finding at or above `failOn` exists: exit code 1. */
  failed: boolean;
  /** Set when the run was stopped (`signal`): the report holds only the operations that finished. */
  interrupted?: boolean;
}
