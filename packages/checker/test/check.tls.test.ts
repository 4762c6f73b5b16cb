import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@compliance-migrate/sandbox';
import { runCheck } from '../src/index.js';
import {
  fixture,
  sandbox as startSandbox,
  SANDBOX_SECRETS,
  sandboxEnv,
  sandboxScenario,
} from './helpers/sandbox.js';

// The checker against the sandbox over HTTPS (`tls`), as a user runs it: the CLI in its own process, trusting the
// sandbox's CA through NODE_EXTRA_CA_CERTS (read at process start, hence the child process). Login and requests go
// over HTTPS with every check on.
const repoRoot = new URL('../../../', import.meta.url).pathname;
const V5_V6 = fixture('scenarios/sandbox-v5-v6.yaml');

function check(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['packages/cli/bin/compliance-migrate.js', 'check', '--scenario', V5_V6],
      { cwd: repoRoot, env: { ...process.env, NODE_EXTRA_CA_CERTS: '', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ tls: true });
});
afterAll(() => sandbox.close());

describe('check against the sandbox over HTTPS', () => {
  it('logs in and compares v5 with v6 when the CA is trusted', async () => {
    const { code, stdout, stderr } = await check({
      SANDBOX_URL: sandbox.url,
      NODE_EXTRA_CA_CERTS: sandbox.ca!.file,
      ...SANDBOX_SECRETS,
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain(`A v5 ${sandbox.url}/api/v5`);
    expect(sandbox.url).toMatch(/^https:/);
    expect(stdout).toMatch(/14 operation\(s\): 14 compared, 0 skipped, 0 failed/);
  });

  it('refuses to log in when the certificate is not trusted (in process: no NODE_EXTRA_CA_CERTS here)', async () => {
    const scenario = await sandboxScenario(sandbox, 'sandbox-v5-v6.yaml');
    const error = await runCheck(scenario, { env: sandboxEnv(sandbox) }).catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('ERR_CHECK_AUTH');
    expect((error as Error).message).toMatch(/login at https:\/\/127\.0\.0\.1:\d+\/auth failed/);
  });
});
