import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordToken, startSandbox } from '../../src/index.js';
import { Jar, follow, fragmentOf, jwtPayload, redirected, signIn } from './browser-http.js';
import { answerOf } from './browser-http.js';
import type { IdpFixture } from './browser-http.js';
import { startIdp } from './browser-http.js';

// Spec §4.2 and §7: a failed authorization request goes back to redirect_uri with error (and optionally
// error_description) — unless the client or the redirect_uri itself is wrong, where nothing can be trusted
// to receive it; a failed token request answers a JSON object with error. §5.1: access tokens last 1800 s.

let idp: IdpFixture;
beforeAll(async () => {
  idp = await startIdp();
});
afterAll(async () => {
  await idp.close();
});

async function errorPage(params: Record<string, string>) {
  idp.callback.received.length = 0;
  const response = await fetch(idp.authorizeUrl(params), { redirect: 'manual' });
  expect(response.headers.get('location')).toBeNull();
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await response.text();
  expect(html).not.toContain('name="password"');
  expect(idp.callback.received).toHaveLength(0);
  return html;
}

/** A fresh authorization code of demo-client for alice. */
async function freshCode(): Promise<string> {
  const url = idp.authorizeUrl({
    client_id: 'demo-client',
    response_type: 'code',
    scope: 'openid',
    state: 's',
  });
  return answerOf(redirected(await signIn(idp.sandbox, new Jar(), url, 'alice'))).get('code') ?? '';
}

const exchange = (code: string, overrides: Record<string, string> = {}) =>
  idp.token({
    grant_type: 'authorization_code',
    client_id: 'demo-client',
    client_secret: 'demo-secret',
    code,
    redirect_uri: idp.redirectUri,
    ...overrides,
  });

describe('authorization errors shown as a page (no redirect)', () => {
  it('unknown client_id', async () => {
    const html = await errorPage({
      client_id: 'no-such-client',
      response_type: 'code',
      scope: 'openid',
      state: 's',
    });
    expect(html).toContain('invalid_client');
  });

  it('unregistered redirect_uri: another path, another host, another scheme', async () => {
    for (const redirectUri of [
      idp.redirectUri.replace('/callback', '/elsewhere'),
      'http://evil.example/callback',
      idp.redirectUri.replace('http:', 'https:'),
    ]) {
      const html = await errorPage({
        client_id: 'demo-client',
        response_type: 'code',
        scope: 'openid',
        state: 's',
        redirect_uri: redirectUri,
      });
      expect(html).toContain('invalid_redirect_uri');
    }
  });

  it('missing client_id', async () => {
    const html = await errorPage({ response_type: 'code', scope: 'openid', state: 's' });
    expect(html).toContain('invalid_request');
  });
});

describe('authorization errors sent back to redirect_uri', () => {
  const back = async (params: Record<string, string>) =>
    redirected(await follow(idp.sandbox, new Jar(), idp.authorizeUrl({ state: 'keep-me', ...params })));

  it('a scope the sandbox does not have (fixed: it used to be dropped silently)', async () => {
    const url = await back({
      client_id: 'demo-client',
      response_type: 'code',
      scope: 'openid accounts_admin',
    });
    expect(url.origin + url.pathname).toBe(idp.redirectUri);
    expect(answerOf(url).get('error')).toBe('invalid_scope');
    expect(answerOf(url).get('error_description')).toBeTruthy();
    expect(answerOf(url).get('state')).toBe('keep-me');
    expect(answerOf(url).has('code')).toBe(false);
  });

  it('a scope with invalid characters', async () => {
    const url = await back({ client_id: 'demo-spa', response_type: 'code', scope: 'openid "profile"' });
    expect(answerOf(url).get('error')).toBe('invalid_scope');
    expect(answerOf(url).get('state')).toBe('keep-me');
  });

  it('an unknown scope in the implicit flow comes back in the fragment', async () => {
    const url = await back({
      client_id: 'demo-spa',
      response_type: 'id_token token',
      scope: 'openid x',
      nonce: 'n',
    });
    expect(url.search).toBe('');
    expect(fragmentOf(url).get('error')).toBe('invalid_scope');
    expect(fragmentOf(url).get('state')).toBe('keep-me');
  });

  for (const responseType of ['token', 'code token', 'code id_token token', 'banana']) {
    it(`unsupported response_type=${responseType}`, async () => {
      const url = await back({
        client_id: 'demo-client',
        response_type: responseType,
        scope: 'openid',
        nonce: 'n',
      });
      const params = url.hash ? fragmentOf(url) : url.searchParams;
      expect(params.get('error')).toBe('unsupported_response_type');
      expect(params.get('error_description')).toBeTruthy();
      expect(params.get('state')).toBe('keep-me');
    });
  }

  it('a response_type the client is not registered for', async () => {
    const url = await back({
      client_id: 'demo-spa',
      response_type: 'code id_token',
      scope: 'openid',
      nonce: 'n',
    });
    expect(fragmentOf(url).get('error')).toBeTruthy();
    expect(fragmentOf(url).get('state')).toBe('keep-me');
  });
});

describe('token endpoint errors are JSON objects with error', () => {
  it('a bad code', async () => {
    const answer = await exchange('not-a-code');
    expect(answer.status).toBe(400);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body.error).toBe('invalid_grant');
  });

  it('a reused code', async () => {
    const code = await freshCode();
    expect((await exchange(code)).status).toBe(200);
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(again.contentType).toMatch(/^application\/json/);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('a wrong secret, a missing secret, an unknown client', async () => {
    const code = await freshCode();
    const attempts: Record<string, string>[] = [
      { client_secret: 'wrong-secret' },
      { client_secret: '' },
      { client_id: 'no-such-client' },
    ];
    for (const overrides of attempts) {
      const answer = await exchange(code, overrides);
      expect(answer.status).toBe(401);
      expect(answer.contentType).toMatch(/^application\/json/);
      expect(answer.body.error).toBe('invalid_client');
    }
    // The code was not spent by the failed attempts.
    expect((await exchange(code)).status).toBe(200);
  });

  it('a redirect_uri other than the one of the authorization request', async () => {
    const answer = await exchange(await freshCode(), { redirect_uri: 'http://127.0.0.1/other' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_grant');
  });

  it('an unknown grant_type', async () => {
    const answer = await exchange('x', { grant_type: 'magic' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('unsupported_grant_type');
  });
});

describe('access token lifetime', () => {
  it('is 1800 s by default in every token endpoint answer and in the token itself', async () => {
    const first = await exchange(await freshCode());
    expect(first.status).toBe(200);
    expect(first.body.expires_in).toBe(1800);
    const claims = jwtPayload(String(first.body.access_token));
    expect(Number(claims.exp) - Number(claims.iat)).toBe(1800);

    const password = await idp.token({
      grant_type: 'password',
      client_id: 'demo-client',
      client_secret: 'demo-secret',
      username: 'bob',
      password: 'bob-password',
      scope: 'openid offline_access resources_accounts_api',
    });
    expect(password.body.expires_in).toBe(1800);
    const refreshed = await idp.token({
      grant_type: 'refresh_token',
      client_id: 'demo-client',
      client_secret: 'demo-secret',
      refresh_token: String(password.body.refresh_token),
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.expires_in).toBe(1800);
  });

  it('follows the accessTokenTtl option', async () => {
    const short = await startSandbox({ accessTokenTtl: 90 });
    try {
      expect((await passwordToken(short)).expires_in).toBe(90);
    } finally {
      await short.close();
    }
  });
});
