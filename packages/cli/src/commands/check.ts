import type { CheckReport, FormatId, UnansweredTarget } from '@compliance-migrate/checker';
import { CommandError } from '../command-error.js';
import { defineCommand } from '../command.js';
import { ExitCode } from '../exit-codes.js';
import { writeAtomic } from '../lib/atomic-write.js';
import { wholeNumber } from '../lib/checks.js';
import { fileOrStdout, writablePath } from '../lib/output-path.js';
import { RATE_LIMIT_OPTION, rateLimitValid, withRateLimit } from '../lib/rate-limit.js';
import { UsageError } from '../usage-error.js';

const FORMATS = ['terminal', 'json', 'junit', 'html', 'github'] as const;
const SEVERITIES = ['error', 'warning', 'info'] as const;

/** `compliance-migrate check`: sends a scenario's requests to two targets and reports the differences. */
export const checkCommand = defineCommand({
  command: 'check',
  describe: 'Compare live answers of two deployments (e.g. v5 and v6) through the change map',
  builder: (y) =>
    y
      .option('scenario', {
        type: 'string',
        demandOption: true,
        describe: 'Scenario file (YAML or JSON): targets, operations, options (docs/checker.md)',
      })
      .option('overlay', {
        type: 'string',
        array: true,
        nargs: 1,
        describe: "Overlay file merged over the built-in map, after the scenario's own (repeat for several)",
      })
      .option('fail-on', {
        choices: SEVERITIES,
        default: 'error' as const,
        describe: 'Lowest severity that fails the run (exit 1)',
      })
      .option('format', { choices: FORMATS, default: 'terminal' as const, describe: 'Report format' })
      .option('output', { alias: 'o', type: 'string', describe: 'Write the report here instead of stdout' })
      .option('report', {
        type: 'string',
        array: true,
        nargs: 1,
        describe:
          'Also write the same run in another format, FORMAT:FILE (repeat: --report junit:check.xml --report html:check.html)',
      })
      .option('allow-writes', {
        type: 'boolean',
        default: false,
        describe:
          'Also send POST/PUT/PATCH/DELETE operations: they change data on both targets, and A gets each write ' +
          'twice (its two answers tell noise such as new ids apart): a sandbox or staging tenant only',
      })
      .option('concurrency', { type: 'number', describe: "Requests in flight (overrides the scenario's)" })
      .option('rate-limit', RATE_LIMIT_OPTION)
      .check(
        (args) =>
          wholeNumber('concurrency', args.concurrency, 1) &&
          rateLimitValid(args['rate-limit']) &&
          writablePath('output', args.output) &&
          (args.report ?? []).every((r) => writablePath('report', reportSpec(r).file)),
      ),
  examples: [
    {
      command: '$0 check --scenario fixtures/scenarios/sandbox-v5-v6.yaml',
      describe: 'Compare sandbox v5 with v6',
    },
    {
      command: '$0 check --scenario fixtures/scenarios/sandbox-v5-v6.yaml --rate-limit 0',
      describe: "The same against a sandbox on this machine, without the scenario's rate limit",
    },
    {
      command: '$0 check --scenario ci.yaml --format junit --output check.xml --fail-on warning',
      describe: 'JUnit report for CI; warnings fail the build too',
    },
    { command: '$0 check --scenario ci.yaml --format github', describe: 'GitHub Actions annotations' },
    {
      command:
        '$0 check --scenario ci.yaml --format github --report junit:check.xml --report html:check.html',
      describe: 'One run for CI: annotations on stdout, JUnit and HTML files',
    },
  ],
  exitCodes:
    '0 both targets answered alike (nothing at or above --fail-on); 1 the API differs (findings at or above ' +
    '--fail-on); 2 usage or scenario error, a login refused, or a target that could not be reached (the report ' +
    'is still written); 130 stopped by Ctrl-C or SIGTERM (the partial report is written).',
  run: async (args, ctx) => {
    // The main report (--format, to --output or stdout), then each --report FORMAT:FILE.
    const outputs: { format: FormatId; file: string | undefined }[] = [
      { format: args.format, file: fileOrStdout(args.output) },
      ...(args.report ?? []).map(reportSpec),
    ];
    // Loaded on use: the checker pulls in undici, the auth client and the map engine.
    const checker = await import('@compliance-migrate/checker');
    const { RenameMapError } = await import('@compliance-migrate/rename-map');
    let report: CheckReport;
    try {
      const scenario = withRateLimit(await checker.loadScenario(args.scenario), args['rate-limit']);
      report = await checker.runCheck(scenario, {
        allowWrites: args['allow-writes'],
        failOn: args['fail-on'],
        signal: ctx.stopSignal,
        overlays: args.overlay ?? [],
        ...(args.concurrency !== undefined ? { concurrency: args.concurrency } : {}),
        onProgress: ctx.interactive
          ? (done, total) => ctx.stderr.write(`\r${done}/${total} operation(s)${done === total ? '\n' : ''}`)
          : undefined,
      });
    } catch (error) {
      if (error instanceof checker.CheckerError || error instanceof RenameMapError) {
        // CI publishes the report: it says why the check did not run (a login refused, a secret not set).
        const failure = { code: error.code, message: error.message, scenario: args.scenario };
        for (const out of outputs) {
          const failed = checker.renderSetupFailure(out.format, failure);
          if (failed === undefined) continue;
          if (out.file !== undefined) await writeAtomic(out.file, failed);
          else ctx.stdout.write(failed);
        }
        throw CommandError.from(error);
      }
      throw error;
    }
    const s = report.summary.bySeverity;
    const outcome = report.interrupted ? 'STOPPED' : report.failed ? 'FAILED' : 'OK';
    for (const out of outputs) {
      const toTerminal = out.file === undefined && Boolean((ctx.stdout as { isTTY?: boolean }).isTTY);
      const text = checker.formatterFor(out.format).render(report, { color: toTerminal });
      if (out.file === undefined) {
        ctx.stdout.write(text);
        continue;
      }
      await writeAtomic(out.file, text);
      ctx.stderr.write(
        `${out.format} report written to ${out.file}: ${s.error} error(s), ${s.warning} warning(s), ${s.info} info; ${outcome}\n`,
      );
    }
    return exitCodeOf(report, checker.unansweredTargets(report), ctx.stderr);
  },
});

/**
 * 130 when stopped; 2 when a target never answered (nothing to compare: not a difference of the API); 1 when the
 * API differs; 0 otherwise. Says why on stderr for the first two.
 */
function exitCodeOf(
  report: CheckReport,
  unanswered: UnansweredTarget[],
  stderr: NodeJS.WritableStream,
): ExitCode {
  if (report.interrupted) {
    stderr.write(`stopped: the report covers the ${report.operations.length} operation(s) that finished.\n`);
    return ExitCode.Interrupted;
  }
  if (unanswered.length > 0) {
    for (const { side, baseUrl, error } of unanswered) {
      stderr.write(
        `target ${side.toUpperCase()} (${baseUrl}) could not be reached: ${error}. ` +
          'Check that it is running and its baseUrl in the scenario.\n',
      );
    }
    return ExitCode.Usage;
  }
  return report.failed ? ExitCode.Findings : ExitCode.Ok;
}

/** `FORMAT:FILE` of `--report`; a UsageError naming the formats when it is not one. */
function reportSpec(value: string): { format: FormatId; file: string } {
  const at = value.indexOf(':');
  const format = value.slice(0, at);
  if (at < 1 || at === value.length - 1 || !(FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(
      `--report must be FORMAT:FILE with FORMAT one of ${FORMATS.join(', ')} (got "${value}"), e.g. --report junit:check.xml.`,
    );
  }
  return { format: format as FormatId, file: value.slice(at + 1) };
}
