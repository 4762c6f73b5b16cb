import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthConfigError,
  discover,
  InsecureEndpointError,
  isLoopbackHost,
  readSecret,
  readTokenCache,
  tokenCachePath,
  writeTokenCache,
} from '../src/index.js';

describe('HTTPS rule', () => {
  it('knows loopback hosts', () => {
    for (const host of ['127.0.0.1', '127.8.9.10', 'localhost', '::1', '[::1]']) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ['10.0.0.1', 'example.com', '128.0.0.1', '::2', 'localhost.example.com']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });

  it('refuses a plain HTTP issuer that is not loopback, before any request', async () => {
    const error = await discover('http://idp.example.com/auth', 'demo-client', 's').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsecureEndpointError);
    expect((error as InsecureEndpointError).code).toBe('ERR_AUTH_INSECURE');
    expect((error as Error).message).toMatch(/https/);
  });

  describe('a loopback issuer whose token endpoint is plain HTTP elsewhere', () => {
    let server: Server;
    let issuer: string;
    beforeAll(async () => {
      server = createServer((req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            issuer,
            authorization_endpoint: `${issuer}/connect/authorize`,
            token_endpoint: 'http://idp.example.com/auth/connect/token',
            jwks_uri: `${issuer}/.well-known/jwks`,
            response_types_supported: ['code'],
          }),
        );
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('is refused', async () => {
      const error = await discover(issuer, 'demo-client', 's').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InsecureEndpointError);
      expect((error as Error).message).toContain('token endpoint');
    });
  });
});

describe('token cache', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'auth-cache-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('defaults to ~/.config/compliance-migrate/tokens.json', () => {
    expect(tokenCachePath()).toMatch(/\.config[/\\]compliance-migrate[/\\]tokens\.json$/);
  });

  it('writes the file with mode 0600 and reads it back', async () => {
    const file = tokenCachePath(join(dir, 'nested'));
    const entry = {
      issuer: 'http://127.0.0.1:1/auth',
      clientId: 'demo-client',
      subject: 'sub-1',
      tokens: { accessToken: 'at', tokenType: 'Bearer', expiresAt: 1, refreshToken: 'rt' },
    };
    await writeTokenCache(file, entry);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'nested'))).mode & 0o777).toBe(0o700);
    expect(await readTokenCache(file, entry.issuer, entry.clientId)).toEqual(entry);
    await writeTokenCache(file, { ...entry, clientId: 'other' });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8')).entries).toHaveProperty([
      'http://127.0.0.1:1/auth other',
    ]);
  });

  it('refuses a corrupt cache with a way out', async () => {
    const file = join(dir, 'bad.json');
    await writeFile(file, '{nope');
    await expect(readTokenCache(file, 'i', 'c')).rejects.toThrow(/delete it/);
  });
});

describe('secrets', () => {
  it('reads from an environment variable', async () => {
    expect(await readSecret({ env: 'X_SECRET' }, { X_SECRET: 'v' })).toBe('v');
    await expect(readSecret({ env: 'X_SECRET' }, {})).rejects.toBeInstanceOf(AuthConfigError);
  });

  it('reads from a file, first line, and names a missing file without its content', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'auth-secret-'));
    const file = join(dir, 'secret');
    await writeFile(file, 'file-secret\n');
    expect(await readSecret({ file })).toBe('file-secret');
    await expect(readSecret({ file: join(dir, 'missing') })).rejects.toThrow(/ENOENT/);
    await rm(dir, { recursive: true, force: true });
  });
});
