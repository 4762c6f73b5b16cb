import { writeFile } from 'node:fs/promises';
import { CommandError } from '../command-error.js';
import { defineCommand } from '../command.js';
import { wholeNumber } from '../lib/checks.js';
import { ExitCode } from '../exit-codes.js';
import { UsageError } from '../usage-error.js';

/** `compliance-migrate map infer`: proposes overlay entries (renames) from a checker run's answers. */
export const mapInferCommand = defineCommand({
  command: 'infer',
  describe:
    'Propose field and value renames for an overlay from live answers (a check run or its JSON report)',
  builder: (y) =>
    y
      .option('scenario', { type: 'string', describe: 'Run this check scenario and infer from its answers' })
      .option('from-report', { type: 'string', describe: 'Infer from a saved `check --format json` report' })
      .option('out', {
        alias: 'o',
        type: 'string',
        describe: 'Write the proposed overlay here (default stdout)',
      })
      .option('overlay', {
        type: 'string',
        array: true,
        nargs: 1,
        describe: 'Overlay already in use (with --scenario); only what it leaves unexplained is proposed',
      })
      .option('min-samples', {
        type: 'number',
        default: 2,
        describe: 'Least number of matching samples for a proposal',
      })
      .conflicts('scenario', 'from-report')
      .check((args) => {
        if (!args.scenario && !args['from-report']) {
          throw new UsageError('Give --scenario FILE (runs a check) or --from-report report.json.');
        }
        return wholeNumber('min-samples', args['min-samples'], 1);
      }),
  examples: [
    {
      command: '$0 map infer --scenario fixtures/scenarios/sandbox-v4-v5-bare.yaml --out proposed.yaml',
      describe: 'Run v4 vs v5 and propose the renames the map does not know yet',
    },
    { command: '$0 map infer --from-report report.json', describe: 'From a saved JSON report' },
  ],
  exitCodes:
    '0 proposals written (possibly none); 1 the proposal does not validate (not written); 2 usage error, an ' +
    'unreadable scenario or report, or a target out of reach.',
  run: async (args, ctx) => {
    const minSamples = args['min-samples'];
    const checker = await import('@compliance-migrate/checker');
    const { createChangeMap, RenameMapError } = await import('@compliance-migrate/rename-map');
    let report;
    try {
      if (args.scenario) {
        report = await checker.runCheck(await checker.loadScenario(args.scenario), {
          overlays: args.overlay ?? [],
        });
      } else {
        report = await checker.readReport(args['from-report']!);
      }
    } catch (error) {
      if (error instanceof checker.CheckerError || error instanceof RenameMapError) {
        throw CommandError.from(error);
      }
      throw error;
    }
    const proposals = checker.inferRenames(report, { minSamples });
    const origin = args.scenario ?? args['from-report']!;
    const text = checker.renderProposalFile(proposals, origin);
    // The proposal must pass the rename-map schema and not conflict with the built-in map.
    try {
      createChangeMap([
        { file: args.out ?? 'proposal', content: { changes: proposals.map((p) => p.change) } },
      ]);
    } catch (error) {
      if (error instanceof RenameMapError) {
        ctx.stderr.write(`The proposal does not validate; not written:\n${error.message}\n`);
        return ExitCode.Findings;
      }
      throw error;
    }
    for (const p of proposals) {
      ctx.stderr.write(
        `${String(p.change.id)}: ${p.evidence.samples} sample(s), e.g. ${p.evidence.examples.map((e) => JSON.stringify(e)).join(', ')}\n`,
      );
    }
    ctx.stderr.write(`${proposals.length} proposal(s); review them before use.\n`);
    if (args.out) await writeFile(args.out, text);
    else ctx.stdout.write(text);
    return ExitCode.Ok;
  },
});
