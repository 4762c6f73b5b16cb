import type { AuthClient } from './discover.js';
import {
  IdTokenAudienceError,
  IdTokenExpiredError,
  IdTokenIssuedAtError,
  IdTokenIssuerError,
  IdTokenNonceError,
  IdTokenRejectedError,
} from './errors.js';

/** The claims spec §5.5 names; others may appear. */
export interface IdTokenClaims {
  iss: string;
  aud: string | string[];
  exp: number;
  iat: number;
  sub: string;
  sid?: string;
  nonce?: string;
  [claim: string]: unknown;
}

/** Options of {@link validateIdToken}. */
export interface ValidateIdTokenOptions {
  /** The nonce sent in the authorization request, if any. */
  nonce?: string;
  /** How far `iat` may be from now, in seconds (default 300). */
  iatToleranceSeconds?: number;
  /** The client_id to validate for (default the client's own). */
  clientId?: string;
  /** Clock in milliseconds (default Date.now). */
  now?: () => number;
}

/**
 * Validates an ID token as spec §5.5 advises: POST `{issuer}/connect/identitytokenvalidation` (form
 * client_id, token), then checks iss, aud, exp, nonce and iat on the returned claims. Each failure is its
 * own error class (codes ERR_AUTH_ID_TOKEN_*). Returns the claims, `sid` included.
 */
export async function validateIdToken(
  auth: AuthClient,
  idToken: string,
  options: ValidateIdTokenOptions = {},
): Promise<IdTokenClaims> {
  const clientId = options.clientId ?? auth.clientId;
  const now = (options.now ?? Date.now)() / 1000;
  const tolerance = options.iatToleranceSeconds ?? 300;
  const response = await auth.fetch(`${auth.issuer}/connect/identitytokenvalidation`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ client_id: clientId, token: idToken }).toString(),
  });
  let body: Record<string, unknown>;
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    throw new IdTokenRejectedError(`The validation endpoint answered ${response.status} without JSON.`);
  }
  if (!response.ok) {
    const description = typeof body.error_description === 'string' ? body.error_description : '';
    if (/expired/i.test(description)) throw new IdTokenExpiredError();
    if (/"aud"/.test(description)) throw new IdTokenAudienceError(clientId);
    if (/"iss"/.test(description)) throw new IdTokenIssuerError(auth.issuer, 'another issuer');
    throw new IdTokenRejectedError(
      `The validation endpoint refused the ID token (${String(body.error ?? response.status)}${description ? `: ${description}` : ''}).`,
    );
  }
  const claims = body as IdTokenClaims;
  if (claims.iss !== auth.issuer) throw new IdTokenIssuerError(auth.issuer, claims.iss);
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (audiences.length !== 1 || audiences[0] !== clientId)
    throw new IdTokenAudienceError(clientId, claims.aud);
  if (typeof claims.exp !== 'number' || claims.exp <= now) throw new IdTokenExpiredError();
  if (options.nonce !== undefined && claims.nonce !== options.nonce) throw new IdTokenNonceError();
  if (typeof claims.iat !== 'number' || Math.abs(now - claims.iat) > tolerance)
    throw new IdTokenIssuedAtError(claims.iat, tolerance);
  return claims;
}
