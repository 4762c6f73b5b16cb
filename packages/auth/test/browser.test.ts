import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@compliance-migrate/sandbox';
import { discover, startBrowserLogin, StateMismatchError } from '../src/index.js';
import { CLIENT_ID, CLIENT_SECRET, driveLogin, NATIVE_CLIENTS, withSandbox } from './helpers.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await withSandbox({ clients: NATIVE_CLIENTS });
});
afterAll(() => sandbox.close());

describe('authorization code with PKCE and a loopback redirect', () => {
  it('logs bob in through the login page (confidential client)', async () => {
    const auth = await discover(sandbox.issuer, CLIENT_ID, CLIENT_SECRET);
    const login = await startBrowserLogin(auth);
    const url = login.authorizationUrl;
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    // Spec §4.2: without response_mode the code comes in a fragment, which the loopback server never sees.
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    const page = await driveLogin(url, login.redirectUri, 'bob', 'bob-password');
    expect(page.status).toBe(200);
    const { tokens, claims } = await login.result;
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();
    expect(claims?.nonce).toBe(url.searchParams.get('nonce'));
    expect(claims?.sid).toBeTruthy();
  });

  it('logs alice in with the public client demo-spa (PKCE, no secret, no refresh token)', async () => {
    const auth = await discover(sandbox.issuer, 'demo-spa');
    const login = await startBrowserLogin(auth, { scope: 'openid profile resources_accounts_api' });
    await driveLogin(login.authorizationUrl, login.redirectUri, 'alice', 'alice-password');
    const { tokens, claims } = await login.result;
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeUndefined();
    expect(claims?.aud).toBe('demo-spa');
  });

  it('rejects a callback whose state differs', async () => {
    const auth = await discover(sandbox.issuer, CLIENT_ID, CLIENT_SECRET);
    const login = await startBrowserLogin(auth);
    const forged = await fetch(`${login.redirectUri}?code=abc&state=forged`);
    expect(forged.status).toBe(400);
    await expect(login.result).rejects.toBeInstanceOf(StateMismatchError);
  });
});

describe('against a sandbox that matches redirect_uri exactly (its default)', () => {
  let strict: Sandbox;
  beforeAll(async () => {
    strict = await withSandbox();
  });
  afterAll(() => strict.close());

  it('refuses a loopback redirect URI on a port other than the registered one, before any login page', async () => {
    const auth = await discover(strict.issuer, CLIENT_ID, CLIENT_SECRET);
    const login = await startBrowserLogin(auth);
    const page = await fetch(login.authorizationUrl, { redirect: 'manual' });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('invalid_redirect_uri');
    await login.close();
  });
});
