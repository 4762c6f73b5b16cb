import { OAuth2HttpError } from '@badgateway/oauth2-client';
import { errors as joseErrors } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, fragmentOf, redirected, submitLogin } from '../idp/browser-http.js';
import {
  authorizeUrl,
  callApi,
  codeLogin,
  expectSessionState,
  FULL_SCOPE,
  open,
  tokenRequest,
} from './flows.js';
import { startTarget } from './target.js';
import type { Target, Transport } from './target.js';

/** Spec §4.2 (identity provider endpoints) and §5.3–§5.5, each row through the independent client. */
export function identityProviderSuite(transport: Transport): void {
  describe(`identity provider over ${transport} (spec §4.2, §5.3–§5.5)`, () => {
    let target: Target;
    beforeAll(async () => {
      target = await startTarget(transport);
    });
    afterAll(() => target.close());

    const secret = { client_id: 'demo-client', client_secret: 'demo-secret' };

    it('§4.2 discovery: issuer {auth_url}/auth; the token endpoint is HTTPS exactly when served with --tls', async () => {
      const client = target.client('demo-client');
      expect(target.sandbox.issuer).toBe(`${target.sandbox.url}/auth`);
      expect(await client.getEndpoint('authorizationEndpoint')).toBe(
        `${target.sandbox.issuer}/connect/authorize`,
      );
      const tokenEndpoint = await client.getEndpoint('tokenEndpoint');
      expect(tokenEndpoint).toBe(`${target.sandbox.issuer}/connect/token`);
      expect(new URL(tokenEndpoint).protocol).toBe(transport === 'tls' ? 'https:' : 'http:');
    });

    it('§4.2 authorize → token: code, state and session_state in the fragment; the token answer has every field', async () => {
      const login = await codeLogin(target);
      expect(login.answer.get('state')).toBe(login.state);
      expect(login.answer.get('code')).toBeTruthy();
      expectSessionState(login.answer, 'demo-client', target.redirectUri, login.jar);
      const body = target.tokenResponses.at(-1)!;
      expect(Object.keys(body).sort()).toEqual(
        ['access_token', 'expires_in', 'id_token', 'refresh_token', 'scope', 'token_type'].sort(),
      );
      expect(body.token_type).toBe('Bearer');
      expect(body.expires_in).toBe(1800);
      expect(login.token.idToken).toBe(body.id_token);
      expect(login.token.refreshToken).toBe(body.refresh_token);
    });

    it('§4.2 response_mode=form_post: code, state and session_state arrive as a POST form', async () => {
      const login = await codeLogin(target, { formPost: true });
      expect([...login.answer.keys()].sort()).toEqual(['code', 'iss', 'session_state', 'state']);
      expectSessionState(login.answer, 'demo-client', target.redirectUri, login.jar);
    });

    it('§4.2 response_mode=query (not the spec default, still honoured): session_state in the query too', async () => {
      const login = await codeLogin(target, { extra: { response_mode: 'query' } });
      expect([...login.answer.keys()].sort()).toEqual(['code', 'iss', 'session_state', 'state']);
      expectSessionState(login.answer, 'demo-client', target.redirectUri, login.jar);
    });

    it('§4.2 session_state changes with the session: another user after prompt=login gets another browser state', async () => {
      const first = await codeLogin(target);
      const before = first.jar.get('op_browser_state');
      const second = await codeLogin(target, { jar: first.jar, username: 'bob', extra: { prompt: 'login' } });
      expectSessionState(second.answer, 'demo-client', target.redirectUri, second.jar);
      expect(second.jar.get('op_browser_state')).not.toBe(before);
    });

    it('§4.2 client_id and response_type: an unknown client is an error page; an unknown response type goes back', async () => {
      const unknown = await open(
        target,
        target.browser(),
        authorizeUrl(target, {
          client_id: 'no-such-client',
          response_type: 'code',
          scope: 'openid',
          redirect_uri: target.redirectUri,
        }),
      );
      expect(unknown.kind === 'page' && unknown.status).toBe(400);
      expect(unknown.kind === 'page' && unknown.body).toContain('invalid_client');
      const back = redirected(
        await open(
          target,
          target.browser(),
          authorizeUrl(target, {
            client_id: 'demo-client',
            response_type: 'token',
            scope: 'openid',
            redirect_uri: target.redirectUri,
            state: 'rt',
          }),
        ),
      );
      expect(answerOf(back).get('error')).toBe('unsupported_response_type');
      expect(answerOf(back).get('state')).toBe('rt');
    });

    it('§4.2 redirect_uri is required at authorize: without it, an error page and no redirect', async () => {
      const url = authorizeUrl(target, { client_id: 'demo-client', response_type: 'code', scope: 'openid' });
      const stop = await open(target, target.browser(), url);
      expect(stop.kind).toBe('page');
      expect(stop.kind === 'page' && stop.status).toBe(400);
      expect(stop.kind === 'page' && stop.body).toContain('invalid_request');
    });

    it('§4.2 redirect_uri must match the configured one: another loopback port is refused', async () => {
      const other = new URL(target.redirectUri);
      other.port = String(Number(other.port) === 65535 ? 65534 : Number(other.port) + 1);
      for (const clientId of ['demo-client', 'demo-spa']) {
        const url = authorizeUrl(target, {
          client_id: clientId,
          response_type: 'code',
          scope: 'openid',
          redirect_uri: other.href,
          code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
          code_challenge_method: 'S256',
        });
        const stop = await open(target, target.browser(), url);
        expect(stop.kind === 'page' && stop.status).toBe(400);
        expect(stop.kind === 'page' && stop.body).toContain('invalid_redirect_uri');
      }
    });

    it('§4.2 the code exchange needs redirect_uri, the configured secret and an unused code', async () => {
      const login = await codeLogin(target, { scope: ['openid'] });
      expect(login.token.accessToken).toBeTruthy();
      // A second code to try the faulty exchanges on.
      const url = await target.client('demo-client').authorizationCode.getAuthorizeUri({
        redirectUri: target.redirectUri,
        scope: ['openid'],
        state: 's2',
      });
      const code = answerOf(redirected(await open(target, login.jar, url))).get('code') ?? '';
      const exchange = { ...secret, grant_type: 'authorization_code', code };
      const missing = await tokenRequest(target, exchange);
      expect(missing.status).toBe(400);
      expect(missing.body.error).toBe('invalid_request');
      const wrongSecret = await tokenRequest(target, {
        ...exchange,
        client_secret: 'not-the-secret',
        redirect_uri: target.redirectUri,
      });
      expect(wrongSecret.status).toBe(401);
      expect(wrongSecret.body.error).toBe('invalid_client');
      const ok = await tokenRequest(target, { ...exchange, redirect_uri: target.redirectUri });
      expect(ok.status).toBe(200);
      const reused = await tokenRequest(target, { ...exchange, redirect_uri: target.redirectUri });
      expect(reused.status).toBe(400);
      expect(reused.body.error).toBe('invalid_grant');
    });

    it('§4.2 refresh: Accept JSON and a form; a new refresh token each time, the old one is refused', async () => {
      const login = await codeLogin(target);
      const client = target.client('demo-client');
      const next = await client.refreshToken(login.token);
      expect(next.refreshToken).toBeTruthy();
      expect(next.refreshToken).not.toBe(login.token.refreshToken);
      expect(next.idToken).toBeTruthy();
      expect(target.tokenResponses.at(-1)?.token_type).toBe('Bearer');
      // Rotation: the newest refresh token works; the replaced one is refused afterwards.
      expect((await client.refreshToken(next)).refreshToken).toBeTruthy();
      const error = await client.refreshToken(login.token).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OAuth2HttpError);
      expect((error as OAuth2HttpError).oauth2Code).toBe('invalid_grant');
    });

    it('§4.2 a refresh token only with offline_access', async () => {
      const login = await codeLogin(target, { scope: ['openid', 'resources_accounts_api'] });
      expect(login.token.refreshToken).toBeNull();
      expect(target.tokenResponses.at(-1)).not.toHaveProperty('refresh_token');
    });

    it('§4.2 authorize parameters: ui_locales picks the login language; state and nonce come back', async () => {
      const spanish = await open(
        target,
        target.browser(),
        authorizeUrl(target, {
          client_id: 'demo-client',
          response_type: 'code',
          scope: 'openid',
          redirect_uri: target.redirectUri,
          ui_locales: 'fr es-ES',
        }),
      );
      expect(spanish.kind === 'login' && spanish.html).toContain('lang="es"');
      const fallback = await open(
        target,
        target.browser(),
        authorizeUrl(target, {
          client_id: 'demo-client',
          response_type: 'code',
          scope: 'openid',
          redirect_uri: target.redirectUri,
          ui_locales: 'fr',
        }),
      );
      expect(fallback.kind === 'login' && fallback.html).toContain('lang="en"');
      const login = await codeLogin(target);
      const claims = await target.verify(login.token.idToken!, {
        issuer: target.sandbox.issuer,
        audience: 'demo-client',
      });
      expect(claims.nonce).toBe(login.nonce);
    });

    it('§4.2 prompt=login shows the login page despite a session; the session it ends gets its logout callback', async () => {
      const alice = await codeLogin(target);
      const aliceClaims = await target.verify(alice.token.idToken!, { issuer: target.sandbox.issuer });
      const url = await target.client('demo-client').authorizationCode.getAuthorizeUri({
        redirectUri: target.redirectUri,
        scope: ['openid'],
        state: 'again',
        extraParams: { prompt: 'login' },
      });
      const stop = await open(target, alice.jar, url);
      expect(stop.kind).toBe('login');
      const before = target.callback.received.length;
      const back = redirected(await submitLogin(target.sandbox, alice.jar, stop, 'bob'));
      expect(answerOf(back).get('state')).toBe('again');
      const callbacks = target.callback.received.slice(before).filter((r) => r.url.pathname === '/logout');
      expect(callbacks.map((r) => [r.method, r.url.searchParams.get('sid')])).toEqual([
        ['GET', aliceClaims.sid],
      ]);
    });

    it('§4.2 an authorization error goes back to redirect_uri with error, error_description and state', async () => {
      const url = authorizeUrl(target, {
        client_id: 'demo-client',
        response_type: 'code',
        scope: 'openid no-such-scope',
        redirect_uri: target.redirectUri,
        state: 'err',
      });
      const back = redirected(await open(target, target.browser(), url));
      expect(back.origin + back.pathname).toBe(target.redirectUri);
      const answer = answerOf(back);
      expect(answer.get('error')).toBe('invalid_scope');
      expect(answer.get('error_description')).toBeTruthy();
      expect(answer.get('state')).toBe('err');
    });

    it('§4.2 identitytokenvalidation: the claims of a valid token; an error for another client or a bad token', async () => {
      const { token } = await codeLogin(target);
      const validate = async (form: Record<string, string>) => {
        const response = await target.fetch(`${target.sandbox.issuer}/connect/identitytokenvalidation`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form),
        });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };
      const ok = await validate({ client_id: 'demo-client', token: token.idToken! });
      expect(ok.status).toBe(200);
      expect(ok.body.aud).toBe('demo-client');
      expect(ok.body.iss).toBe(target.sandbox.issuer);
      const other = await validate({ client_id: 'demo-spa', token: token.idToken! });
      expect(other.status).toBe(400);
      expect(other.body.error).toBe('invalid_token');
      const tampered = await validate({ client_id: 'demo-client', token: `${token.idToken!}x` });
      expect(tampered.body.error).toBe('invalid_token');
      const missing = await validate({ client_id: 'demo-client' });
      expect(missing.status).toBe(400);
      expect(missing.body.error).toBe('invalid_request');
    });

    it('§4.2 endsession with id_token_hint: the logout URI gets GET ?sid= of the session that ended', async () => {
      const login = await codeLogin(target);
      const claims = await target.verify(login.token.idToken!, { issuer: target.sandbox.issuer });
      const before = target.callback.received.length;
      const url = new URL(`${target.sandbox.issuer}/connect/endsession`);
      url.searchParams.set('id_token_hint', login.token.idToken!);
      const stop = await open(target, login.jar, url);
      expect(stop.kind).toBe('page');
      const callbacks = target.callback.received.slice(before).filter((r) => r.url.pathname === '/logout');
      expect(callbacks.map((r) => [r.method, r.url.searchParams.get('sid')])).toEqual([['GET', claims.sid]]);
    });

    it('§5.3 authorization code with PKCE (public demo-spa): tokens, never a refresh token; PKCE is required', async () => {
      const login = await codeLogin(target, {
        clientId: 'demo-spa',
        pkce: true,
        scope: ['openid', 'profile', 'resources_accounts_api'],
      });
      expect(login.token.accessToken).toBeTruthy();
      expect(login.token.refreshToken).toBeNull();
      expectSessionState(login.answer, 'demo-spa', target.redirectUri, login.jar);
      const url = await target.client('demo-spa').authorizationCode.getAuthorizeUri({
        redirectUri: target.redirectUri,
        scope: ['openid'],
        state: 'no-pkce',
      });
      const back = redirected(await open(target, login.jar, url));
      expect(answerOf(back).get('error')).toBe('invalid_request');
    });

    it('§5.3 implicit (id_token token): tokens and session_state in the fragment, no refresh token', async () => {
      const jar = target.browser();
      const url = authorizeUrl(target, {
        client_id: 'demo-spa',
        response_type: 'id_token token',
        scope: 'openid offline_access resources_accounts_api',
        redirect_uri: target.redirectUri,
        state: 'imp',
        nonce: 'imp-nonce',
      });
      const stop = await open(target, jar, url);
      const back = redirected(await submitLogin(target.sandbox, jar, stop, 'alice'));
      const fragment = fragmentOf(back);
      expect(fragment.get('state')).toBe('imp');
      expect(fragment.has('refresh_token')).toBe(false);
      expectSessionState(fragment, 'demo-spa', target.redirectUri, jar);
      const claims = await target.verify(fragment.get('id_token')!, {
        issuer: target.sandbox.issuer,
        audience: 'demo-spa',
      });
      expect(claims.nonce).toBe('imp-nonce');
      const api = await callApi(target, 6, '/categories', {
        token: fragment.get('access_token')!,
        company: '1001',
      });
      expect(api.status).toBe(200);
    });

    it('§5.3 hybrid (code id_token, the spec sample): both in the fragment with session_state; the code is exchanged', async () => {
      const jar = target.browser();
      const url = authorizeUrl(target, {
        client_id: 'demo-client',
        response_type: 'code id_token',
        scope: 'openid resources_accounts_api',
        redirect_uri: target.redirectUri,
        state: 'hyb',
        nonce: 'hyb-nonce',
      });
      const back = redirected(await submitLogin(target.sandbox, jar, await open(target, jar, url), 'bob'));
      const fragment = fragmentOf(back);
      expect([...fragment.keys()].sort()).toEqual(['code', 'id_token', 'session_state', 'state']);
      expectSessionState(fragment, 'demo-client', target.redirectUri, jar);
      const token = await target.client('demo-client').authorizationCode.getToken({
        code: fragment.get('code')!,
        redirectUri: target.redirectUri,
      });
      expect(token.accessToken).toBeTruthy();
    });

    it('§5.3 resource owner password credentials, through the library', async () => {
      const token = await target.client('demo-client').password({
        username: 'bob',
        password: 'bob-password',
        scope: FULL_SCOPE,
      });
      expect(token.refreshToken).toBeTruthy();
      const api = await callApi(target, 5, '/categories', { token: token.accessToken, company: '1002' });
      expect(api.status).toBe(200);
      const bad = await target
        .client('demo-client')
        .password({ username: 'bob', password: 'wrong', scope: ['openid'] })
        .catch((e: unknown) => e);
      expect((bad as OAuth2HttpError).oauth2Code).toBe('invalid_grant');
    });

    it('§5.4 the scopes named are accepted; a scope not named is invalid_scope at the token endpoint too', async () => {
      const token = await target.client('demo-client').password({
        username: 'alice',
        password: 'alice-password',
        scope: FULL_SCOPE,
      });
      expect(String(target.tokenResponses.at(-1)?.scope).split(' ').sort()).toEqual([...FULL_SCOPE].sort());
      expect(token.accessToken).toBeTruthy();
      const error = await target
        .client('demo-client')
        .password({ username: 'alice', password: 'alice-password', scope: ['openid', 'admin'] })
        .catch((e: unknown) => e);
      expect((error as OAuth2HttpError).oauth2Code).toBe('invalid_scope');
    });

    it('§5.5 the ID token: iss, aud, exp, nonce, iat, sid and sub as the spec asks; expired tokens are rejected', async () => {
      const login = await codeLogin(target);
      const options = { issuer: target.sandbox.issuer, audience: 'demo-client' };
      const claims = await target.verify(login.token.idToken!, options);
      expect(claims.nonce).toBe(login.nonce);
      expect(typeof claims.sid).toBe('string');
      expect(typeof claims.sub).toBe('string');
      expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(60);
      expect(claims.exp!).toBeGreaterThan(claims.iat!);
      // The clock moved past exp (injected, not waited for).
      const later = new Date((claims.exp! + 1) * 1000);
      await expect(
        target.verify(login.token.idToken!, { ...options, currentDate: later }),
      ).rejects.toBeInstanceOf(joseErrors.JWTExpired);
      await expect(
        target.verify(login.token.idToken!, { ...options, audience: 'demo-spa' }),
      ).rejects.toBeInstanceOf(joseErrors.JWTClaimValidationFailed);
    });
  });
}
