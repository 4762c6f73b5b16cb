import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '@compliance-migrate/sandbox';
import {
  discover,
  IdTokenAudienceError,
  IdTokenExpiredError,
  IdTokenIssuedAtError,
  IdTokenNonceError,
  IdTokenRejectedError,
  passwordGrant,
  startBrowserLogin,
  validateIdToken,
} from '../src/index.js';
import type { AuthClient } from '../src/index.js';
import {
  advanceClock,
  CLIENT_ID,
  CLIENT_SECRET,
  driveLogin,
  NATIVE_CLIENTS,
  withSandbox,
} from './helpers.js';

let sandbox: Sandbox;
let auth: AuthClient;
let idToken: string;
beforeAll(async () => {
  sandbox = await withSandbox({ idTokenTtl: 4, clients: NATIVE_CLIENTS });
  auth = await discover(sandbox.issuer, CLIENT_ID, CLIENT_SECRET);
  const login = await startBrowserLogin(auth);
  await driveLogin(login.authorizationUrl, login.redirectUri, 'alice', 'alice-password');
  idToken = (await login.result).tokens.idToken!;
});
afterAll(() => sandbox.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('ID token validation (spec §5.5)', () => {
  it('accepts a fresh token and keeps sid and sub', async () => {
    const claims = await validateIdToken(auth, idToken);
    expect(claims.iss).toBe(sandbox.issuer);
    expect(claims.aud).toBe(CLIENT_ID);
    expect(claims.sid).toBeTruthy();
    expect(claims.sub).toBeTruthy();
  });

  it('rejects a nonce other than the one sent', async () => {
    const error = await validateIdToken(auth, idToken, { nonce: 'another-nonce' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdTokenNonceError);
    expect((error as IdTokenNonceError).code).toBe('ERR_AUTH_ID_TOKEN_NONCE');
  });

  it('rejects a nonce when none is in the token (password grant)', async () => {
    const { tokens } = await passwordGrant(auth, {
      username: 'bob',
      password: 'bob-password',
      validate: false,
    });
    await expect(validateIdToken(auth, tokens.idToken!, { nonce: 'n' })).rejects.toBeInstanceOf(
      IdTokenNonceError,
    );
  });

  it('rejects a token issued for another client id', async () => {
    const error = await validateIdToken(auth, idToken, { clientId: 'demo-spa' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdTokenAudienceError);
    expect((error as IdTokenAudienceError).code).toBe('ERR_AUTH_ID_TOKEN_AUDIENCE');
  });

  it('rejects a token whose iat is too far from now', async () => {
    const later = Date.now() + 10 * 60_000;
    const error = await validateIdToken(auth, idToken, { now: () => later }).catch((e: unknown) => e);
    // The token lives 4 s, so ten minutes later it is expired first; with a wide clock it is the iat rule.
    expect(error).toBeInstanceOf(IdTokenExpiredError);
    const early = await validateIdToken(auth, idToken, {
      now: () => Date.now() - 1000 * 1000,
      iatToleranceSeconds: 60,
    }).catch((e: unknown) => e);
    expect(early).toBeInstanceOf(IdTokenIssuedAtError);
    expect((early as IdTokenIssuedAtError).code).toBe('ERR_AUTH_ID_TOKEN_IAT');
  });

  it('rejects a tampered token', async () => {
    const [h, p, s] = idToken.split('.');
    const tampered = `${h}.${p}.${s!.slice(0, -4)}AAAA`;
    const error = await validateIdToken(auth, tampered).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdTokenRejectedError);
    expect((error as IdTokenRejectedError).code).toBe('ERR_AUTH_ID_TOKEN_REJECTED');
  });

  it('rejects an expired token (id token ttl 4 s)', async () => {
    const { exp } = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
    };
    advanceClock(Math.max(0, exp * 1000 - Date.now()) + 1100);
    const error = await validateIdToken(auth, idToken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdTokenExpiredError);
    expect((error as IdTokenExpiredError).code).toBe('ERR_AUTH_ID_TOKEN_EXPIRED');
  });
});
