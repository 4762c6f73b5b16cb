import { readTokenCache, writeTokenCache } from './cache.js';
import type { AuthClient } from './discover.js';
import { AuthError } from './errors.js';
import { TokenSource } from './token-source.js';
import type { TokenSourceOptions } from './token-source.js';

/**
 * A {@link TokenSource} from the token cache written by `compliance-migrate login`: every refresh (with
 * its rotated refresh token) is written back to the cache, mode 0600.
 */
export async function tokenSourceFromCache(
  auth: AuthClient,
  file: string,
  options: Omit<TokenSourceOptions, 'onTokens'> = {},
): Promise<TokenSource> {
  const entry = await readTokenCache(file, auth.issuer, auth.clientId);
  if (!entry) {
    throw new AuthError(
      'ERR_AUTH_LOGIN_REQUIRED',
      `No cached login for ${auth.clientId} at ${auth.issuer} in ${file}: run compliance-migrate login first.`,
    );
  }
  return new TokenSource(auth, entry.tokens, {
    ...options,
    onTokens: (tokens) => writeTokenCache(file, { ...entry, tokens }),
  });
}
