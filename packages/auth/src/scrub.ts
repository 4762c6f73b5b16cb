import * as client from 'openid-client';
import { AuthError, TokenRequestError } from './errors.js';

/** Replaces every occurrence of a secret in `text` with `[redacted]`. */
export function scrub(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 3) out = out.split(secret).join('[redacted]');
  }
  return out;
}

/** Turns whatever a token request threw into a {@link TokenRequestError} whose message holds no secret. */
export function toTokenRequestError(
  error: unknown,
  what: string,
  secrets: readonly (string | undefined)[],
): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof client.ResponseBodyError) {
    const description = error.error_description ? `: ${error.error_description}` : '';
    return new TokenRequestError(
      scrub(`${what} refused (${error.error}${description}).`, secrets),
      error.error,
      error.status,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new TokenRequestError(scrub(`${what} failed: ${message}`, secrets));
}
