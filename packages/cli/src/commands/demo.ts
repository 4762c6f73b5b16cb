import { CommandError } from '../command-error.js';
import { defineCommand } from '../command.js';
import { ExitCode } from '../exit-codes.js';

/** `compliance-migrate demo`: the whole toolkit on the embedded sandbox, with a short report. */
export const demoCommand = defineCommand({
  command: 'demo',
  describe: 'Run the whole toolkit on the embedded sandbox: proxy, codemod, checker, and a short report',
  builder: (y) =>
    y
      .option('out', {
        type: 'string',
        describe: 'Keep the migrated client and the reports in this folder (default: a temporary folder)',
      })
      .option('json', {
        type: 'boolean',
        default: false,
        describe: 'Print the report as JSON instead of text',
      }),
  examples: [
    { command: '$0 demo', describe: 'About ten seconds; prints what happened and where to look next' },
    {
      command: '$0 demo --out demo-output',
      describe: 'Keep the migrated client and the HTML reports in ./demo-output',
    },
  ],
  exitCodes: '0 every path agreed; 1 a step disagreed (the report says which); 2 the demo could not start.',
  run: async (args, ctx) => {
    const { existsSync } = await import('node:fs');
    const { fixturesDir } = await import('../demo/paths.js');
    if (!existsSync(fixturesDir)) {
      throw new CommandError(
        'ERR_CLI_DEMO_CHECKOUT',
        'the demo runs from a checkout of the compliance-migrate repository (its client, overlay and scenarios are ' +
          'not installed with the package); on your project, run `compliance-migrate sandbox` and the commands in the README.',
      );
    }
    const [{ runDemo }, { renderDemo }] = await Promise.all([
      import('../demo/run-demo.js'),
      import('../demo/render-demo.js'),
    ]);
    const report = await runDemo({
      workDir: args.out,
      onStage: (line) => ctx.stderr.write(`▸ ${line}\n`),
    });
    ctx.stdout.write(args.json ? `${JSON.stringify(report, null, 2)}\n` : renderDemo(report));
    return report.ok ? ExitCode.Ok : ExitCode.Findings;
  },
});
