/** Stable codes of the errors the sandbox's service answers with (the `error` property of the body). */
export type ApiErrorCode =
  | 'invalid_request'
  | 'invalid_company_context'
  | 'unauthorized'
  | 'invalid_token'
  | 'forbidden'
  | 'insufficient_scope'
  | 'not_found'
  | 'server_error';

/** An error answered with the spec's body `{ error, message?, error_description? }` and an HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 500,
    readonly code: ApiErrorCode,
    message: string,
    readonly description?: string,
    /** Extra response headers, e.g. `WWW-Authenticate` (RFC 6750 §3). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The spec-shaped error body. */
  toBody(): { error: string; message: string; error_description?: string } {
    return this.description === undefined
      ? { error: this.code, message: this.message }
      : { error: this.code, message: this.message, error_description: this.description };
  }
}

/** 400: the request is malformed (body, query or path). */
export class InvalidRequestError extends ApiError {
  constructor(message: string, description?: string) {
    super(400, 'invalid_request', message, description);
  }
}

/** 404: no such resource in the selected company. */
export class NotFoundError extends ApiError {
  constructor(message: string) {
    super(404, 'not_found', message);
  }
}

/** 403: the user may not do this in the selected company. */
export class ForbiddenError extends ApiError {
  constructor(message: string) {
    super(403, 'forbidden', message);
  }
}

/** 403 with `WWW-Authenticate: Bearer error="insufficient_scope"`: the token lacks the API scope. */
export class InsufficientScopeError extends ApiError {
  constructor(scope: string) {
    super(
      403,
      'insufficient_scope',
      `The access token was not issued for the scope ${scope}.`,
      `Request the scope ${scope} when logging in.`,
      { 'www-authenticate': `Bearer error="insufficient_scope", scope="${scope}"` },
    );
  }
}

/** Stable codes of the errors the sandbox throws to its caller (docs/troubleshooting.md). */
export type SandboxErrorCode = 'ERR_SANDBOX_FAULT_CONFIG';

/**
 * Base class of the errors the sandbox throws (not answered as a service error: those are `ApiError`, whose `code`
 * is the spec's `error` value).
 */
export class SandboxError extends Error {
  constructor(
    readonly code: SandboxErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** A fault-control request that does not describe a valid fault configuration. */
export class FaultConfigError extends SandboxError {
  declare readonly code: 'ERR_SANDBOX_FAULT_CONFIG';

  constructor(message: string) {
    super('ERR_SANDBOX_FAULT_CONFIG', message);
  }
}
