import { CliError } from './cli-error.js';
import type { CliErrorCode } from './error-code.js';

/**
 * An error in the arguments (unknown flag, bad value, missing option, options that contradict each other). The CLI
 * exits 2 having done nothing and points to `--help`.
 */
export class UsageError extends CliError {
  readonly code: Extract<CliErrorCode, 'ERR_CLI_USAGE'> = 'ERR_CLI_USAGE';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UsageError';
  }
}
