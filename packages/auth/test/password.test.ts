import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@compliance-migrate/sandbox';
import { discover, passwordGrant, TokenRequestError } from '../src/index.js';
import { CLIENT_ID, CLIENT_SECRET, withSandbox } from './helpers.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await withSandbox();
});
afterAll(() => sandbox.close());

describe('password grant', () => {
  it('logs alice in with an access, refresh and validated ID token', async () => {
    const auth = await discover(sandbox.issuer, CLIENT_ID, CLIENT_SECRET);
    const { tokens, claims } = await passwordGrant(auth, { username: 'alice', password: 'alice-password' });
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresAt).toBeGreaterThan(Date.now() + 1700_000);
    expect(claims?.iss).toBe(sandbox.issuer);
    expect(claims?.aud).toBe(CLIENT_ID);
    expect(claims?.sid).toBeTruthy();
    const api = await fetch(`${sandbox.apiUrl(6)}/categories`, {
      headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-company-context': '1001' },
    });
    expect(api.status).not.toBe(401);
  });

  it('reports a bad password without the password or the secret in the error', async () => {
    const auth = await discover(sandbox.issuer, CLIENT_ID, CLIENT_SECRET);
    const password = 'Sup3r-Secret-Passw0rd';
    const error = await passwordGrant(auth, { username: 'alice', password }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenRequestError);
    const e = error as TokenRequestError;
    expect(e.code).toBe('ERR_AUTH_TOKEN_REQUEST');
    expect(e.error).toBe('invalid_grant');
    const everything = `${e.message} ${e.stack ?? ''} ${JSON.stringify(e)}`;
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(CLIENT_SECRET);
  });

  it('reports a wrong client secret without the secret', async () => {
    const auth = await discover(sandbox.issuer, CLIENT_ID, 'wrong-secret-value');
    const error = await passwordGrant(auth, { username: 'alice', password: 'alice-password' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TokenRequestError);
    expect(String((error as Error).message)).not.toContain('wrong-secret-value');
    expect(String((error as Error).message)).not.toContain('alice-password');
  });
});
