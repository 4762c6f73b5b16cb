import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startSandbox, type Sandbox } from '@compliance-migrate/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `check` against the sandbox over HTTPS (`tls`), as a user runs it: the CLI in its own process, trusting the
// sandbox's CA through NODE_EXTRA_CA_CERTS (read at process start, hence the child process). Login and requests go
// over HTTPS with every check on.
const bin = fileURLToPath(new URL('../../bin/compliance-migrate.js', import.meta.url));
const V5_V6 = fileURLToPath(new URL('../../../../fixtures/scenarios/sandbox-v5-v6.yaml', import.meta.url));

function check(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, 'check', '--scenario', V5_V6],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: '', ...env } },
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

describe('compliance-migrate check against the sandbox over HTTPS', () => {
  it('logs in and compares v5 with v6 when the CA is trusted', async () => {
    const { code, stdout, stderr } = await check({
      SANDBOX_URL: sandbox.url,
      NODE_EXTRA_CA_CERTS: sandbox.ca!.file,
      DEMO_CLIENT_SECRET: 'demo-secret',
      ALICE_PASSWORD: 'alice-password',
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain(`A v5 ${sandbox.url}/api/v5`);
    expect(sandbox.url).toMatch(/^https:/);
    expect(stdout).toMatch(/14 operation\(s\): 14 compared, 0 skipped, 0 failed/);
  });
});
