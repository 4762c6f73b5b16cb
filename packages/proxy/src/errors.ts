/** Stable codes of every error the proxy answers with or throws (one place, as undici's `core/errors.js`). */
export type ProxyErrorCode =
  | 'ERR_PROXY_BAD_REQUEST_TARGET'
  | 'ERR_PROXY_COMPANY_CONTEXT'
  | 'ERR_PROXY_VERSION'
  | 'ERR_PROXY_REQUEST_TOO_LARGE'
  | 'ERR_PROXY_RESPONSE_TOO_LARGE'
  | 'ERR_PROXY_UPSTREAM_UNREACHABLE'
  | 'ERR_PROXY_UPSTREAM_TIMEOUT'
  | 'ERR_PROXY_UPSTREAM_BAD_ENCODING'
  | 'ERR_PROXY_METHOD'
  | 'ERR_PROXY_CONFIG'
  | 'ERR_PROXY_REQUEST_TIMEOUT'
  | 'ERR_PROXY_OVERLOADED'
  | 'ERR_PROXY_BAD_BODY'
  | 'ERR_PROXY_BAD_FRAMING'
  | 'ERR_PROXY_INTERNAL';

/** The spec's error body (§7): `{ "error", "message"?, "error_description"? }`. */
export interface SpecErrorBody {
  error: string;
  message?: string;
  error_description?: string;
}

/** Base class: an HTTP status, the spec's `error` code and a stable `code` for callers to switch on. */
export class ProxyError extends Error {
  constructor(
    readonly code: ProxyErrorCode,
    /** HTTP status the proxy answers with. */
    readonly status: number,
    /** The spec's user-friendly `error` value. */
    readonly error: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProxyError';
  }

  /** The body sent to the client: `error_description` says the proxy answered, not the service, and gives the code. */
  toBody(): SpecErrorBody {
    return {
      error: this.error,
      message: this.message,
      error_description: `answered by the compliance-migrate proxy, not the service (${this.code})`,
    };
  }
}

export const badRequestTarget = (detail: string): ProxyError =>
  new ProxyError('ERR_PROXY_BAD_REQUEST_TARGET', 400, 'invalid_request', detail);

export const badCompanyContext = (detail: string): ProxyError =>
  new ProxyError(
    'ERR_PROXY_COMPANY_CONTEXT',
    400,
    'invalid_company_context',
    `${detail}: X-Company-Context must hold the numeric ID of exactly one company (spec §5.2)`,
  );

export const badVersion = (detail: string): ProxyError =>
  new ProxyError('ERR_PROXY_VERSION', 400, 'unsupported_version', detail);

export const requestTooLarge = (limit: number): ProxyError =>
  new ProxyError(
    'ERR_PROXY_REQUEST_TOO_LARGE',
    413,
    'request_too_large',
    `the request body is larger than the proxy's limit of ${limit} bytes`,
  );

export const responseTooLarge = (limit: number, cause?: unknown): ProxyError =>
  new ProxyError(
    'ERR_PROXY_RESPONSE_TOO_LARGE',
    502,
    'upstream_response_too_large',
    `the upstream JSON response is larger than the translation limit of ${limit} bytes`,
    { cause },
  );

export const upstreamUnreachable = (cause: unknown): ProxyError =>
  new ProxyError(
    'ERR_PROXY_UPSTREAM_UNREACHABLE',
    502,
    'bad_gateway',
    `the upstream service could not be reached (${describe(cause)})`,
    { cause },
  );

/** A failure of the proxy itself, not of the upstream: answered 500, its cause only in the log. */
export const internalError = (cause: unknown): ProxyError =>
  new ProxyError(
    'ERR_PROXY_INTERNAL',
    500,
    'internal_error',
    'the proxy failed while handling this request; its log has the cause under this request id',
    { cause },
  );

export const upstreamTimeout = (ms: number, cause?: unknown): ProxyError =>
  new ProxyError(
    'ERR_PROXY_UPSTREAM_TIMEOUT',
    504,
    'gateway_timeout',
    `the upstream service did not answer within ${ms} ms`,
    { cause },
  );

export const upstreamBadEncoding = (encoding: string, cause: unknown): ProxyError =>
  new ProxyError(
    'ERR_PROXY_UPSTREAM_BAD_ENCODING',
    502,
    'bad_gateway',
    `the upstream response could not be decoded (${encoding}: ${describe(cause)})`,
    { cause },
  );

export const methodNotAllowed = (method: string): ProxyError =>
  new ProxyError(
    'ERR_PROXY_METHOD',
    405,
    'method_not_allowed',
    `the proxy does not forward ${method} requests`,
  );

/** The client sent its request too slowly: the body stalled, or the whole request took too long. */
export const requestTimeout = (detail: string): ProxyError =>
  new ProxyError('ERR_PROXY_REQUEST_TIMEOUT', 408, 'request_timeout', detail);

/** Every upstream slot is busy and the wait queue is full or waited too long: answered 503 with Retry-After. */
export class OverloadedError extends ProxyError {
  constructor(
    detail: string,
    /** Seconds for the `Retry-After` header. */
    readonly retryAfter: number,
  ) {
    super('ERR_PROXY_OVERLOADED', 503, 'service_unavailable', detail);
  }
}

/** A request body the proxy must translate but cannot do so safely (malformed, too deep, not UTF-8, ...). */
export const badBody = (detail: string): ProxyError =>
  new ProxyError('ERR_PROXY_BAD_BODY', 400, 'invalid_request', detail);

/** Bytes after a request that cannot be framed: the request is refused and never forwarded. */
export const badFraming = (detail: string): ProxyError =>
  new ProxyError('ERR_PROXY_BAD_FRAMING', 400, 'invalid_request', `the request was not forwarded: ${detail}`);

/**
 * An invalid option given to `createProxy` or the CLI. Raised before the proxy listens, never answered to a client;
 * a `ProxyError` so that callers switch on one `code`.
 */
export class ProxyConfigError extends ProxyError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('ERR_PROXY_CONFIG', 500, 'invalid_configuration', message, options);
    this.name = 'ProxyConfigError';
  }
}

function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code ? `${code}` : cause.message;
  }
  return String(cause);
}
