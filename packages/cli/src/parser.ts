import yargs, { type Argv } from 'yargs';
import type { CommandContext, CommandModule } from './command.js';
import { commands } from './commands/index.js';
import type { ExitCode } from './exit-codes.js';
import { helpWidth, renderExamples, type HelpExample } from './lib/help-layout.js';
import { suggestOptions } from './lib/unknown-arguments.js';
import { describeCommandError, type CommandLevel } from './lib/unknown-commands.js';
import { UsageError } from './usage-error.js';
import { cliVersion } from './version.js';

/**
 * The `compliance-migrate` parser. Validation always completes before a handler runs: the `fail` callback
 * throws, so yargs stops at the first unknown flag, bad choice or missing option (a `fail` callback that only
 * records the message lets yargs carry on into the handler). Checks added with `.check()` run after yargs' own
 * validation and before the handler; `onExit` receives the handler's exit code.
 */
export function buildParser(ctx: CommandContext, onExit: (code: ExitCode) => void): Argv {
  const width = helpWidth(ctx.columns);
  const epilogue = (examples: readonly HelpExample[], exitCodes: string): string =>
    `${renderExamples(examples, width, 'compliance-migrate')}\n\n${exitCodes}`;
  // The options of the command being parsed (yargs builds only the matched command), for suggestions.
  let known: string[] = [];
  let given: string[] = [];
  let words: string[] = [];
  // The command matched so far (yargs runs the builders of the matched commands only, outermost first).
  let level: CommandLevel = { path: [], names: commands.map((c) => commandName(c)) };
  const parser = yargs()
    .scriptName('compliance-migrate')
    .usage(
      '$0 <command> [options]\n\nCarries clients of the compliance service API from version 4 to 5 to 6.',
    )
    .strict()
    .demandCommand(1, 'Name a command; `compliance-migrate --help` lists them.')
    .recommendCommands()
    .exitProcess(false)
    .help('help')
    .alias('help', 'h')
    .version('version', 'Show the version number', cliVersion())
    .option('debug', {
      type: 'boolean',
      global: true,
      describe: 'Show every library warning and the stack of unexpected errors (also DEBUG=1)',
    })
    .wrap(width)
    .epilogue(epilogue(TOP_EXAMPLES, TOP_EXIT_CODES))
    // Before validation: the arguments as given, so a missing option can be traced to a misspelt one.
    .middleware((argv) => {
      given = Object.keys(argv);
      words = argv._.map(String);
    }, true)
    .fail((message, error) => {
      if (error && !isYargsError(error)) throw error;
      if (error instanceof UsageError) throw error;
      const text = message ?? error?.message ?? 'invalid arguments';
      // yargs skips the middleware when no command matched; the words are then read from the raw arguments.
      const positionals = words.length ? words : rawWords(parser);
      const described = describeCommandError(text, level, positionals);
      if (described !== text) throw new UsageError(described);
      throw new UsageError(suggestOptions(withMisspelt(text, given, known), known));
    });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const register = (y: Argv, command: CommandModule<any>, parent: readonly string[]): void => {
    y.command({
      command: command.command,
      describe: command.describe,
      builder: (inner: Argv) => {
        const built = command.builder(inner).epilogue(epilogue(command.examples, exitCodesOf(command)));
        known = optionNames(built);
        const path = [...parent, commandName(command)];
        const first = command.examples[0]?.command.replace('$0', 'compliance-migrate');
        level = command.subcommands
          ? { path, names: command.subcommands.map((c) => commandName(c)) }
          : {
              path,
              names: [],
              usage: [...parent, command.command].join(' '),
              ...(first ? { example: first } : {}),
            };
        for (const sub of command.subcommands ?? []) register(built, sub, path);
        if (command.subcommands)
          built.demandCommand(1, `Name a sub-command of ${command.command.split(' ')[0]}.`);
        return built;
      },
      handler: async (args) => {
        if (command.run) onExit(await command.run(args, ctx));
      },
    });
  };
  known = optionNames(parser);
  for (const command of commands) register(parser, command, []);
  return parser;
}

/**
 * yargs reports a required option as missing before an unknown one; when options were given that the command does
 * not know (`--scenaro`), they are named first, so the suggestion points at the typo.
 */
function withMisspelt(message: string, given: readonly string[], known: readonly string[]): string {
  if (!/^Missing required arguments?: /.test(message)) return message;
  const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const unknown = given.filter(
    (name) => name !== '_' && name !== '$0' && !known.includes(name) && !known.includes(kebab(name)),
  );
  if (unknown.length === 0) return message;
  const list = `${unknown.length === 1 ? 'Unknown argument' : 'Unknown arguments'}: ${unknown.join(', ')}`;
  return `${suggestOptions(list, known)}\n${message}`;
}

/** A command's name, the first word of its yargs definition (`codemod` of `codemod <paths..>`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function commandName(command: CommandModule<any>): string {
  return command.command.split(' ')[0]!;
}

/** The positional words of the arguments being parsed, when the middleware did not run. */
function rawWords(parser: Argv): string[] {
  const parsed = (parser as unknown as { parsed?: { argv?: { _?: unknown[] } } }).parsed;
  return (parsed?.argv?._ ?? []).map(String);
}

/** The option names yargs knows in this context (yargs 18 has `getOptions`; @types/yargs 17 does not declare it). */
function optionNames(y: Argv): string[] {
  return Object.keys((y as unknown as { getOptions(): { key: Record<string, unknown> } }).getOptions().key);
}

const TOP_EXAMPLES: HelpExample[] = [
  { command: '$0 demo', describe: 'Everything at once on the embedded sandbox (about ten seconds)' },
  {
    command: '$0 codemod src --from 4 --to 6 --dry --print',
    describe: 'What moving src from v4 to v6 would change',
  },
  { command: '$0 map show --from 4 --to 6', describe: 'Every change between v4 and v6' },
  { command: '$0 codemod --help', describe: 'Any command’s options, exit codes and examples' },
];

const TOP_EXIT_CODES =
  'Exit codes: 0 success, 1 findings (differences, files that failed), 2 usage or configuration error ' +
  '(nothing was done), 130 stopped by Ctrl-C or SIGTERM (proxy and sandbox, which run until stopped, exit 0 ' +
  'after a clean shutdown). Each command’s --help says what its codes mean.';

/** The exit codes a command's --help states; a group of sub-commands points to theirs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function exitCodesOf(command: CommandModule<any>): string {
  if (command.exitCodes) return `Exit codes: ${command.exitCodes}`;
  return 'Exit codes: see each sub-command’s --help.';
}

/** yargs' own validation errors (YError) and our argument checks; anything else is a real failure. */
function isYargsError(error: Error): boolean {
  return error.name === 'YError' || error instanceof UsageError;
}
