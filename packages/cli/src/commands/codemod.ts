import type { CodemodReport } from '@compliance-migrate/codemods';
import { defineCommand } from '../command.js';
import { ExitCode } from '../exit-codes.js';
import { CommandError } from '../command-error.js';
import { wholeNumber } from '../lib/checks.js';
import { writeAtomic } from '../lib/atomic-write.js';
import { STDOUT, writablePath } from '../lib/output-path.js';
import { loadMapOrFail } from '../lib/load-map.js';
import { forwardPairs, versionFlag } from '../lib/version-option.js';
import { UsageError } from '../usage-error.js';
import { SINCE_VERSIONS, VERSIONS } from '@compliance-migrate/rename-map/versions';

/** Why a version that exists is refused, and the message for a pair going backwards. */
const FORWARD = `the codemod only moves code forward (${forwardPairs()})`;

/** `compliance-migrate codemod`: rewrites client code (JS/TS/JSX/TSX) from one API version to a later one. */
export const codemodCommand = defineCommand({
  command: 'codemod <paths..>',
  describe:
    'Rewrite client code (API paths, query names, request fields, domain types; Vue and Svelte components and Angular templates too) for a later version',
  builder: (y) =>
    y
      .positional('paths', {
        type: 'string',
        array: true,
        demandOption: true,
        describe: 'Files and directories',
      })
      .option('from', {
        ...versionFlag(
          'from',
          (choices) => `Version the code calls now: ${choices} (v5 works too)`,
          VERSIONS.slice(0, -1),
          FORWARD,
        ),
        demandOption: true,
      })
      .option('to', {
        ...versionFlag('to', (choices) => `Version to move it to: ${choices}`, SINCE_VERSIONS, FORWARD),
        demandOption: true,
      })
      .option('dry', {
        alias: ['dry-run', 'd'],
        type: 'boolean',
        default: false,
        describe: 'Write nothing (--dry-run, -d)',
      })
      .option('print', {
        alias: 'p',
        type: 'boolean',
        default: false,
        describe: 'Print a unified diff of every change (-p)',
      })
      .option('fail-on-todo', {
        type: 'boolean',
        default: false,
        describe: 'Exit 1 when a TODO(compliance-migrate) comment is left for a person (a gate for CI)',
      })
      .option('json', {
        type: 'string',
        describe:
          'Write the report (every edit and TODO) to this file (`-`: stdout; the summary stays on stderr)',
      })
      .option('allow-dirty', {
        type: 'boolean',
        default: false,
        describe: 'Write even when the files have uncommitted changes in git',
      })
      .option('workers', {
        type: 'number',
        hidden: true,
        deprecated: 'the codemod runs in band; worker threads measured slower on every corpus tried',
        describe: 'Deprecated, no effect: the worker-thread pool was removed (docs/benchmarks.md)',
      })
      .option('overlay', {
        type: 'string',
        array: true,
        nargs: 1,
        describe: 'Overlay file merged over the built-in map (repeat for several)',
      })
      .option('api-host', {
        type: 'string',
        array: true,
        nargs: 1,
        describe: 'Host whose absolute URLs are this API (repeat); relative paths always count',
      })
      .option('api-base', {
        type: 'string',
        array: true,
        nargs: 1,
        describe:
          "Name of an expression that holds this API's base URL (API_BASE, environment.apiUrl), when the code does not show it (repeat)",
      })
      .option('project', {
        type: 'string',
        describe:
          'tsconfig.json of the project, or its directory (default: the nearest above the first path, or a jsconfig.json met first; a solution tsconfig loads every project it references)',
      })
      .option('types', {
        type: 'boolean',
        default: true,
        describe:
          "Rename fields and domain types through the project's types (--no-types: the syntax pass only)",
      })
      .option('typecheck', {
        type: 'boolean',
        default: true,
        describe:
          'Type-check the result and list the compiler errors the input did not have (--no-typecheck to skip)',
      })
      .option('base-path', {
        type: 'string',
        array: true,
        nargs: 1,
        describe: 'Path prefix before the API paths (default /api; /…/v4 style prefixes are always seen)',
      })
      .option('guide-url', {
        type: 'string',
        describe:
          'Address TODO comments link the migration guide at (default: the guide shipped with this version; an overlay’s guideUrl)',
      })
      .check((args) => {
        if (args['guide-url'] !== undefined && !URL.canParse(args['guide-url'])) {
          throw new UsageError(`--guide-url must be an absolute URL (got "${args['guide-url']}").`);
        }
        if (!(args.from < args.to)) {
          throw new UsageError(`--from ${args.from} --to ${args.to}: ${FORWARD}.`);
        }
        writablePath('json', args.json);
        if (args.json === STDOUT && args.print) {
          throw new UsageError(
            '--json - and --print both write to stdout: give --json a file name, or drop --print.',
          );
        }
        // still checked, so a script passing a bad value learns it before the flag goes
        return args.workers === undefined ? true : wholeNumber('workers', args.workers, 0, 64);
      }),
  examples: [
    {
      command: '$0 codemod src --from 4 --to 6 --dry --print',
      describe: 'Show what moving src from v4 to v6 would change',
    },
    {
      command:
        '$0 codemod src --from 4 --to 5 --api-host api.example.com --overlay our-fields.yaml --json report.json',
      describe: 'Rewrite in place, with full URLs on api.example.com and field renames from an overlay',
    },
    {
      command: '$0 codemod src --from 4 --to 6 --api-base API_BASE --project tsconfig.app.json',
      describe: "URLs built on API_BASE are this API's; types read from tsconfig.app.json",
    },
    {
      command: '$0 codemod src --from 4 --to 6 --fail-on-todo',
      describe: 'A CI gate: fail while TODOs are left',
    },
  ],
  exitCodes:
    '0 the codemod ran (TODOs left for a person are reported, not failures; --fail-on-todo makes them exit 1); ' +
    '1 a file failed to parse or transform, or was not written because it changed on disk during the run or is read-only (left exactly as it was); 2 usage error, dirty tree or no JS/TS, Vue, Svelte or Astro files ' +
    '(nothing written); 130 stopped by Ctrl-C or SIGTERM (every file untouched or fully written).',
  run: async (args, ctx) => {
    const { from, to } = args;
    const loaded = await loadMapOrFail(args.overlay);
    const map = args['guide-url'] ? { ...loaded, guideUrl: args['guide-url'] } : loaded;
    // Loaded on use: jscodeshift and ts-morph are heavy, and other commands must not pay for them.
    const { CodemodError, formatSummary, runCodemod } = await import('@compliance-migrate/codemods');
    if (args.workers !== undefined) ctx.stderr.write(`note: ${WORKERS_GONE}\n`);
    let report: CodemodReport;
    try {
      report = await runCodemod({
        paths: args.paths,
        from,
        to,
        map,
        apiHosts: args['api-host'] ?? [],
        apiBases: args['api-base'] ?? [],
        types: args.types,
        typecheck: args.typecheck,
        ...(args.project ? { project: args.project } : {}),
        ...(args['base-path'] ? { basePaths: args['base-path'] } : {}),
        dry: args.dry,
        allowDirty: args['allow-dirty'],
        signal: ctx.stopSignal,
        // the steps that run for seconds with no file to count: say what runs, so a wait is not taken for a hang
        onStage: (stage: string) => void ctx.stderr.write(`codemod: ${stage}…\n`),
        ...(args.print ? { onDiff: (diff: string) => void ctx.stdout.write(diff) } : {}),
        ...(ctx.interactive ? { progress: ctx.stderr } : {}),
      });
    } catch (error) {
      if (error instanceof CodemodError) throw CommandError.from(error);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new UsageError(`no such file or directory: ${(error as NodeJS.ErrnoException).path}`);
      }
      throw error;
    }
    ctx.stderr.write(formatSummary(report));
    const json = args.json === undefined ? undefined : JSON.stringify(report, null, 2) + '\n';
    if (json !== undefined) {
      if (args.json === STDOUT) ctx.stdout.write(json);
      else await writeAtomic(args.json!, json);
    }
    if (report.interrupted) {
      ctx.stderr.write(interruptedNote(report));
      return ExitCode.Interrupted;
    }
    if (report.summary.failed > 0) return ExitCode.Findings;
    return args['fail-on-todo'] && report.summary.manual > 0 ? ExitCode.Findings : ExitCode.Ok;
  },
});

/** What a stopped run wrote: every other file is as it was. */
function interruptedNote(report: CodemodReport): string {
  const lines = [
    `stopped: ${report.written.length} file(s) written before the signal; every other file is untouched.`,
    ...report.written.map((file) => `  wrote ${file}`),
  ];
  return lines.join('\n') + '\n';
}

/** Said when `--workers` is given: the flag is accepted for old scripts and does nothing. */
export const WORKERS_GONE =
  '--workers is deprecated and has no effect: the codemod runs in band, which measured faster than worker threads on every corpus tried (docs/benchmarks.md)';
