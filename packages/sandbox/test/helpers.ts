import { passwordToken as grant, type Sandbox } from '../src/index.js';

/** Every scope the demo client may request. */
export const SCOPES = 'openid profile roles email offline_access resources_accounts_api';

/** The password grant for a demo user, by name (plain fetch, for service tests). */
export function passwordToken(sandbox: Sandbox, username = 'alice', password?: string) {
  return grant(sandbox, { username, password });
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
