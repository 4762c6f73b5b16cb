/** Codes of every error this package raises, for `switch (error.code)`. */
export type RenameMapErrorCode =
  | 'ERR_MAP_INVALID'
  | 'ERR_MAP_CONFLICT'
  | 'ERR_MAP_READ'
  | 'ERR_MAP_VERSION'
  | 'ERR_MAP_UNKNOWN_ENDPOINT'
  | 'ERR_PLAN_UNKNOWN_FIELD';

/** Base class of the change map's errors. */
export class RenameMapError extends Error {
  constructor(
    readonly code: RenameMapErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RenameMapError';
  }
}

/** One problem found in a map file: which file, which entry, which field, and what was expected. */
export interface MapIssue {
  file: string;
  /** Index of the entry in `changes`, when the problem is in one. */
  entry?: number;
  /** The entry's id, when it has one. */
  id?: string;
  /** Dotted path of the field inside the entry, e.g. `from.path`. */
  field?: string;
  /** The line of the file it is on, when the file's reader tracked lines (YAML). */
  line?: number;
  message: string;
}

/** Formats an issue as `file:12: changes[3] (v5.x): field "from.path": expected …` (the line when known). */
export function formatIssue(issue: MapIssue): string {
  const where = [issue.line === undefined ? issue.file : `${issue.file}:${issue.line}`];
  if (issue.entry !== undefined) where.push(`changes[${issue.entry}]${issue.id ? ` (${issue.id})` : ''}`);
  else if (issue.id) where.push(`"${issue.id}"`);
  if (issue.field) where.push(`field "${issue.field}"`);
  return `${where.join(': ')}: ${issue.message}`;
}

/** A map file that does not match the schema. */
export class InvalidMapError extends RenameMapError {
  constructor(readonly issues: MapIssue[]) {
    super('ERR_MAP_INVALID', `Invalid change map:\n${issues.map((i) => `  - ${formatIssue(i)}`).join('\n')}`);
    this.name = 'InvalidMapError';
  }
}

/** Two changes that claim the same thing (same id, or the same rename of the same name). */
export class MapConflictError extends RenameMapError {
  constructor(readonly issues: MapIssue[]) {
    super(
      'ERR_MAP_CONFLICT',
      `Conflicting changes:\n${issues.map((i) => `  - ${formatIssue(i)}`).join('\n')}`,
    );
    this.name = 'MapConflictError';
  }
}

/** Entries naming an endpoint that does not exist in their `since` version (a typo, or another version's name). */
export class UnknownEndpointError extends RenameMapError {
  constructor(readonly issues: MapIssue[]) {
    super(
      'ERR_MAP_UNKNOWN_ENDPOINT',
      `Unknown endpoints:\n${issues.map((i) => `  - ${formatIssue(i)}`).join('\n')}`,
    );
    this.name = 'UnknownEndpointError';
  }
}

/** A map file that cannot be read or parsed as YAML/JSON. */
export class MapReadError extends RenameMapError {
  constructor(
    readonly file: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super('ERR_MAP_READ', `${file}: ${message}`, options);
    this.name = 'MapReadError';
  }
}

/** A version outside those of `VERSIONS`. */
export class UnsupportedVersionError extends RenameMapError {
  /** @param supported the supported versions as prose, e.g. `4, 5 or 6` (see `versionList`). */
  constructor(
    readonly version: unknown,
    supported: string,
  ) {
    super('ERR_MAP_VERSION', `Unsupported API version ${String(version)}: use ${supported}.`);
    this.name = 'UnsupportedVersionError';
  }
}

/**
 * A body plan holds a field the WebAssembly encoder does not know: a rule it would silently skip. A bug in
 * this package (a new plan field not taught to `engine/wasm/plan-encoding.ts`), never bad input.
 */
export class UnknownPlanFieldError extends RenameMapError {
  constructor(
    readonly record: 'node' | 'rule',
    readonly field: string,
  ) {
    super(
      'ERR_PLAN_UNKNOWN_FIELD',
      `The WebAssembly plan encoder does not know the plan ${record} field "${field}"; ` +
        'teach engine/wasm/plan-encoding.ts and assembly/rewriter.ts to apply it (see "How to add a kind" ' +
        'in docs/architecture.md), or set COMPLIANCE_MIGRATE_WASM=0 meanwhile.',
    );
    this.name = 'UnknownPlanFieldError';
  }
}
