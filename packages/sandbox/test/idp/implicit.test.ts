import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../helpers.js';
import { Jar, follow, fragmentOf, leftHalfHash, redirected, signIn } from './browser-http.js';
import type { IdpFixture } from './browser-http.js';
import { startIdp } from './browser-http.js';

// Spec §5.1 and §5.3: the implicit flow delivers its tokens in the redirect URI's fragment and can never
// receive a refresh token, even when offline_access is asked for.

let idp: IdpFixture;
beforeAll(async () => {
  idp = await startIdp();
});
afterAll(async () => {
  await idp.close();
});

const CLIENTS = ['demo-spa', 'demo-client'] as const;
const SCOPE = 'openid profile roles offline_access resources_accounts_api';

describe('implicit flow', () => {
  for (const clientId of CLIENTS) {
    it(`${clientId}: response_type=id_token token puts both tokens in the fragment, never a refresh token`, async () => {
      const state = `state-${clientId}`;
      const nonce = `nonce-${clientId}-${Date.now()}`;
      const url = idp.authorizeUrl({
        client_id: clientId,
        response_type: 'id_token token',
        scope: SCOPE,
        state,
        nonce,
      });
      const back = redirected(await signIn(idp.sandbox, new Jar(), url, 'alice'));

      expect(back.origin + back.pathname).toBe(idp.redirectUri);
      expect(back.search).toBe('');
      const fragment = fragmentOf(back);
      expect([...fragment.keys()].sort()).toEqual(
        ['access_token', 'expires_in', 'id_token', 'scope', 'session_state', 'state', 'token_type'].sort(),
      );
      expect(fragment.get('state')).toBe(state);
      expect(fragment.get('token_type')?.toLowerCase()).toBe('bearer');
      expect(fragment.get('expires_in')).toBe('1800');
      expect(fragment.has('refresh_token')).toBe(false);
      expect(fragment.has('code')).toBe(false);
      expect(fragment.get('scope')?.split(' ')).not.toContain('offline_access');

      const accessToken = fragment.get('access_token') ?? '';
      const claims = await idp.verifyIdToken(fragment.get('id_token') ?? '', clientId);
      expect(claims.nonce).toBe(nonce);
      expect(claims.at_hash).toBe(leftHalfHash(accessToken));
      expect(claims.sid).toBeTypeOf('string');

      const api = await callApi(idp.sandbox, 6, '/categories', { token: accessToken, company: '1001' });
      expect(api.status).toBe(200);
    });

    it(`${clientId}: response_type=id_token puts only the ID token (with the user's claims) in the fragment`, async () => {
      const nonce = `only-id-token-${clientId}`;
      const url = idp.authorizeUrl({
        client_id: clientId,
        response_type: 'id_token',
        scope: SCOPE,
        state: 's1',
        nonce,
      });
      const back = redirected(await signIn(idp.sandbox, new Jar(), url, 'bob'));

      expect(back.search).toBe('');
      const fragment = fragmentOf(back);
      expect([...fragment.keys()].sort()).toEqual(['id_token', 'session_state', 'state']);
      expect(fragment.get('state')).toBe('s1');
      const claims = await idp.verifyIdToken(fragment.get('id_token') ?? '', clientId);
      expect(claims.nonce).toBe(nonce);
      expect(claims.at_hash).toBeUndefined();
      // No access token to call userinfo with, so the profile claims come in the ID token itself.
      expect(claims).toMatchObject({ name: 'Bob Baker', given_name: 'Bob', family_name: 'Baker' });
      expect(JSON.parse(String(claims.role))).toEqual([{ id: 503, cid: 1002, rid: 3, evm: false }]);
    });

    for (const responseType of ['id_token token', 'id_token']) {
      it(`${clientId}: response_type=${responseType} without a nonce fails back to the fragment`, async () => {
        const url = idp.authorizeUrl({
          client_id: clientId,
          response_type: responseType,
          scope: 'openid',
          state: 'no-nonce',
        });
        // No login page: the request is refused before anyone signs in.
        const back = redirected(await follow(idp.sandbox, new Jar(), url));
        expect(back.search).toBe('');
        const fragment = fragmentOf(back);
        expect(fragment.get('error')).toBe('invalid_request');
        expect(fragment.get('error_description')).toMatch(/nonce/);
        expect(fragment.get('state')).toBe('no-nonce');
        expect(fragment.has('id_token')).toBe(false);
        expect(fragment.has('access_token')).toBe(false);
      });
    }
  }

  it('echoes a nonce with special characters unchanged', async () => {
    const nonce = 'n+/=&ü 1';
    const url = idp.authorizeUrl({
      client_id: 'demo-spa',
      response_type: 'id_token',
      scope: 'openid',
      nonce,
    });
    const back = redirected(await signIn(idp.sandbox, new Jar(), url, 'alice'));
    const claims = await idp.verifyIdToken(fragmentOf(back).get('id_token') ?? '', 'demo-spa');
    expect(claims.nonce).toBe(nonce);
  });
});
