import type { IncomingHttpHeaders } from 'node:http';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import { userBySub } from '../data/demo-users.js';
import type { DemoUser, Membership } from '../data/demo-users.js';
import { ApiError, ForbiddenError, InsufficientScopeError } from '../errors.js';

/** The audience (and scope) of access tokens for the compliance service. */
export const API_AUDIENCE = 'resources_accounts_api';

/** What a valid token and company context resolve to. */
export interface Caller {
  user: DemoUser;
  membership: Membership;
}

/** How access tokens are checked: the issuer and its signing keys. */
export interface TokenCheck {
  issuer: string;
  keys: JWTVerifyGetKey;
}

/** RFC 6750 §3: a 401 names the scheme; a rejected token says why. */
const BEARER = { 'www-authenticate': 'Bearer' };
const BEARER_INVALID = { 'www-authenticate': 'Bearer error="invalid_token"' };

/** True when the token's space-separated `scope` claim holds `scope`. */
function hasScope(claim: unknown, scope: string): boolean {
  return typeof claim === 'string' && claim.split(' ').includes(scope);
}

/**
 * Checks the bearer token (signature, issuer, audience, expiry, the API scope) and the X-Company-Context
 * header: 401 without a valid token, 403 `insufficient_scope` without the API scope, 400 for a malformed
 * context, 403 for a company the user is not in.
 */
export async function authenticate(headers: IncomingHttpHeaders, check: TokenCheck): Promise<Caller> {
  const authorization = headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(authorization);
  if (!match?.[1]) {
    throw new ApiError(
      401,
      'unauthorized',
      'A bearer access token is required.',
      'Send Authorization: Bearer <token>.',
      BEARER,
    );
  }
  let sub: string | undefined;
  let scope: unknown;
  try {
    const { payload } = await jwtVerify(match[1], check.keys, {
      issuer: check.issuer,
      audience: API_AUDIENCE,
    });
    sub = payload.sub;
    scope = payload.scope;
  } catch (error) {
    const description =
      error instanceof joseErrors.JWTExpired
        ? 'The access token has expired.'
        : 'The access token is not valid.';
    throw new ApiError(401, 'invalid_token', 'The access token was rejected.', description, BEARER_INVALID);
  }
  const user = sub === undefined ? undefined : userBySub(sub);
  if (!user)
    throw new ApiError(
      401,
      'invalid_token',
      'The access token was rejected.',
      'Unknown subject.',
      BEARER_INVALID,
    );
  // The spec is silent on scopes at the service; a token issued without the API scope is refused here.
  if (!hasScope(scope, API_AUDIENCE)) throw new InsufficientScopeError(API_AUDIENCE);

  const context = headers['x-company-context'];
  if (typeof context !== 'string' || !/^\d{1,12}$/.test(context.trim())) {
    throw new ApiError(
      400,
      'invalid_company_context',
      'X-Company-Context must hold the numeric ID of exactly one company.',
    );
  }
  const companyId = Number(context.trim());
  const membership = user.memberships.find((m) => m.companyId === companyId);
  if (!membership) throw new ForbiddenError(`The user does not belong to company ${companyId}.`);
  return { user, membership };
}
