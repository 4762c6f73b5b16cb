import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '@compliance-migrate/sandbox';
import {
  AuthError,
  discover,
  passwordGrant,
  readTokenCache,
  tokenSourceFromCache,
  writeTokenCache,
} from '../src/index.js';
import { CLIENT_ID, CLIENT_SECRET, advanceClock, withSandbox } from './helpers.js';

let sandbox: Sandbox;
let dir: string;
beforeAll(async () => {
  sandbox = await withSandbox({ accessTokenTtl: 2 });
  dir = await mkdtemp(join(tmpdir(), 'auth-session-'));
});
afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('token source from the cache', () => {
  it('refreshes and writes the rotated refresh token back (mode 0600)', async () => {
    const auth = await discover(sandbox.issuer, CLIENT_ID, CLIENT_SECRET);
    const { tokens } = await passwordGrant(auth, { username: 'alice', password: 'alice-password' });
    const file = join(dir, 'tokens.json');
    await writeTokenCache(file, { issuer: auth.issuer, clientId: CLIENT_ID, tokens });
    const source = await tokenSourceFromCache(auth, file);
    advanceClock(2100);
    const fresh = await source.getAccessToken();
    expect(fresh).not.toBe(tokens.accessToken);
    const cached = await readTokenCache(file, auth.issuer, CLIENT_ID);
    expect(cached?.tokens.accessToken).toBe(fresh);
    expect(cached?.tokens.refreshToken).not.toBe(tokens.refreshToken);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('asks to log in when nothing is cached', async () => {
    const auth = await discover(sandbox.issuer, CLIENT_ID, CLIENT_SECRET);
    const error = await tokenSourceFromCache(auth, join(dir, 'none.json')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).code).toBe('ERR_AUTH_LOGIN_REQUIRED');
  });
});
