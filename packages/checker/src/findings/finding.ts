import { createHash } from 'node:crypto';
import { FINDING_KINDS, type FindingKindId } from './kinds.js';
import type { Severity } from './severity.js';

/** One difference found: data only (the words live in the kinds registry and the formatters). */
export interface Finding {
  kind: FindingKindId;
  severity: Severity;
  /** The scenario operation's name. */
  operation: string;
  /** JSON path in the body, `$` for the whole answer (status, content type). */
  path: string;
  /** What A had (absent for an added field). */
  expected?: unknown;
  /** What B had (absent for a missing field). */
  actual?: unknown;
  /** Extra detail, e.g. an error message. */
  detail?: string;
  /** Stable across runs: hash of kind, operation and path. */
  fingerprint: string;
}

/** sha256 of kind, operation and path, shortened to 16 hex digits. */
export function fingerprintOf(kind: string, operation: string, path: string): string {
  return createHash('sha256').update(`${kind}\u0000${operation}\u0000${path}`).digest('hex').slice(0, 16);
}

/** Builds a finding with the severity of its kind and its fingerprint. */
export function makeFinding(
  kind: FindingKindId,
  operation: string,
  path: string,
  extra: Pick<Finding, 'expected' | 'actual' | 'detail'> = {},
): Finding {
  const finding: Finding = {
    kind,
    severity: FINDING_KINDS[kind].severity,
    operation,
    path,
    fingerprint: fingerprintOf(kind, operation, path),
  };
  if ('expected' in extra) finding.expected = extra.expected;
  if ('actual' in extra) finding.actual = extra.actual;
  if (extra.detail !== undefined) finding.detail = extra.detail;
  return finding;
}

/** One line describing a finding, e.g. `$.data[0].categoryId: missing in B (A: 3)`. */
export function describeFinding(f: Finding): string {
  const show = (v: unknown): string => {
    const text = JSON.stringify(v);
    return text === undefined ? 'undefined' : text.length > 80 ? `${text.slice(0, 77)}...` : text;
  };
  switch (f.kind) {
    case 'response.status-changed':
      return `status ${show(f.expected)} in A, ${show(f.actual)} in B`;
    case 'response.field-missing':
      return `${f.path}: missing in B (A: ${show(f.expected)})`;
    case 'response.field-added':
    case 'response.error-field-added':
      return `${f.path}: only in B (${show(f.actual)})`;
    case 'response.type-changed':
      return `${f.path}: ${typeName(f.expected)} in A, ${typeName(f.actual)} in B`;
    case 'response.value-changed':
      return `${f.path}: ${show(f.expected)} in A, ${show(f.actual)} in B`;
    case 'response.array-length':
      return `${f.path}: ${show(f.expected)} element(s) in A, ${show(f.actual)} in B`;
    case 'response.array-order':
      return `${f.path}: same elements, another order`;
    case 'response.item-missing':
      return `${f.path}: element missing in B`;
    case 'response.item-added':
      return `${f.path}: element only in B`;
    case 'response.body-changed':
      return `body differs: ${show(f.expected)} in A, ${show(f.actual)} in B${f.detail ? ` (${f.detail})` : ''}`;
    case 'response.content-type-changed':
      return `content type ${show(f.expected)} in A, ${show(f.actual)} in B`;
    default:
      return `${FINDING_KINDS[f.kind].title}${f.detail ? `: ${f.detail}` : ''}`;
  }
}

/** The JSON type name of a value: null, array, object, string, number, boolean. */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
