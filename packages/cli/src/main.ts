import yargs, { type Argv } from 'yargs';
import type { CommandContext, CommandModule } from './command.js';
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
    .exitProcess(false)
    .wrap(Math.min(110, process.stdout.columns ?? 110))
    .epilogue('Exit codes: 0 success, 1 findings or failed checks, 2 usage or configuration error.')
    .fail((message, error) => {
      if (error && !(error instanceof UsageError)) throw error;
      usageFailure = message ?? error?.message;
    });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const register = (y: Argv, command: CommandModule<any>): void => {
    y.command({
      command: command.command,
      describe: command.describe,
      builder: (inner: Argv) => {
        const built = command.builder(inner);
        for (const sub of command.subcommands ?? []) register(built, sub);
        if (command.subcommands)
          built.demandCommand(1, `Name a sub-command of ${command.command.split(' ')[0]}.`);
        return built;
      },
      handler: async (args) => {
        if (command.run) exitCode = await command.run(args, ctx);
      },
    });
  };
  for (const command of commands) register(parser, command);

  try {
    await parser.parseAsync(argv, {}, (_error, _args, output) => {
      if (output && usageFailure === undefined)
        ctx.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    });
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
