/** Stable codes of every error the checker throws; `switch (error.code)` on them. */
export type CheckerErrorCode =
  | 'ERR_CHECK_SCENARIO_READ'
  | 'ERR_CHECK_SCENARIO_INVALID'
  | 'ERR_CHECK_SECRET_MISSING'
  | 'ERR_CHECK_AUTH'
  | 'ERR_CHECK_REPORT_INVALID'
  | 'ERR_CHECK_FORMAT_UNKNOWN'
  | 'ERR_CHECK_INFER_STEP';

/** Base class of the checker's errors; the layer below is kept as `cause`. */
export class CheckerError extends Error {
  readonly code: CheckerErrorCode;

  constructor(code: CheckerErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CheckerError';
    this.code = code;
  }
}

/** One problem in a scenario file: where it is and what was expected there. */
export interface ScenarioIssue {
  /** Dotted path inside the file, e.g. `targets.b.auth.clientId`. */
  path: string;
  message: string;
}

/** A scenario file that cannot be read or parsed. */
export class ScenarioReadError extends CheckerError {
  readonly file: string;

  constructor(file: string, message: string, options?: { cause?: unknown }) {
    super('ERR_CHECK_SCENARIO_READ', `${file}: ${message}`, options);
    this.name = 'ScenarioReadError';
    this.file = file;
  }
}

/** A scenario file that does not match the schema; the message lists every issue with its path. */
export class ScenarioInvalidError extends CheckerError {
  readonly file: string;
  readonly issues: ScenarioIssue[];

  constructor(file: string, issues: ScenarioIssue[]) {
    super(
      'ERR_CHECK_SCENARIO_INVALID',
      `${file} is not a valid scenario:\n${issues.map((i) => `  - ${i.path || '(root)'}: ${i.message}`).join('\n')}`,
    );
    this.name = 'ScenarioInvalidError';
    this.file = file;
    this.issues = issues;
  }
}

/** An environment variable named by the scenario (client secret, password) is not set. */
export class SecretMissingError extends CheckerError {
  readonly variable: string;

  constructor(variable: string, what: string) {
    super(
      'ERR_CHECK_SECRET_MISSING',
      `The environment variable ${variable} (${what}) is not set; export it before running the check.`,
    );
    this.name = 'SecretMissingError';
    this.variable = variable;
  }
}

/** Logging in to a target failed; `cause` is the auth package's error. */
export class TargetAuthError extends CheckerError {
  readonly target: string;

  constructor(target: string, message: string, options?: { cause?: unknown }) {
    super('ERR_CHECK_AUTH', `target ${target}: ${message}`, options);
    this.name = 'TargetAuthError';
    this.target = target;
  }
}

/** A file given as a `check --format json` report that cannot be read or is not one. */
export class ReportInvalidError extends CheckerError {
  readonly file: string;

  constructor(file: string, message: string, options?: { cause?: unknown }) {
    super('ERR_CHECK_REPORT_INVALID', message, options);
    this.name = 'ReportInvalidError';
    this.file = file;
  }
}

/** `map infer` was given a run that is not one adjacent step from older (A) to newer (B), e.g. v4 against v6. */
export class InferStepError extends CheckerError {
  constructor(message: string) {
    super('ERR_CHECK_INFER_STEP', message);
    this.name = 'InferStepError';
  }
}
