import type { Sandbox } from '../start-sandbox.js';
import { ALL_SCOPES, DEMO_CLIENT } from './clients.js';

/** The token endpoint's answer to the password grant. */
export interface PasswordTokenResponse {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
}

/**
 * Logs a demo user in with the password grant, as the demo client, asking for every scope (the API's included)
 * unless told; for tests and benchmarks that need a token without the auth package. `fetch` is one trusting the
 * CA of a sandbox started with `tls`. Throws with the endpoint's answer when the grant fails.
 */
export async function passwordToken(
  sandbox: Pick<Sandbox, 'issuer'>,
  options: { username?: string; password?: string; scope?: string; fetch?: typeof fetch } = {},
): Promise<PasswordTokenResponse> {
  const username = options.username ?? 'alice';
  const response = await (options.fetch ?? fetch)(`${sandbox.issuer}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: DEMO_CLIENT.clientId,
      client_secret: DEMO_CLIENT.clientSecret,
      username,
      password: options.password ?? `${username}-password`,
      scope: options.scope ?? ALL_SCOPES.join(' '),
    }),
  });
  if (response.status !== 200) throw new Error(`password grant failed: ${await response.text()}`);
  return (await response.json()) as PasswordTokenResponse;
}
