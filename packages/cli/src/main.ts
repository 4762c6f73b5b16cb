import yargs from 'yargs';
import type { CommandContext } from './command.js';
import { commands } from './commands/index.js';
import { ExitCode } from './exit-codes.js';
import { UsageError } from './usage-error.js';

/** Runs the CLI with the given arguments and returns the process exit code (0, 1 or 2). */
export async function main(argv: string[], context: Partial<CommandContext> = {}): Promise<number> {
  const stopController = new AbortController();
  const ctx: CommandContext = {
    stdout: context.stdout ?? process.stdout,
    stderr: context.stderr ?? process.stderr,
    stdin: context.stdin ?? process.stdin,
    interactive: context.interactive ?? Boolean(process.stderr.isTTY),
    stopSignal: context.stopSignal ?? stopController.signal,
  };
  const onSignal = (): void => stopController.abort();
  if (!context.stopSignal) {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }

  let exitCode: number = ExitCode.Ok;
  let usageFailure: string | undefined;
  const parser = yargs(argv)
    .scriptName('compliance-migrate')
    .usage(
      '$0 <command> [options]\n\nCarries clients of the compliance service API from version 4 to 5 to 6.',
    )
    .strict()
    .demandCommand(1, 'Name a command; `compliance-migrate --help` lists them.')
    .recommendCommands()
    .wrap(Math.min(110, process.stdout.columns ?? 110))
    .epilogue('Exit codes: 0 success, 1 findings or failed checks, 2 usage or configuration error.')
    .fail((message, error) => {
      if (error && !(error instanceof UsageError)) throw error;
      usageFailure = message ?? error?.message;
    });

  for (const command of commands) {
    parser.command({
      command: command.command,
      describe: command.describe,
      builder: command.builder,
      handler: async (args) => {
        exitCode = await command.run(args, ctx);
      },
    });
  }

  try {
    await parser.parseAsync();
  } catch (error) {
    if (error instanceof UsageError) {
      usageFailure = error.message;
    } else {
      ctx.stderr.write(`compliance-migrate: ${error instanceof Error ? error.message : String(error)}\n`);
      exitCode = ExitCode.Usage;
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  if (usageFailure !== undefined) {
    ctx.stderr.write(`compliance-migrate: ${usageFailure}\nRun with --help for usage.\n`);
    return ExitCode.Usage;
  }
  return exitCode;
}
