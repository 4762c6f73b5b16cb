/** Stable codes of every error this package raises; `switch (error.code)` on them. */
export type AuthErrorCode =
  | 'ERR_AUTH_INSECURE'
  | 'ERR_AUTH_CONFIG'
  | 'ERR_AUTH_DISCOVERY'
  | 'ERR_AUTH_TOKEN_REQUEST'
  | AuthorizationErrorCode
  | 'ERR_AUTH_LOGIN_REQUIRED'
  | IdTokenErrorCode;

/** Codes of a browser login that did not come back well. */
export type AuthorizationErrorCode = 'ERR_AUTH_AUTHORIZATION' | 'ERR_AUTH_STATE' | 'ERR_AUTH_TIMEOUT';

/** Codes of the ID token checks (spec §5.5). */
export type IdTokenErrorCode =
  | 'ERR_AUTH_ID_TOKEN_REJECTED'
  | 'ERR_AUTH_ID_TOKEN_ISSUER'
  | 'ERR_AUTH_ID_TOKEN_AUDIENCE'
  | 'ERR_AUTH_ID_TOKEN_EXPIRED'
  | 'ERR_AUTH_ID_TOKEN_NONCE'
  | 'ERR_AUTH_ID_TOKEN_IAT';

/** Base class of every error of this package: a stable `code` and a message that never holds a secret. */
export class AuthError extends Error {
  readonly code: AuthErrorCode;

  constructor(code: AuthErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = new.target.name;
  }
}

/** An endpoint would be reached over plain HTTP on a host that is not loopback. */
export class InsecureEndpointError extends AuthError {
  constructor(what: string, url: string) {
    super(
      'ERR_AUTH_INSECURE',
      `The ${what} ${url} is not HTTPS. Plain HTTP is allowed only on loopback (127.0.0.0/8, ::1, localhost); use the https:// address of the identity provider.`,
    );
  }
}

/** Missing or invalid configuration: no secret, an unreadable secret file, a bad issuer URL. */
export class AuthConfigError extends AuthError {
  constructor(message: string) {
    super('ERR_AUTH_CONFIG', message);
  }
}

/** Discovery of the identity provider failed. */
export class DiscoveryError extends AuthError {
  constructor(message: string) {
    super('ERR_AUTH_DISCOVERY', message);
  }
}

/** The token endpoint refused a request (`error` holds the OAuth error code, such as invalid_grant). */
export class TokenRequestError extends AuthError {
  readonly error: string | undefined;
  readonly status: number | undefined;

  constructor(message: string, error?: string, status?: number) {
    super('ERR_AUTH_TOKEN_REQUEST', message);
    this.error = error;
    this.status = status;
  }
}

/** The authorization response was an error, its `state` did not match, or nobody logged in in time. */
export class AuthorizationError extends AuthError {
  declare readonly code: AuthorizationErrorCode;

  constructor(message: string, code: AuthorizationErrorCode = 'ERR_AUTH_AUTHORIZATION') {
    super(code, message);
  }
}

/** The authorization response's `state` differs from the one sent. */
export class StateMismatchError extends AuthorizationError {
  constructor() {
    super('The authorization response state does not match the one sent (possible CSRF).', 'ERR_AUTH_STATE');
  }
}

/** Base class of the ID token validation failures (spec §5.5). */
export class IdTokenError extends AuthError {
  declare readonly code: IdTokenErrorCode;

  constructor(code: IdTokenErrorCode, message: string) {
    super(code, message);
  }
}

/** The validation endpoint refused the ID token (signature or format). */
export class IdTokenRejectedError extends IdTokenError {
  constructor(message: string) {
    super('ERR_AUTH_ID_TOKEN_REJECTED', message);
  }
}

/** `iss` is not the identity provider's issuer. */
export class IdTokenIssuerError extends IdTokenError {
  constructor(expected: string, actual: unknown) {
    super('ERR_AUTH_ID_TOKEN_ISSUER', `ID token issuer ${String(actual)} is not ${expected}.`);
  }
}

/** `aud` is not this client's client_id. */
export class IdTokenAudienceError extends IdTokenError {
  constructor(expected: string, actual?: unknown) {
    super(
      'ERR_AUTH_ID_TOKEN_AUDIENCE',
      actual === undefined
        ? `ID token audience is not ${expected}.`
        : `ID token audience ${JSON.stringify(actual)} is not ${expected}.`,
    );
  }
}

/** `exp` is in the past. */
export class IdTokenExpiredError extends IdTokenError {
  constructor() {
    super('ERR_AUTH_ID_TOKEN_EXPIRED', 'The ID token has expired.');
  }
}

/** `nonce` differs from the one sent (replay check). */
export class IdTokenNonceError extends IdTokenError {
  constructor() {
    super('ERR_AUTH_ID_TOKEN_NONCE', 'The ID token nonce does not match the one sent.');
  }
}

/** `iat` is too far from the current time. */
export class IdTokenIssuedAtError extends IdTokenError {
  constructor(iat: unknown, toleranceSeconds: number) {
    super(
      'ERR_AUTH_ID_TOKEN_IAT',
      `The ID token was issued at ${String(iat)}, more than ${toleranceSeconds} s from now.`,
    );
  }
}
