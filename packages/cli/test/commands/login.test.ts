import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@compliance-migrate/sandbox';
import { runCli } from '../run-cli.js';

const run = (argv: string[]) => runCli(argv);

let sandbox: Sandbox;
let dir: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  dir = await mkdtemp(join(tmpdir(), 'login-cmd-'));
  process.env.LOGIN_TEST_SECRET = 'demo-secret';
  process.env.LOGIN_TEST_PASSWORD = 'alice-password';
  process.env.LOGIN_TEST_BAD_PASSWORD = 'Not-Alices-Pa55word';
});
afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

const base = (): string[] => [
  'login',
  '--issuer',
  sandbox.issuer,
  '--client-id',
  'demo-client',
  '--client-secret-env',
  'LOGIN_TEST_SECRET',
];

describe('compliance-migrate login', () => {
  it('logs in with the password grant, prints who and when, never the token', async () => {
    const cache = join(dir, 'tokens.json');
    const r = await run([
      ...base(),
      '--username',
      'alice',
      '--password-env',
      'LOGIN_TEST_PASSWORD',
      '--cache',
      cache,
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Logged in as .+ at http:\/\/127\.0\.0\.1:\d+\/auth/);
    expect(r.stdout).toMatch(/expires at \d{4}-\d\d-\d\dT/);
    expect((await stat(cache)).mode & 0o777).toBe(0o600);
    const cached = JSON.parse(await readFile(cache, 'utf8')) as {
      entries: Record<string, { tokens: { accessToken: string; refreshToken: string } }>;
    };
    const entry = Object.values(cached.entries)[0]!;
    expect(r.stdout).not.toContain(entry.tokens.accessToken);
    expect(r.stdout).not.toContain(entry.tokens.refreshToken);
    expect(r.stdout).not.toContain('alice-password');
    expect(r.stdout).not.toContain('demo-secret');
  });

  it('exits 2 on a bad password without printing it', async () => {
    const r = await run([
      ...base(),
      '--username',
      'alice',
      '--password-env',
      'LOGIN_TEST_BAD_PASSWORD',
      '--cache',
      join(dir, 'x.json'),
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('invalid_grant');
    expect(r.stderr + r.stdout).not.toContain('Not-Alices-Pa55word');
    expect(r.stderr + r.stdout).not.toContain('demo-secret');
  });

  it('exits 2 and says how to fix it when neither --username nor --browser is given', async () => {
    const r = await run(base());
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--username .*--browser/);
  });

  it('exits 2 when the secret variable is not set', async () => {
    const r = await run([
      'login',
      '--issuer',
      sandbox.issuer,
      '--client-id',
      'demo-client',
      '--client-secret-env',
      'LOGIN_TEST_UNSET_VARIABLE',
      '--username',
      'alice',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('LOGIN_TEST_UNSET_VARIABLE');
  });

  it('exits 2 on a plain HTTP issuer that is not loopback', async () => {
    const r = await run([
      'login',
      '--issuer',
      'http://idp.example.com/auth',
      '--client-id',
      'x',
      '--browser',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('ERR_AUTH_INSECURE');
  });

  it('shows examples in --help', async () => {
    const r = await run(['login', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Examples:');
    expect(r.stdout).toContain('--browser');
  });
});
