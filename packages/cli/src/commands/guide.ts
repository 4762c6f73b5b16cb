import { defineCommand } from '../command.js';
import { ExitCode } from '../exit-codes.js';
import {
  FIRST_VERSION,
  LATEST_VERSION,
  SINCE_VERSIONS,
  VERSIONS,
} from '@compliance-migrate/rename-map/versions';
import { loadMapOrFail } from '../lib/load-map.js';
import { versionFlag } from '../lib/version-option.js';
import { UsageError } from '../usage-error.js';

/** Why a version that exists is refused: the guide reads from an older version to a newer one. */
const READS_FORWARD = 'the guide reads forward';

/** `compliance-migrate guide`: the migration guide (Markdown) of the installed version, for the steps asked. */
export const guideCommand = defineCommand({
  command: 'guide',
  describe: 'Print the migration guide of this installed version (Markdown), generated from its change map',
  builder: (y) =>
    y
      .option('from', {
        ...versionFlag(
          'from',
          (choices) => `Version to move from: ${choices}`,
          VERSIONS.slice(0, -1),
          READS_FORWARD,
        ),
        default: FIRST_VERSION,
      })
      .option('to', {
        ...versionFlag('to', (choices) => `Version to move to: ${choices}`, SINCE_VERSIONS, READS_FORWARD),
        default: LATEST_VERSION,
      })
      .option('overlay', {
        type: 'string',
        array: true,
        nargs: 1,
        describe: "Overlay file merged over the built-in map: the guide then lists your service's names too",
      })
      .check((args) => {
        if (args.from >= args.to)
          throw new UsageError('--from must be lower than --to (the guide reads forward).');
        return true;
      }),
  examples: [
    { command: '$0 guide --from 4 --to 6', describe: 'Every change from v4 to v6, each with its anchor' },
    { command: '$0 guide --from 5 --to 6 > MIGRATION.md', describe: 'Only the v5 → v6 step, into a file' },
    {
      command: '$0 guide --overlay my-service.yaml > MIGRATION.md',
      describe: "With your overlay's changes listed beside the spec's",
    },
  ],
  exitCodes: '0 the guide was printed; 2 usage error or an invalid overlay.',
  run: async (args, ctx) => {
    const { guideForSteps, overlayReferenceUrl } = await import('@compliance-migrate/rename-map');
    const map = await loadMapOrFail(args.overlay);
    // printed into a user's own file, so the overlay reference is linked where it is published, not relatively
    ctx.stdout.write(guideForSteps(map, args.from, args.to, { overlayReference: overlayReferenceUrl() }));
    return ExitCode.Ok;
  },
});
