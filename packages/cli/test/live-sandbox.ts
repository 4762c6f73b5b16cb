import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type Sandbox } from '@compliance-migrate/sandbox';
import { afterAll, beforeAll } from 'vitest';

/** The variables the sandbox scenarios read; set for the run, restored afterwards. */
const VARIABLES = ['SANDBOX_URL', 'PROXY_URL', 'DEMO_CLIENT_SECRET', 'ALICE_PASSWORD'] as const;

/** What a test file gets from {@link useLiveSandbox}: set once its `beforeAll` has run. */
export interface LiveSandbox {
  sandbox: Sandbox;
  /** A scratch directory, removed afterwards. */
  dir: string;
}

/**
 * Starts a sandbox before the enclosing suite's tests, sets the variables the sandbox scenarios read and makes a
 * scratch directory (`prefix` names it); afterwards closes the sandbox, restores the variables, removes the directory.
 */
export function useLiveSandbox(prefix: string): LiveSandbox {
  const live = {} as LiveSandbox;
  const saved = new Map<string, string | undefined>();
  beforeAll(async () => {
    for (const name of VARIABLES) saved.set(name, process.env[name]);
    live.sandbox = await startSandbox({ port: 0 });
    live.dir = await mkdtemp(join(tmpdir(), prefix));
    process.env.SANDBOX_URL = live.sandbox.url;
    process.env.DEMO_CLIENT_SECRET = 'demo-secret';
    process.env.ALICE_PASSWORD = 'alice-password';
    delete process.env.PROXY_URL;
  });
  afterAll(async () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await live.sandbox?.close();
    if (live.dir) await rm(live.dir, { recursive: true, force: true });
  });
  return live;
}
