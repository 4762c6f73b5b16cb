import type * as client from 'openid-client';

/** The tokens of one login, with the access token's absolute expiry. */
export interface Tokens {
  accessToken: string;
  tokenType: string;
  /** Milliseconds since the epoch when the access token expires. */
  expiresAt: number;
  refreshToken?: string;
  idToken?: string;
  scope?: string;
}

/** Converts a token endpoint response, keeping `previous` refresh and ID tokens when none are returned. */
export function toTokens(
  response: client.TokenEndpointResponse,
  now: number,
  previous?: Pick<Tokens, 'refreshToken' | 'idToken'>,
): Tokens {
  const tokens: Tokens = {
    accessToken: response.access_token,
    tokenType: response.token_type,
    expiresAt: now + (response.expires_in ?? 1800) * 1000,
  };
  const refreshToken = response.refresh_token ?? previous?.refreshToken;
  if (refreshToken) tokens.refreshToken = refreshToken;
  const idToken = response.id_token ?? previous?.idToken;
  if (idToken) tokens.idToken = idToken;
  if (response.scope) tokens.scope = response.scope;
  return tokens;
}
