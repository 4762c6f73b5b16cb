// Test output without oidc-provider's two expected warnings (unsupported runtime on Node 20, in-memory adapter),
// as the CLI shows it; `DEBUG=1 pnpm test` shows them.
import { hideExpectedWarnings } from '../packages/cli/src/lib/third-party-warnings.js';

if (!process.env.DEBUG) hideExpectedWarnings();
