import type { Argv } from 'yargs';
import type { ExitCode } from './exit-codes.js';
import type { HelpExample } from './lib/help-layout.js';

/** What a command needs from the outside world; tests pass their own streams. */
export interface CommandContext {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  stdin: NodeJS.ReadableStream;
  /** True when stderr is a terminal: progress bars and colours are shown only then. */
  interactive: boolean;
  /** Aborted when the user asks to stop (SIGINT/SIGTERM); commands wind down and return ExitCode.Interrupted. */
  stopSignal: AbortSignal;
  /** The terminal's width, for `--help` (undefined when not a terminal). */
  columns?: number | undefined;
}

/** One `compliance-migrate` sub-command: its yargs definition and a handler that returns an exit code. */
export interface CommandModule<A = Record<string, unknown>> {
  command: string;
  describe: string;
  /**
   * Declares the options. Everything that can be said about the arguments alone (choices, whole numbers, options
   * that go together) is declared or checked here with `.check()`: it all runs before `run` reads or sends anything.
   */
  builder: (yargs: Argv) => Argv<A>;
  /** Shown in `--help`, laid out to the terminal's width. */
  examples: HelpExample[];
  /** What each exit code means for this command, for `--help`. */
  exitCodes?: string;
  /** Runs the command; absent when the command only groups `subcommands`. */
  run?: (args: A, context: CommandContext) => Promise<ExitCode>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  subcommands?: CommandModule<any>[];
}

/** Declares a command with its argument types inferred from the builder. */
export function defineCommand<A>(module: CommandModule<A>): CommandModule<A> {
  return module;
}
