import { defineCommand } from '../command.js';
import { ExitCode } from '../exit-codes.js';
import { versions } from '../lib/checks.js';
import { versionOption } from '../lib/load-map.js';
import { UsageError } from '../usage-error.js';

/** `compliance-migrate guide`: the migration guide (Markdown) of the installed version, for the steps asked. */
export const guideCommand = defineCommand({
  command: 'guide',
  describe: 'Print the migration guide of this installed version (Markdown), generated from its change map',
  builder: (y) =>
    y
      .option('from', { type: 'number', default: 4, describe: 'Version to move from: 4 or 5' })
      .option('to', { type: 'number', default: 6, describe: 'Version to move to: 5 or 6' })
      .check((args) => {
        versions(args, 'from', 'to');
        if (args.from >= args.to)
          throw new UsageError('--from must be lower than --to (the guide reads forward).');
        return true;
      }),
  examples: [
    { command: '$0 guide --from 4 --to 6', describe: 'Every change from v4 to v6, each with its anchor' },
    { command: '$0 guide --from 5 --to 6 > MIGRATION.md', describe: 'Only the v5 → v6 step, into a file' },
  ],
  exitCodes: '0 the guide was printed; 2 usage error.',
  run: async (args, ctx) => {
    const { createChangeMap, guideForSteps } = await import('@compliance-migrate/rename-map');
    const from = versionOption('from', args.from);
    const to = versionOption('to', args.to);
    ctx.stdout.write(guideForSteps(createChangeMap(), from, to));
    return ExitCode.Ok;
  },
});
