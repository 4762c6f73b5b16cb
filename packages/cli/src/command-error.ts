import { CliError } from './cli-error.js';
import type { ErrorCode } from './error-code.js';

/**
 * A command that could not run for a reason other than its arguments: an unreadable or invalid file, a refused
 * login, a target that cannot be reached. The CLI exits 2 with the message and no `--help` hint (the arguments
 * were fine). `code` is the stable code of the error behind it (docs/troubleshooting.md).
 */
export class CommandError extends CliError {
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CommandError';
  }

  /** Wraps a library error that carries its own `code` (a CodemodError, CheckerError, AuthError, …). */
  static from(error: Error & { code: ErrorCode }): CommandError {
    return new CommandError(error.code, error.message, { cause: error });
  }
}
