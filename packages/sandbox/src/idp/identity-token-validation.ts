import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import { readBody } from '../http/read-body.js';
import { sendJson } from '../http/send.js';

/** What the validation endpoint checks against: the issuer, its keys and the known client ids. */
export interface IdentityTokenCheck {
  issuer: string;
  keys: JWTVerifyGetKey;
  clientIds: readonly string[];
}

/**
 * `POST /auth/connect/identitytokenvalidation` (form `client_id`, `token`): answers the verified claims of
 * the ID token (signature, issuer, audience = client_id, expiry), or `{ error, error_description }` with 400.
 */
export async function handleIdentityTokenValidation(
  check: IdentityTokenCheck,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'POST') {
    sendJson(res, 400, { error: 'invalid_request', error_description: 'Use POST with a form body.' });
    return;
  }
  const form = new URLSearchParams(await readBody(req));
  const clientId = form.get('client_id');
  const token = form.get('token');
  if (!clientId || !token) {
    sendJson(res, 400, { error: 'invalid_request', error_description: 'client_id and token are required.' });
    return;
  }
  if (!check.clientIds.includes(clientId)) {
    sendJson(res, 400, { error: 'invalid_client', error_description: 'Unknown client_id.' });
    return;
  }
  try {
    const { payload } = await jwtVerify(token, check.keys, { issuer: check.issuer, audience: clientId });
    sendJson(res, 200, payload);
  } catch (error) {
    const description =
      error instanceof joseErrors.JWTExpired
        ? 'The ID token has expired.'
        : error instanceof joseErrors.JWTClaimValidationFailed
          ? `The ID token's "${error.claim}" claim is not valid.`
          : 'The ID token signature or format is not valid.';
    sendJson(res, 400, { error: 'invalid_token', error_description: description });
  }
}
