import type { Scenario } from '@compliance-migrate/checker';
import { UsageError } from '../usage-error.js';

/** The `--rate-limit` option of the commands that run scenarios. */
export const RATE_LIMIT_OPTION = {
  type: 'number',
  describe:
    "Requests started per second at most, over the whole run (overrides the scenario's; 0 = no limit)",
} as const;

/** For `.check()`: fails naming the option when `--rate-limit` is given and not a number of at least 0. */
export function rateLimitValid(value: unknown): true {
  if (value === undefined) return true;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return true;
  throw new UsageError(`--rate-limit must be a number of at least 0 (0 = no limit; got ${String(value)}).`);
}

/** The scenario with its rate limit replaced by `--rate-limit` when given. */
export const withRateLimit = (scenario: Scenario, rateLimit: number | undefined): Scenario =>
  rateLimit === undefined ? scenario : { ...scenario, options: { ...scenario.options, rateLimit } };
