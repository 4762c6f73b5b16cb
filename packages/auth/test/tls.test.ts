import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@compliance-migrate/sandbox';
import { discover, DiscoveryError, passwordGrant, startBrowserLogin, validateIdToken } from '../src/index.js';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  driveLogin,
  fetchTrusting,
  NATIVE_CLIENTS,
  withSandbox,
} from './helpers.js';

// The sandbox over HTTPS (`tls`): the issuer and token endpoint are https, so the HTTPS check stays on
// (no allowInsecureRequests); the client trusts the sandbox's CA through its fetch.
let sandbox: Sandbox;
let httpsFetch: typeof fetch;
beforeAll(async () => {
  sandbox = await withSandbox({ tls: true, clients: NATIVE_CLIENTS });
  httpsFetch = fetchTrusting(sandbox.ca!.pem);
});
afterAll(() => sandbox.close());

describe('against the sandbox over HTTPS', () => {
  it('refuses the sandbox when its CA is not trusted', async () => {
    expect(sandbox.issuer).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/auth$/);
    const error = await discover(sandbox.issuer, CLIENT_ID, CLIENT_SECRET).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscoveryError);
  });

  it('logs in with the password grant over HTTPS and validates the ID token at the validation endpoint', async () => {
    const auth = await discover(sandbox.issuer, CLIENT_ID, CLIENT_SECRET, { fetch: httpsFetch });
    expect(auth.config.serverMetadata().token_endpoint).toBe(`${sandbox.issuer}/connect/token`);
    expect(auth.config.serverMetadata().token_endpoint).toMatch(/^https:/);
    const { tokens, claims } = await passwordGrant(auth, { username: 'alice', password: 'alice-password' });
    expect(claims?.iss).toBe(sandbox.issuer);
    expect((await validateIdToken(auth, tokens.idToken!)).sub).toBe(claims?.sub);
    const api = await httpsFetch(`${sandbox.apiUrl(6)}/categories`, {
      headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-company-context': '1001' },
    });
    expect(api.status).toBe(200);
  });

  it('logs in through the browser (code + PKCE) over HTTPS', async () => {
    const auth = await discover(sandbox.issuer, CLIENT_ID, CLIENT_SECRET, { fetch: httpsFetch });
    const login = await startBrowserLogin(auth);
    expect(login.authorizationUrl.protocol).toBe('https:');
    await driveLogin(login.authorizationUrl, login.redirectUri, 'bob', 'bob-password', httpsFetch);
    const { tokens, claims } = await login.result;
    expect(tokens.refreshToken).toBeTruthy();
    expect(claims?.iss).toBe(sandbox.issuer);
  });
});
