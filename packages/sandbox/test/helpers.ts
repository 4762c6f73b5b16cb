import type { Sandbox } from '../src/index.js';

/** Every scope the demo client may request. */
export const SCOPES = 'openid profile roles email offline_access resources_accounts_api';

/** Token response of the password grant for a demo user (plain fetch, for service tests). */
export async function passwordToken(
  sandbox: Sandbox,
  username = 'alice',
  password = `${username}-password`,
): Promise<{ access_token: string; refresh_token?: string; id_token?: string }> {
  const response = await fetch(`${sandbox.issuer}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'demo-client',
      client_secret: 'demo-secret',
      username,
      password,
      scope: SCOPES,
    }),
  });
  if (response.status !== 200) throw new Error(`password grant failed: ${await response.text()}`);
  return (await response.json()) as { access_token: string };
}

/** Calls the service of one version. */
export function callApi(
  sandbox: Sandbox,
  version: 4 | 5 | 6,
  path: string,
  options: { token?: string; company?: string; method?: string; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.company !== undefined) headers['x-company-context'] = options.company;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${sandbox.apiUrl(version)}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}
