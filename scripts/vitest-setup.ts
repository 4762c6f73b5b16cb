// Test output without oidc-provider's two expected warnings (unsupported runtime on Node 20, in-memory adapter),
// as the CLI shows it; `DEBUG=1 pnpm test` shows them.
import { hideExpectedWarnings } from '../packages/cli/src/lib/third-party-warnings.js';

// Once per worker: without isolation (vitest.config.ts) this file runs again before each test file of the worker.
const HIDDEN = Symbol.for('compliance-migrate.tests.expected-warnings-hidden');
const state = globalThis as { [HIDDEN]?: boolean };
if (!process.env.DEBUG && !state[HIDDEN]) {
  hideExpectedWarnings();
  state[HIDDEN] = true;
}
