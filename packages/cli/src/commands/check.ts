import { writeFile } from 'node:fs/promises';
import { defineCommand } from '../command.js';
import { ExitCode } from '../exit-codes.js';
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
      .option('allow-writes', {
        type: 'boolean',
        default: false,
        describe: 'Also send POST/PUT/PATCH/DELETE operations (they change data on both targets)',
      })
      .option('concurrency', { type: 'number', describe: "Requests in flight (overrides the scenario's)" })
      .example('$0 check --scenario fixtures/scenarios/sandbox-v5-v6.yaml', 'Compare sandbox v5 with v6')
      .example(
        '$0 check --scenario ci.yaml --format junit --output check.xml --fail-on warning',
        'JUnit report for CI; warnings fail the build too',
      )
      .example('$0 check --scenario ci.yaml --format github', 'GitHub Actions annotations'),
  run: async (args, ctx) => {
    // Loaded on use: the checker pulls in undici, the auth client and the map engine.
    const checker = await import('@compliance-migrate/checker');
    const { RenameMapError } = await import('@compliance-migrate/rename-map');
    if (args.concurrency !== undefined && (!Number.isInteger(args.concurrency) || args.concurrency < 1)) {
      throw new UsageError(`--concurrency must be a whole number of at least 1 (got ${args.concurrency}).`);
    }
    let report;
    try {
      const scenario = await checker.loadScenario(args.scenario);
      report = await checker.runCheck(scenario, {
        allowWrites: args['allow-writes'],
        failOn: args['fail-on'],
        overlays: args.overlay ?? [],
        ...(args.concurrency !== undefined ? { concurrency: args.concurrency } : {}),
        onProgress: ctx.interactive
          ? (done, total) => ctx.stderr.write(`\r${done}/${total} operation(s)${done === total ? '\n' : ''}`)
          : undefined,
      });
    } catch (error) {
      if (error instanceof checker.CheckerError || error instanceof RenameMapError) {
        throw new UsageError(error.message, { cause: error });
      }
      throw error;
    }
    const toTerminal = args.output === undefined && Boolean((ctx.stdout as { isTTY?: boolean }).isTTY);
    const text = checker.formatterFor(args.format).render(report, { color: toTerminal });
    if (args.output !== undefined) {
      await writeFile(args.output, text);
      const s = report.summary.bySeverity;
      ctx.stderr.write(
        `${args.format} report written to ${args.output}: ${s.error} error(s), ${s.warning} warning(s), ${s.info} info; ${report.failed ? 'FAILED' : 'OK'}\n`,
      );
    } else {
      ctx.stdout.write(text);
    }
    return report.failed ? ExitCode.Findings : ExitCode.Ok;
  },
});
