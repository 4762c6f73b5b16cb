import type { Severity } from './severity.js';

/** One kind of finding: a stable id, its severity, and the words that explain it (apart from the data). */
export interface FindingKind {
  /** Stable kebab-case id, `area.what`; never renamed once released (CI baselines key on it). */
  id: string;
  severity: Severity;
  /** A short title, shown as the annotation or test-case name. */
  title: string;
  /** What it means and what to do about it. */
  help: string;
}

/**
 * The registry of every finding kind (oasdiff's `rules.go`). Audited by `test/kinds.test.ts`: ids are
 * unique, kebab-case, and listed in docs/checker.md.
 */
export const FINDING_KINDS = {
  'response.status-changed': {
    id: 'response.status-changed',
    severity: 'error',
    title: 'Status code differs',
    help: 'B answers with another HTTP status than A for the same request.',
  },
  'response.field-missing': {
    id: 'response.field-missing',
    severity: 'error',
    title: 'Field missing in B',
    help: "A field A returns is absent from B (after B was translated into A's version). A client reading it breaks; if the field was renamed, add a field.renamed entry to an overlay (`map infer` proposes them).",
  },
  'response.type-changed': {
    id: 'response.type-changed',
    severity: 'error',
    title: 'Field type differs',
    help: 'The JSON type of a value differs (e.g. number in A, string in B).',
  },
  'response.value-changed': {
    id: 'response.value-changed',
    severity: 'warning',
    title: 'Value differs',
    help: 'Same field and type, another value. If the value was renamed (an enum), add a value.renamed entry to an overlay; if it changes on every call, it is reported as noise instead.',
  },
  'response.field-added': {
    id: 'response.field-added',
    severity: 'info',
    title: 'Field added in B',
    help: 'B returns a field A does not. Harmless for most clients.',
  },
  'response.error-field-added': {
    id: 'response.error-field-added',
    severity: 'warning',
    title: 'Field added to an error body in B',
    help: "B's error answer (4xx/5xx) has a field A's does not. Error bodies are the same in every version (spec §7) and clients often parse them strictly; the map adds nothing to them unless an overlay entry declares `statuses` for them.",
  },
  'response.array-length': {
    id: 'response.array-length',
    severity: 'warning',
    title: 'Array length differs',
    help: 'An array has another number of elements in B. Configure an identity key under options.arrays to compare it as a set.',
  },
  'response.array-order': {
    id: 'response.array-order',
    severity: 'info',
    title: 'Array order differs',
    help: 'The same elements in another order. Configure an identity key under options.arrays to compare the array as a set.',
  },
  'response.item-missing': {
    id: 'response.item-missing',
    severity: 'error',
    title: 'Array element missing in B',
    help: 'An element of an array compared as a set (by its identity key) is absent from B.',
  },
  'response.item-added': {
    id: 'response.item-added',
    severity: 'info',
    title: 'Array element added in B',
    help: 'B has an element (by identity key) that A does not.',
  },
  'response.body-invalid': {
    id: 'response.body-invalid',
    severity: 'error',
    title: 'Response body is not valid JSON',
    help: 'A response declared as JSON could not be parsed.',
  },
  'response.content-type-changed': {
    id: 'response.content-type-changed',
    severity: 'warning',
    title: 'Content type differs',
    help: 'A and B answer with different media types; bodies are not compared.',
  },
  'response.body-changed': {
    id: 'response.body-changed',
    severity: 'warning',
    title: 'File body differs',
    help: 'A body that is neither JSON nor a spreadsheet (a CSV or PDF export, say) has other bytes in B (compared by sha256). Compare the two files by hand; if A answers differently on every call, it is noise instead.',
  },
  'response.body-not-compared': {
    id: 'response.body-not-compared',
    severity: 'info',
    title: 'Body not compared',
    help: 'A body could not be read as what its content type says (e.g. a spreadsheet that is not a valid .xlsx file), so it was not compared. Check the file by hand.',
  },
  'request.failed': {
    id: 'request.failed',
    severity: 'error',
    title: 'Request failed',
    help: 'No answer after every retry (network error, timeout, 502/503/504), or the login failed.',
  },
  'operation.skipped': {
    id: 'operation.skipped',
    severity: 'info',
    title: 'Operation skipped',
    help: 'A write (POST, PUT, PATCH, DELETE) is not sent unless --allow-writes is given, because it changes data on both targets.',
  },
} as const satisfies Record<string, FindingKind>;

/** The id of a finding kind. */
export type FindingKindId = keyof typeof FINDING_KINDS;

/** Every kind, in registry order. */
export const findingKinds = (): FindingKind[] => Object.values(FINDING_KINDS);
