import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '@compliance-migrate/sandbox';
import { discover, passwordGrant, refreshTokens, TokenRequestError, TokenSource } from '../src/index.js';
import { CLIENT_ID, CLIENT_SECRET, advanceClock, countingFetch, withSandbox } from './helpers.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await withSandbox({ accessTokenTtl: 2 });
});
afterAll(() => sandbox.close());
afterEach(() => {
  vi.useRealTimers();
});

const alice = { username: 'alice', password: 'alice-password' };

describe('refresh', () => {
  it('rotates the refresh token and rejects the old one', async () => {
    const auth = await discover(sandbox.issuer, CLIENT_ID, CLIENT_SECRET);
    const { tokens } = await passwordGrant(auth, alice);
    const next = await refreshTokens(auth, tokens);
    expect(next.refreshToken).toBeTruthy();
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect(next.accessToken).not.toBe(tokens.accessToken);
    const reuse = await refreshTokens(auth, tokens).catch((e: unknown) => e);
    expect(reuse).toBeInstanceOf(TokenRequestError);
    expect((reuse as TokenRequestError).error).toBe('invalid_grant');
    expect((reuse as Error).message).not.toContain(tokens.refreshToken!);
  });

  it('refreshes exactly once for many concurrent callers after expiry', async () => {
    const counter = countingFetch();
    const auth = await discover(sandbox.issuer, CLIENT_ID, CLIENT_SECRET, { fetch: counter.fetch });
    const { tokens } = await passwordGrant(auth, alice);
    const source = new TokenSource(auth, tokens, { skewSeconds: 0 });
    advanceClock(2100);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => source.getAccessToken()),
      ...Array.from({ length: 10 }, () => source.onUnauthorized(tokens.accessToken)),
    ]);
    expect(counter.grants.refresh_token).toBe(1);
    expect(new Set(results).size).toBe(1);
    expect(results[0]).not.toBe(tokens.accessToken);
    // A late 401 for the old token does not refresh again.
    expect(await source.onUnauthorized(tokens.accessToken)).toBe(results[0]);
    expect(counter.grants.refresh_token).toBe(1);
  });

  it('keeps short-lived (2 s) access tokens valid over five seconds of (moved) time', async () => {
    const counter = countingFetch();
    const auth = await discover(sandbox.issuer, CLIENT_ID, CLIENT_SECRET, { fetch: counter.fetch });
    const { tokens } = await passwordGrant(auth, alice);
    const source = new TokenSource(auth, tokens);
    const seen = new Set<string>();
    // 20 requests 250 ms apart: the sandbox's token check sees the same moved clock, so a stale token is a 401.
    for (let step = 0; step < 20; step++) {
      const token = await source.getAccessToken();
      seen.add(token);
      const res = await fetch(`${sandbox.apiUrl(6)}/categories`, {
        headers: { authorization: `Bearer ${token}`, 'x-company-context': '1001' },
      });
      expect(res.status).not.toBe(401);
      advanceClock(250);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
    expect(counter.grants.refresh_token).toBe(seen.size - 1);
  });

  it('re-runs the password grant when there is no refresh token', async () => {
    const counter = countingFetch();
    const auth = await discover(sandbox.issuer, CLIENT_ID, CLIENT_SECRET, { fetch: counter.fetch });
    const scope = 'openid profile resources_accounts_api';
    const { tokens } = await passwordGrant(auth, { ...alice, scope });
    expect(tokens.refreshToken).toBeUndefined();
    const source = new TokenSource(auth, tokens, {
      reauthenticate: async () => (await passwordGrant(auth, { ...alice, scope })).tokens,
    });
    const results = await Promise.all(Array.from({ length: 5 }, () => source.onUnauthorized()));
    expect(new Set(results).size).toBe(1);
    expect(counter.grants.password).toBe(2);
    expect(counter.grants.refresh_token).toBeUndefined();
  });
});
