import { fileURLToPath } from 'node:url';
import { startSandbox, type Sandbox, type SandboxOptions } from '@compliance-migrate/sandbox';
import { loadScenario, type Scenario } from '../../src/index.js';

/** Absolute path of a file under the repository's fixtures/. */
export const fixture = (path: string): string =>
  fileURLToPath(new URL(`../../../../fixtures/${path}`, import.meta.url));

/** The secrets the sandbox scenarios read from the environment. */
export const SANDBOX_SECRETS = { DEMO_CLIENT_SECRET: 'demo-secret', ALICE_PASSWORD: 'alice-password' };

/** Environment for a scenario pointed at this sandbox. */
export const sandboxEnv = (sandbox: Sandbox): Record<string, string> => ({
  SANDBOX_URL: sandbox.url,
  ...SANDBOX_SECRETS,
});

/** Starts a sandbox on a free loopback port. */
export const sandbox = (options: SandboxOptions = {}): Promise<Sandbox> =>
  startSandbox({ port: 0, ...options });

/**
 * Loads a scenario file for services on loopback run by this test alone: without its rate limit, the courtesy a real
 * tenant is owed, which would only make the test wait (the limiter has its own tests).
 */
export async function loopbackScenario(file: string, env: Record<string, string>): Promise<Scenario> {
  const scenario = await loadScenario(file, { env });
  return { ...scenario, options: { ...scenario.options, rateLimit: 0 } };
}

/** Loads a scenario of fixtures/scenarios/ pointed at this sandbox (no rate limit: see {@link loopbackScenario}). */
export const sandboxScenario = (s: Sandbox, name: string): Promise<Scenario> =>
  loopbackScenario(fixture(`scenarios/${name}`), sandboxEnv(s));
