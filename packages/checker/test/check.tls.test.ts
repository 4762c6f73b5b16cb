import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@compliance-migrate/sandbox';
import { runCheck } from '../src/index.js';
import { sandbox as startSandbox, sandboxEnv, sandboxScenario } from './helpers/sandbox.js';

// The checker against the sandbox over HTTPS (`tls`); the CLI run that trusts the CA is in the CLI's tests.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ tls: true });
});
afterAll(() => sandbox.close());

describe('check against the sandbox over HTTPS', () => {
  it('refuses to log in when the certificate is not trusted (in process: no NODE_EXTRA_CA_CERTS here)', async () => {
    const scenario = await sandboxScenario(sandbox, 'sandbox-v5-v6.yaml');
    const error = await runCheck(scenario, { env: sandboxEnv(sandbox) }).catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('ERR_CHECK_AUTH');
    expect((error as Error).message).toMatch(/login at https:\/\/127\.0\.0\.1:\d+\/auth failed/);
  });
});
