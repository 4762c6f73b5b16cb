import type { CommandContext } from './command.js';
import { CommandError } from './command-error.js';
import { ExitCode } from './exit-codes.js';
import { joinDashValues } from './lib/dash-value.js';
import { terminalColumns } from './lib/help-layout.js';
import { debugRequested, hideExpectedWarnings } from './lib/third-party-warnings.js';
import { buildParser } from './parser.js';
import { listenForStop } from './stop-signal.js';
import { UsageError } from './usage-error.js';

/** Runs the CLI with the given arguments and returns the process exit code (0, 1, 2 or 130). */
export async function main(argv: string[], context: Partial<CommandContext> = {}): Promise<number> {
  const stop = context.stopSignal ? undefined : listenForStop();
  const debug = debugRequested(argv, process.env);
  const showWarnings = debug ? () => undefined : hideExpectedWarnings();
  const stdout = context.stdout ?? process.stdout;
  const ctx: CommandContext = {
    stdout,
    stderr: context.stderr ?? process.stderr,
    stdin: context.stdin ?? process.stdin,
    interactive: context.interactive ?? Boolean(process.stderr.isTTY),
    stopSignal: context.stopSignal ?? stop!.signal,
    columns:
      'columns' in context ? context.columns : terminalColumns(stdout as { columns?: number }, process.env),
  };

  let exitCode: ExitCode = ExitCode.Ok;
  try {
    // `--json -`, `--output -`, `--out -`: stdout (the commands' default for the last two)
    const words = joinDashValues(argv, ['--json', '--output', '--out', '-o']);
    await buildParser(ctx, (code) => (exitCode = code)).parseAsync(words, {}, (error, _args, output) => {
      // --help and --version: yargs hands over the text instead of printing it.
      if (output && !error) ctx.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    });
  } catch (error) {
    return reportFailure(error, ctx, debug);
  } finally {
    stop?.dispose();
    showWarnings();
  }
  return exitCode;
}

/** Prints why the command could not run; the --help hint only when the arguments were at fault. */
function reportFailure(error: unknown, ctx: CommandContext, debug: boolean): ExitCode {
  if (error instanceof UsageError) {
    ctx.stderr.write(`compliance-migrate: ${error.message}\nRun with --help for usage.\n`);
  } else if (error instanceof CommandError) {
    ctx.stderr.write(`compliance-migrate: ${error.message}\n`);
  } else {
    const text =
      error instanceof Error ? (debug ? (error.stack ?? error.message) : error.message) : String(error);
    ctx.stderr.write(`compliance-migrate: ${text}\n`);
  }
  return ExitCode.Usage;
}
