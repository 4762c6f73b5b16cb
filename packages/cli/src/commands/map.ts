import type { OverlaySource } from '@compliance-migrate/rename-map';
import { defineCommand } from '../command.js';
import { UsageError } from '../usage-error.js';
import { ExitCode } from '../exit-codes.js';
import { loadMapOrFail } from '../lib/load-map.js';
import { versionFlag } from '../lib/version-option.js';
import { mapInferCommand } from './map-infer.js';
import { versionList } from '@compliance-migrate/rename-map/versions';

const showCommand = defineCommand({
  command: 'show',
  describe: 'List every change between two versions, and the spec gaps an overlay must fill',
  builder: (y) =>
    y
      .option('from', {
        ...versionFlag('from', `Version the client speaks: ${versionList('or')}`),
        demandOption: true,
      })
      .option('to', { ...versionFlag('to', `Version to move to: ${versionList('or')}`), demandOption: true })
      .option('format', {
        choices: ['text', 'md', 'json'] as const,
        default: 'text' as const,
        describe: 'Plain text, Markdown or JSON',
      })
      .option('overlay', {
        type: 'string',
        array: true,
        nargs: 1,
        describe: 'Overlay file merged over the built-in map (repeat for several)',
      }),
  examples: [
    { command: '$0 map show --from 4 --to 6', describe: 'Every v4 → v6 change, step by step' },
    {
      command: '$0 map show --from 5 --to 6 --overlay my-fields.yaml --format md',
      describe: 'As Markdown, with an overlay',
    },
  ],
  exitCodes: '0 the map was shown; 2 usage error or an invalid overlay (nothing shown).',
  run: async (args, ctx) => {
    const map = await loadMapOrFail(args.overlay);
    const { mapReport, renderReportJson, renderReportMarkdown, renderReportText } =
      await import('@compliance-migrate/rename-map');
    const renderers = { text: renderReportText, md: renderReportMarkdown, json: renderReportJson };
    const report = mapReport(map, args.from, args.to);
    ctx.stdout.write(renderers[args.format](report));
    return ExitCode.Ok;
  },
});

const validateCommand = defineCommand({
  command: 'validate [files..]',
  describe: 'Check overlay files against the schema, for conflicts with the built-in map and with each other',
  builder: (y) =>
    y
      .positional('files', { type: 'string', array: true, describe: 'Overlay files (YAML or JSON)' })
      .check((args) => {
        if (!args.files?.length)
          throw new UsageError(
            'Name the overlay file(s) to check, e.g. compliance-migrate map validate my-overlay.yaml.',
          );
        return true;
      }),
  examples: [
    {
      command: '$0 map validate fixtures/maps/sandbox.yaml',
      describe: 'Exit 0 when valid; 2 naming file, entry and field',
    },
  ],
  exitCodes: '0 every file is valid and they agree; 2 a file is invalid or they conflict (each is named).',
  run: async (args, ctx) => {
    const { createChangeMap, overlayProblems, readOverlay, RenameMapError } =
      await import('@compliance-migrate/rename-map');
    const loaded: OverlaySource[] = [];
    let failed = 0;
    for (const file of args.files ?? []) {
      let overlay: OverlaySource;
      try {
        overlay = await readOverlay(file);
      } catch (error) {
        if (!(error instanceof RenameMapError)) throw error;
        failed++;
        ctx.stderr.write(`✗ ${error.message}\n`);
        continue;
      }
      // every group of problems at once (invalid entries, conflicts, unknown endpoints), not one per run
      const problems = overlayProblems([overlay]);
      for (const problem of problems) ctx.stderr.write(`✗ ${problem.message}\n`);
      if (problems.length > 0) {
        failed++;
        continue;
      }
      loaded.push(overlay);
      const count = createChangeMap([overlay]).changes.length - createChangeMap().changes.length;
      ctx.stdout.write(`✓ ${file}: ${count} change(s)\n`);
    }
    if (failed === 0 && loaded.length > 1) {
      const problems = overlayProblems(loaded);
      if (problems.length > 0) {
        const messages = problems.map((p) => p.message).join('\n');
        ctx.stderr.write(`✗ the files conflict when used together:\n${messages}\n`);
        return ExitCode.Usage;
      }
    }
    return failed > 0 ? ExitCode.Usage : ExitCode.Ok;
  },
});

/** `compliance-migrate map show|validate`: inspect the change map and check overlay files. */
export const mapCommand = defineCommand({
  command: 'map',
  describe: 'Show the change map between two versions, or validate overlay files',
  builder: (y) => y,
  examples: [
    { command: '$0 map show --from 4 --to 6', describe: 'Every change from v4 to v6' },
    { command: '$0 map validate my-overlay.yaml', describe: 'Check an overlay file' },
  ],
  subcommands: [showCommand, validateCommand, mapInferCommand],
});
