/** An error in what the user asked for (arguments, files, configuration); the CLI exits with code 2. */
export class UsageError extends Error {
  readonly code = 'ERR_CLI_USAGE';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UsageError';
  }
}
