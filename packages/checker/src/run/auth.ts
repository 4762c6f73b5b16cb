import { TargetAuthError, SecretMissingError } from '../errors.js';
import type { AuthProfile } from '../scenario/schema.js';

/** What the run needs from a login: a token now, and a fresh one after a 401 (single flight). */
export interface AccessTokens {
  getAccessToken(): Promise<string>;
  onUnauthorized(rejected?: string): Promise<string>;
}

/**
 * Logs in with the password grant (secrets from the environment) and returns the auth package's
 * `TokenSource`: refreshed before expiry, and once for all requests in flight after a 401.
 */
export async function loginTarget(
  name: string,
  profile: AuthProfile,
  env: Record<string, string | undefined> = process.env,
): Promise<AccessTokens> {
  const secret = env[profile.clientSecretEnv];
  if (!secret)
    throw new SecretMissingError(
      profile.clientSecretEnv,
      `client secret of ${profile.clientId} for target ${name}`,
    );
  const password = env[profile.passwordEnv];
  if (!password)
    throw new SecretMissingError(profile.passwordEnv, `password of ${profile.username} for target ${name}`);
  const { discover, passwordGrant, TokenSource } = await import('@compliance-migrate/auth');
  try {
    const auth = await discover(profile.issuer, profile.clientId, secret);
    const credentials = { username: profile.username, password, scope: profile.scopes.join(' ') };
    const { tokens } = await passwordGrant(auth, credentials);
    return new TokenSource(auth, tokens, {
      reauthenticate: async () => (await passwordGrant(auth, { ...credentials, validate: false })).tokens,
    });
  } catch (error) {
    throw new TargetAuthError(name, `login at ${profile.issuer} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
