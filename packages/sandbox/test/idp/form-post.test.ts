import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Jar, follow, parseForm, signIn } from './browser-http.js';
import type { IdpFixture, Stop } from './browser-http.js';
import { startIdp } from './browser-http.js';

// Spec §4.2: with response_mode=form_post the response is sent as a form post to redirect_uri.

let idp: IdpFixture;
beforeAll(async () => {
  idp = await startIdp();
});
afterAll(async () => {
  await idp.close();
});
beforeEach(() => {
  idp.callback.received.length = 0;
});

/** Checks the auto-submitting form page and posts its form as a browser would; answers what arrived. */
async function submitFormPost(stop: Stop, status = 200): Promise<URLSearchParams> {
  if (stop.kind !== 'page') throw new Error(`expected the form_post page, got ${JSON.stringify(stop)}`);
  expect(stop.status).toBe(status);
  expect(stop.contentType).toMatch(/^text\/html/);
  // It submits itself once loaded.
  expect(stop.body).toMatch(/document\.forms\[0\]\.submit\(\)/);
  const form = parseForm(stop.body);
  expect(form.method).toBe('post');
  expect(form.action).toBe(idp.redirectUri);
  const posted = await fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields),
  });
  expect(posted.status).toBe(200);
  await posted.arrayBuffer();
  expect(idp.callback.received).toHaveLength(1);
  const [arrived] = idp.callback.received;
  expect(arrived?.method).toBe('POST');
  expect(arrived?.url.pathname).toBe('/callback');
  expect(arrived?.url.search).toBe('');
  expect(arrived?.contentType).toBe('application/x-www-form-urlencoded');
  const fields = new URLSearchParams(arrived?.body);
  // Exactly the hidden inputs of the page, nothing lost or added on the way.
  expect([...fields]).toEqual(form.fields);
  return fields;
}

describe('response_mode=form_post', () => {
  it('posts code and state to redirect_uri; the code is exchangeable once', async () => {
    // The state comes back unchanged, even with characters HTML and forms must escape.
    const state = `a&b"c<d> é+${Date.now()}`;
    const url = idp.authorizeUrl({
      client_id: 'demo-client',
      response_type: 'code',
      response_mode: 'form_post',
      scope: 'openid profile resources_accounts_api',
      state,
    });
    const fields = await submitFormPost(await signIn(idp.sandbox, new Jar(), url, 'alice'));
    expect(fields.get('state')).toBe(state);
    expect(fields.get('iss')).toBe(idp.sandbox.issuer);
    // oidc-provider 9 has no session management, so no session_state (docs/sandbox.md, known limits).
    expect([...fields.keys()].sort()).toEqual(['code', 'iss', 'session_state', 'state']);
    expect(fields.has('access_token')).toBe(false);
    expect(fields.has('id_token')).toBe(false);

    const tokens = await idp.token({
      grant_type: 'authorization_code',
      client_id: 'demo-client',
      client_secret: 'demo-secret',
      code: fields.get('code') ?? '',
      redirect_uri: idp.redirectUri,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 1800 });
    expect(tokens.body.access_token).toBeTypeOf('string');
    const claims = await idp.verifyIdToken(String(tokens.body.id_token), 'demo-client');
    expect(claims.name).toBe('Alice Anders');
  });

  it('posts the hybrid code id_token response', async () => {
    const url = idp.authorizeUrl({
      client_id: 'demo-client',
      response_type: 'code id_token',
      response_mode: 'form_post',
      scope: 'openid',
      state: 'hybrid',
      nonce: 'n-hybrid',
    });
    const fields = await submitFormPost(await signIn(idp.sandbox, new Jar(), url, 'bob'));
    expect(fields.get('state')).toBe('hybrid');
    expect(fields.get('code')).toBeTruthy();
    const claims = await idp.verifyIdToken(fields.get('id_token') ?? '', 'demo-client');
    expect(claims.nonce).toBe('n-hybrid');
  });

  it('posts the implicit id_token token response of the SPA', async () => {
    const url = idp.authorizeUrl({
      client_id: 'demo-spa',
      response_type: 'id_token token',
      response_mode: 'form_post',
      scope: 'openid resources_accounts_api',
      state: 'spa',
      nonce: 'n-spa',
    });
    const fields = await submitFormPost(await signIn(idp.sandbox, new Jar(), url, 'alice'));
    expect(fields.get('state')).toBe('spa');
    expect(fields.get('access_token')).toBeTruthy();
    expect(fields.get('expires_in')).toBe('1800');
    expect(fields.has('refresh_token')).toBe(false);
    expect((await idp.verifyIdToken(fields.get('id_token') ?? '', 'demo-spa')).nonce).toBe('n-spa');
  });

  it('posts an authorization error to redirect_uri too', async () => {
    const url = idp.authorizeUrl({
      client_id: 'demo-client',
      response_type: 'code',
      response_mode: 'form_post',
      scope: 'openid no_such_scope',
      state: 'err',
    });
    // Refused before the login page; the page carries the error's status (a browser still submits it).
    const fields = await submitFormPost(await follow(idp.sandbox, new Jar(), url), 400);
    expect(fields.get('error')).toBe('invalid_scope');
    expect(fields.get('error_description')).toBeTruthy();
    expect(fields.get('state')).toBe('err');
    expect(fields.has('code')).toBe(false);
  });
});
