import type { ErrorCode } from './error-code.js';

/**
 * Base class of the errors a command stops with (UsageError, CommandError): a stable `code` from
 * docs/troubleshooting.md and a message for the user.
 */
export abstract class CliError extends Error {
  abstract readonly code: ErrorCode;
}
