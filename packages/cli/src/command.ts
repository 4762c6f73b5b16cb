import type { Argv } from 'yargs';
import type { ExitCode } from './exit-codes.js';

/** What a command needs from the outside world; tests pass their own streams. */
export interface CommandContext {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  stdin: NodeJS.ReadableStream;
  /** True when stderr is a terminal: progress bars and colours are shown only then. */
  interactive: boolean;
  /** Resolves when the user asks to stop (SIGINT/SIGTERM); long-running commands wait on it. */
  stopSignal: AbortSignal;
}

/** One `compliance-migrate` sub-command: its yargs definition and a handler that returns an exit code. */
export interface CommandModule<A = Record<string, unknown>> {
  command: string;
  describe: string;
  builder: (yargs: Argv) => Argv<A>;
  /** Runs the command; absent when the command only groups `subcommands`. */
  run?: (args: A, context: CommandContext) => Promise<ExitCode>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  subcommands?: CommandModule<any>[];
}

/** Declares a command with its argument types inferred from the builder. */
export function defineCommand<A>(module: CommandModule<A>): CommandModule<A> {
  return module;
}
