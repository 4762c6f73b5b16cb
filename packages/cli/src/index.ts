export { main } from './main.js';
export { ExitCode } from './exit-codes.js';
export { UsageError } from './usage-error.js';
export type { CliErrorCode, ErrorCode } from './error-code.js';
export { defineCommand } from './command.js';
export type { CommandContext, CommandModule } from './command.js';
