import { createHash } from 'node:crypto';
import { generateCodeVerifier } from '@badgateway/oauth2-client';
import type { OAuth2Token } from '@badgateway/oauth2-client';
import { expect } from 'vitest';
import { BROWSER_STATE_COOKIE } from '../../src/index.js';
import { answerOf, follow, parseForm, redirected, signIn } from '../idp/browser-http.js';
import type { Jar } from '../idp/browser-http.js';
import type { Target } from './target.js';

/** Scopes of the demo client's code flow: identity, a refresh token, and the compliance service. */
export const FULL_SCOPE = ['openid', 'profile', 'roles', 'email', 'offline_access', 'resources_accounts_api'];

/** What a browser login through the library's authorization URL brought back. */
export interface CodeLogin {
  /** The authorization response's fields (code, state, session_state, iss). */
  answer: URLSearchParams;
  /** The library's token from the code exchange. */
  token: OAuth2Token;
  nonce: string;
  state: string;
  jar: Jar;
}

/**
 * The authorization code flow as @badgateway/oauth2-client drives it (PKCE when `pkce`): its authorization URL,
 * a browser signing in, the answer delivered by `response_mode` (fragment by default, or form_post), and the
 * library's code exchange with `redirect_uri`.
 */
export async function codeLogin(
  target: Target,
  options: {
    clientId?: 'demo-client' | 'demo-spa';
    username?: string;
    scope?: string[];
    formPost?: boolean;
    pkce?: boolean;
    jar?: Jar;
    extra?: Record<string, string>;
  } = {},
): Promise<CodeLogin> {
  const client = target.client(options.clientId ?? 'demo-client');
  const state = `st-${Math.random().toString(36).slice(2)}`;
  const nonce = `n-${Math.random().toString(36).slice(2)}`;
  const codeVerifier = options.pkce ? await generateCodeVerifier() : undefined;
  const url = await client.authorizationCode.getAuthorizeUri({
    redirectUri: target.redirectUri,
    state,
    scope: options.scope ?? FULL_SCOPE,
    ...(codeVerifier ? { codeVerifier } : {}),
    extraParams: { nonce, ...(options.formPost ? { response_mode: 'form_post' } : {}), ...options.extra },
  });
  const jar = options.jar ?? target.browser();
  const stop = await signIn(target.sandbox, jar, url, options.username ?? 'alice');
  let answer: URLSearchParams;
  if (options.formPost) {
    expect(stop.kind).toBe('page');
    const form = parseForm(stop.kind === 'page' ? stop.body : '');
    expect(form.method).toBe('post');
    expect(form.action).toBe(target.redirectUri);
    answer = new URLSearchParams(form.fields);
  } else {
    const back = redirected(stop);
    expect(back.origin + back.pathname).toBe(target.redirectUri);
    answer = answerOf(back);
  }
  const returned = new URL(target.redirectUri);
  returned.search = answer.toString();
  const token = await client.authorizationCode.getTokenFromCodeRedirect(returned, {
    redirectUri: target.redirectUri,
    state,
    ...(codeVerifier ? { codeVerifier } : {}),
  });
  return { answer, token, nonce, state, jar };
}

/** Opens an authorization URL in `jar` and answers where the browser stopped. */
export const open = (target: Target, jar: Jar, url: string | URL) => follow(target.sandbox, jar, url);

/**
 * OpenID Connect Session Management 1.0 §3, computed here independently of the sandbox:
 * `hex(sha256(client_id origin opbs salt)) "." salt`, opbs being the browser state cookie the OP set.
 */
export function expectSessionState(
  answer: URLSearchParams,
  clientId: string,
  redirectUri: string,
  jar: Jar,
): void {
  const value = answer.get('session_state') ?? '';
  const [hash, salt] = value.split('.');
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(salt).toBeTruthy();
  const browserState = jar.get(BROWSER_STATE_COOKIE);
  expect(browserState).toBeTruthy();
  const origin = new URL(redirectUri).origin;
  const expected = createHash('sha256').update(`${clientId} ${origin} ${browserState} ${salt}`).digest('hex');
  expect(hash).toBe(expected);
}

/** An authorization URL built by hand, for what the library has no call for (implicit, hybrid, bad requests). */
export function authorizeUrl(target: Target, params: Record<string, string | undefined>): URL {
  const url = new URL(`${target.sandbox.issuer}/connect/authorize`);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url;
}

/** `POST /auth/connect/token` with a form, through the suite's fetch: status and JSON body. */
export async function tokenRequest(
  target: Target,
  form: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await target.fetch(`${target.sandbox.issuer}/connect/token`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Calls the service with a token and a company context through the suite's fetch. */
export function callApi(
  target: Target,
  version: 4 | 5 | 6,
  path: string,
  options: { token?: string; company?: string; method?: string; body?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.company !== undefined) headers['x-company-context'] = options.company;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return target.fetch(`${target.sandbox.apiUrl(version)}${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
}
