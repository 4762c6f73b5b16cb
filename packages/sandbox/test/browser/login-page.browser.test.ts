import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as client from 'openid-client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS, startSandbox } from '../../src/index.js';
import type { Sandbox } from '../../src/index.js';
import { callApi } from '../helpers.js';
import { fragmentAsQuery } from '../idp/browser-http.js';
import { launchChromium, readPngSize, screenshotDir } from './launch.js';

const ALICE = DEMO_USERS.find((u) => u.username === 'alice');
const SCOPE = 'openid profile roles resources_accounts_api';

let sandbox: Sandbox;
let callbackServer: ReturnType<typeof createServer>;
let redirectUri: string;
let spa: client.Configuration;
let browser: Browser;
let screenshots: Awaited<ReturnType<typeof screenshotDir>>;

beforeAll(async () => {
  // The app's loopback redirect target: answers every callback with a plain page, the test reads the URL.
  callbackServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Callback</title><p>Back in the app.</p>');
  });
  await new Promise<void>((resolve) => callbackServer.listen(0, '127.0.0.1', resolve));
  redirectUri = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/callback`;
  sandbox = await startSandbox({ redirectUris: [redirectUri] });
  spa = await client.discovery(new URL(sandbox.issuer), 'demo-spa', undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });
  browser = await launchChromium();
  screenshots = await screenshotDir('sandbox-login');
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  callbackServer?.closeAllConnections();
  await new Promise((resolve) => callbackServer?.close(resolve));
  await screenshots?.remove();
});

let context: BrowserContext;
let page: Page;
let requested: URL[];
let consoleErrors: string[];

beforeEach(async () => {
  // A fresh context per test: no login session carried over in cookies.
  context = await browser.newContext();
  page = await context.newPage();
  requested = [];
  consoleErrors = [];
  page.on('request', (request) => requested.push(new URL(request.url())));
  page.on('console', (message) => {
    // Chromium asks for /favicon.ico on its own and logs the sandbox's 404: not the page's doing.
    if (message.type() !== 'error' || message.location().url.endsWith('/favicon.ico')) return;
    consoleErrors.push(`${message.text()} at ${new URL(message.location().url).pathname}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
});
afterEach(async () => {
  await context.close();
  // The login page loads nothing from elsewhere: only the sandbox and the app's callback were asked.
  const origins = new Set(requested.map((u) => u.origin));
  origins.delete(sandbox.url);
  origins.delete(new URL(redirectUri).origin);
  expect([...origins]).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

/** An authorization request of the public client: PKCE (S256), state and nonce. */
async function authorizationRequest(parameters: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(spa, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...parameters,
  });
  return { url, verifier, state, nonce };
}

describe('sandbox login page in Chromium', () => {
  it('signs alice in through authorization code + PKCE and lands on the callback with a code', async () => {
    const request = await authorizationRequest();
    const response = await page.goto(request.url.href);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toMatch(/^\/auth\/interaction\//);

    await expect(page.title()).resolves.toBe('Sign in');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    const username = page.getByLabel('Username');
    const password = page.getByLabel('Password');
    expect(await username.isVisible()).toBe(true);
    expect(await password.getAttribute('type')).toBe('password');
    expect(await page.getByRole('alert').count()).toBe(0);

    const shot = join(screenshots.path, 'login-en.png');
    await page.screenshot({ path: shot, fullPage: true });
    const png = await readPngSize(shot);
    expect(png.bytes).toBeGreaterThan(1000);
    expect(png.width).toBeGreaterThan(0);
    expect(png.height).toBeGreaterThan(0);

    await username.fill('alice');
    await password.fill('alice-password');
    // The sandbox grants the demo clients' consent without a page, so the submit ends on the callback.
    await Promise.all([
      page.waitForURL((url) => url.href.startsWith(redirectUri), { timeout: 10_000 }),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    expect(await page.locator('p').textContent()).toBe('Back in the app.');

    // Spec §4.2: without response_mode the answer is in the fragment; the app hands it on as a query.
    const callback = fragmentAsQuery(new URL(page.url()));
    expect(new URL(page.url()).search).toBe('');
    expect(callback.searchParams.get('code')).toMatch(/\S{20,}/);
    expect(callback.searchParams.get('state')).toBe(request.state);
    expect(callback.searchParams.get('error')).toBeNull();

    const tokens = await client.authorizationCodeGrant(spa, callback, {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    });
    const claims = tokens.claims();
    expect(claims?.sub).toBe(ALICE?.sub);
    expect(claims?.nonce).toBe(request.nonce);
    expect(claims?.sid).toMatch(/\S+/);
    expect(claims?.aud).toBe('demo-spa');
    expect(claims?.iss).toBe(sandbox.issuer);
    expect(tokens.refresh_token).toBeUndefined();
    const api = await callApi(sandbox, 6, '/categories', { token: tokens.access_token, company: '1001' });
    expect(api.status).toBe(200);

    // The code is single-use: a second exchange is refused.
    await expect(
      client.authorizationCodeGrant(spa, callback, {
        pkceCodeVerifier: request.verifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('shows the page in Spanish for ui_locales=es, errors included', async () => {
    const request = await authorizationRequest({ ui_locales: 'es' });
    await page.goto(request.url.href);
    await expect(page.title()).resolves.toBe('Iniciar sesión');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Iniciar sesión');
    expect(await page.getByLabel('Usuario').isVisible()).toBe(true);
    expect(await page.getByLabel('Contraseña').isVisible()).toBe(true);
    const submit = page.getByRole('button', { name: 'Entrar' });
    expect(await submit.isVisible()).toBe(true);
    await page.screenshot({ path: join(screenshots.path, 'login-es.png') });
    expect((await readPngSize(join(screenshots.path, 'login-es.png'))).bytes).toBeGreaterThan(1000);

    await page.getByLabel('Usuario').fill('alice');
    await page.getByLabel('Contraseña').fill('wrong');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      submit.click(),
    ]);
    expect(answer.status()).toBe(401);
    await page.waitForLoadState();
    expect(await page.getByRole('alert').textContent()).toBe('Usuario o contraseña no válidos.');
    expect(consoleErrors.splice(0)).toEqual([
      `Failed to load resource: the server responded with a status of 401 (Unauthorized) at ${new URL(page.url()).pathname}`,
    ]);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
  });

  it('shows an error for a wrong password, keeps the username, and accepts the right one next', async () => {
    const request = await authorizationRequest();
    await page.goto(request.url.href);
    const loginUrl = page.url();
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password').fill('not-her-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 5_000 });
    expect(await alert.textContent()).toBe('Invalid username or password.');
    // The refused login answers 401, which Chromium logs; nothing else may be logged.
    expect(consoleErrors.splice(0)).toEqual([
      `Failed to load resource: the server responded with a status of 401 (Unauthorized) at ${new URL(loginUrl).pathname}`,
    ]);
    expect(page.url()).toBe(loginUrl);
    expect(await page.getByLabel('Username').inputValue()).toBe('alice');
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    await page.screenshot({ path: join(screenshots.path, 'login-error.png') });
    expect((await readPngSize(join(screenshots.path, 'login-error.png'))).bytes).toBeGreaterThan(1000);

    await page.getByLabel('Password').fill('alice-password');
    await Promise.all([
      page.waitForURL((url) => url.href.startsWith(redirectUri), { timeout: 10_000 }),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    const callback = fragmentAsQuery(new URL(page.url()));
    const tokens = await client.authorizationCodeGrant(spa, callback, {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    });
    expect(tokens.claims()?.sub).toBe(ALICE?.sub);
  });
});
