import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/index.js';
import type { Sandbox } from '../../src/index.js';
import { SCOPES, callApi } from '../helpers.js';
import { fragmentAsQuery } from './browser-http.js';

const REDIRECT_URI = 'http://127.0.0.1/callback';

/** A cookie jar good enough for one host. */
class Jar {
  readonly #cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair && index > 0) this.#cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }
  header(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function fetchWith(jar: Jar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

/** Drives the browser part of an authorization request: login page, then redirects until the callback. */
async function login(
  sandbox: Sandbox,
  jar: Jar,
  authorizationUrl: URL,
  username: string,
  language = 'Sign in',
) {
  let response = await fetchWith(jar, authorizationUrl.href);
  let loginPage: string | undefined;
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location');
    if (response.status === 200 && !loginPage) {
      loginPage = await response.text();
      expect(loginPage).toContain(language);
      const action = /action="([^"]+)"/.exec(loginPage)?.[1] ?? '';
      response = await fetchWith(jar, new URL(action, sandbox.url).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password: `${username}-password` }),
      });
      continue;
    }
    if (!location) throw new Error(`unexpected ${response.status}: ${await response.text()}`);
    const next = new URL(location, sandbox.url);
    if (next.href.startsWith(REDIRECT_URI)) return next;
    response = await fetchWith(jar, next.href);
  }
  throw new Error('too many redirects');
}

let sandbox: Sandbox;
let logoutServer: ReturnType<typeof createServer>;
const logoutCalls: URL[] = [];
let secretClient: client.Configuration;
let spaClient: client.Configuration;

beforeAll(async () => {
  logoutServer = createServer((req, res) => {
    logoutCalls.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
    res.end('ok');
  });
  await new Promise<void>((resolve) => logoutServer.listen(0, '127.0.0.1', resolve));
  const { port } = logoutServer.address() as AddressInfo;
  sandbox = await startSandbox({
    redirectUris: [REDIRECT_URI],
    logoutUri: `http://127.0.0.1:${port}/logout`,
  });
  const execute = [client.allowInsecureRequests];
  secretClient = await client.discovery(new URL(sandbox.issuer), 'demo-client', 'demo-secret', undefined, {
    execute,
  });
  spaClient = await client.discovery(new URL(sandbox.issuer), 'demo-spa', undefined, client.None(), {
    execute,
  });
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => logoutServer.close(resolve));
});

describe('identity provider with openid-client', () => {
  it('discovers the spec routes', () => {
    const meta = secretClient.serverMetadata();
    expect(meta.issuer).toBe(sandbox.issuer);
    expect(meta.token_endpoint).toBe(`${sandbox.issuer}/connect/token`);
    expect(meta.authorization_endpoint).toBe(`${sandbox.issuer}/connect/authorize`);
    expect(meta.end_session_endpoint).toBe(`${sandbox.issuer}/connect/endsession`);
  });

  it('issues tokens by password grant, refreshes them with rotation', async () => {
    const tokens = await client.genericGrantRequest(secretClient, 'password', {
      username: 'alice',
      password: 'alice-password',
      scope: SCOPES,
    });
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.expires_in).toBe(1800);
    const claims = tokens.claims();
    expect(claims?.sid).toBeTypeOf('string');
    expect(JSON.parse(String(claims?.role))).toEqual([
      { id: 501, cid: 1001, rid: 1, evm: false },
      { id: 502, cid: 1002, rid: 3, evm: false },
    ]);
    expect(
      (await callApi(sandbox, 6, '/categories', { token: tokens.access_token, company: '1001' })).status,
    ).toBe(200);

    const refreshed = await client.refreshTokenGrant(secretClient, tokens.refresh_token ?? '');
    expect(refreshed.refresh_token).toBeTypeOf('string');
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(
      (await callApi(sandbox, 5, '/categories', { token: refreshed.access_token, company: '1001' })).status,
    ).toBe(200);
    await expect(client.refreshTokenGrant(secretClient, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('rejects wrong passwords with a spec-shaped error', async () => {
    await expect(
      client.genericGrantRequest(secretClient, 'password', {
        username: 'alice',
        password: 'nope',
        scope: 'openid',
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('issues no refresh token without offline_access', async () => {
    const tokens = await client.genericGrantRequest(secretClient, 'password', {
      username: 'bob',
      password: 'bob-password',
      scope: 'openid resources_accounts_api',
    });
    expect(tokens.refresh_token).toBeUndefined();
  });

  it('validates an ID token through the validation endpoint', async () => {
    const tokens = await client.genericGrantRequest(secretClient, 'password', {
      username: 'bob',
      password: 'bob-password',
      scope: 'openid profile roles',
    });
    const validate = (clientId: string, token: string) =>
      fetch(`${sandbox.issuer}/connect/identitytokenvalidation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: clientId, token }),
      });
    const ok = await validate('demo-client', tokens.id_token ?? '');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ iss: sandbox.issuer, aud: 'demo-client', name: 'Bob Baker' });
    const wrongAudience = await validate('demo-spa', tokens.id_token ?? '');
    expect(wrongAudience.status).toBe(400);
    expect(await wrongAudience.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('runs authorization code + PKCE through the login page, then logs out with a callback', async () => {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(spaClient, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid profile roles resources_accounts_api',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ui_locales: 'es-ES en',
    });
    const jar = new Jar();
    const callback = await login(sandbox, jar, url, 'alice', 'Iniciar sesión');
    // Spec §4.2: the code comes in the fragment; the app hands it to openid-client as a query.
    expect(callback.search).toBe('');
    const tokens = await client.authorizationCodeGrant(spaClient, fragmentAsQuery(callback), {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    expect(tokens.refresh_token).toBeUndefined();
    const claims = tokens.claims();
    expect(claims?.nonce).toBe(nonce);
    expect(
      (await callApi(sandbox, 4, '/records', { token: tokens.access_token, company: '1002' })).status,
    ).toBe(200);

    const endSession = await fetchWith(
      jar,
      `${sandbox.issuer}/connect/endsession?id_token_hint=${encodeURIComponent(tokens.id_token ?? '')}`,
    );
    const page = await endSession.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const confirm = await fetchWith(jar, `${sandbox.issuer}/connect/endsession/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(confirm.status).toBe(303);
    await expect.poll(() => logoutCalls.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(logoutCalls[0]?.searchParams.get('sid')).toBe(claims?.sid);
  });

  it('rejects an authorization request with an unknown redirect URI', async () => {
    const url = client.buildAuthorizationUrl(secretClient, {
      redirect_uri: 'http://evil.example/callback',
      scope: 'openid',
    });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
  });
});
