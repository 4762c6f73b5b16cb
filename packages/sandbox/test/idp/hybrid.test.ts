import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../helpers.js';
import { Jar, follow, fragmentOf, leftHalfHash, redirected, signIn } from './browser-http.js';
import type { IdpFixture } from './browser-http.js';
import { startIdp } from './browser-http.js';

// Spec §4.2: the sample request uses response_type "code id_token" (hybrid); without response_mode the
// response is a fragment-encoded redirect.

let idp: IdpFixture;
beforeAll(async () => {
  idp = await startIdp();
});
afterAll(async () => {
  await idp.close();
});

describe('hybrid flow (response_type=code id_token)', () => {
  it('delivers code and id_token in the fragment; c_hash binds them; the code is exchanged', async () => {
    const nonce = `hybrid-${Date.now()}`;
    const url = idp.authorizeUrl({
      client_id: 'demo-client',
      response_type: 'code id_token',
      scope: 'openid profile roles resources_accounts_api',
      state: 'st-hybrid',
      nonce,
    });
    const back = redirected(await signIn(idp.sandbox, new Jar(), url, 'alice'));

    expect(back.origin + back.pathname).toBe(idp.redirectUri);
    expect(back.search).toBe('');
    const fragment = fragmentOf(back);
    expect([...fragment.keys()].sort()).toEqual(['code', 'id_token', 'session_state', 'state']);
    expect(fragment.get('state')).toBe('st-hybrid');
    const code = fragment.get('code') ?? '';
    const front = await idp.verifyIdToken(fragment.get('id_token') ?? '', 'demo-client');
    expect(front.nonce).toBe(nonce);
    expect(front.c_hash).toBe(leftHalfHash(code));
    expect(front.c_hash).not.toBe(leftHalfHash(`${code}x`));

    const tokens = await idp.token({
      grant_type: 'authorization_code',
      client_id: 'demo-client',
      client_secret: 'demo-secret',
      code,
      redirect_uri: idp.redirectUri,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 1800 });
    const back2 = await idp.verifyIdToken(String(tokens.body.id_token), 'demo-client');
    expect(back2.sub).toBe(front.sub);
    expect(back2.nonce).toBe(nonce);
    expect(back2.sid).toBe(front.sid);
    const api = await callApi(idp.sandbox, 6, '/categories', {
      token: String(tokens.body.access_token),
      company: '1001',
    });
    expect(api.status).toBe(200);
  });

  it('issues a refresh token from the hybrid code for offline_access with prompt=consent', async () => {
    const url = idp.authorizeUrl({
      client_id: 'demo-client',
      response_type: 'code id_token',
      scope: 'openid offline_access resources_accounts_api',
      prompt: 'consent',
      state: 's',
      nonce: 'n',
    });
    const fragment = fragmentOf(redirected(await signIn(idp.sandbox, new Jar(), url, 'bob')));
    const tokens = await idp.token({
      grant_type: 'authorization_code',
      client_id: 'demo-client',
      client_secret: 'demo-secret',
      code: fragment.get('code') ?? '',
      redirect_uri: idp.redirectUri,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body.refresh_token).toBeTypeOf('string');
  });

  it('requires a nonce', async () => {
    const url = idp.authorizeUrl({
      client_id: 'demo-client',
      response_type: 'code id_token',
      scope: 'openid',
      state: 'no-nonce',
    });
    const fragment = fragmentOf(redirected(await follow(idp.sandbox, new Jar(), url)));
    expect(fragment.get('error')).toBe('invalid_request');
    expect(fragment.get('error_description')).toMatch(/nonce/);
    expect(fragment.get('state')).toBe('no-nonce');
  });

  it('refuses response_mode=query, which would leak the ID token into the query', async () => {
    const url = idp.authorizeUrl({
      client_id: 'demo-client',
      response_type: 'code id_token',
      response_mode: 'query',
      scope: 'openid',
      state: 'q',
      nonce: 'n',
    });
    const back = redirected(await follow(idp.sandbox, new Jar(), url));
    const params = back.hash ? fragmentOf(back) : back.searchParams;
    expect(params.get('error')).toBe('invalid_request');
    expect(params.get('state')).toBe('q');
    expect(params.has('code')).toBe(false);
  });

  it('is not registered for the public demo-spa', async () => {
    const url = idp.authorizeUrl({
      client_id: 'demo-spa',
      response_type: 'code id_token',
      scope: 'openid',
      state: 'spa',
      nonce: 'n',
    });
    const fragment = fragmentOf(redirected(await follow(idp.sandbox, new Jar(), url)));
    expect(fragment.get('error')).toBeTruthy();
    expect(fragment.get('state')).toBe('spa');
    expect(fragment.has('code')).toBe(false);
  });
});
