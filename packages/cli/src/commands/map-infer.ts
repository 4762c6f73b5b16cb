import type { InferRun, InferRunsResult, Proposal } from '@compliance-migrate/checker';
import { CommandError } from '../command-error.js';
import { defineCommand } from '../command.js';
import { ExitCode } from '../exit-codes.js';
import { writeAtomic } from '../lib/atomic-write.js';
import { fileOrStdout, writablePath } from '../lib/output-path.js';
import { RATE_LIMIT_OPTION, rateLimitValid, withRateLimit } from '../lib/rate-limit.js';
import { UsageError } from '../usage-error.js';

/** `compliance-migrate map infer`: proposes overlay entries from checker runs of adjacent version steps. */
export const mapInferCommand = defineCommand({
  command: 'infer',
  describe:
    'Propose overlay entries (renames at any depth, value renames, added/removed fields, to-many, query ' +
    'renames) from live answers of one or two version steps (check runs or their JSON reports)',
  builder: (y) =>
    y
      .option('scenario', {
        type: 'string',
        array: true,
        nargs: 1,
        describe: 'Run this check scenario (one step: v4→v5 or v5→v6) and infer from its answers; repeatable',
      })
      .option('from-report', {
        type: 'string',
        array: true,
        nargs: 1,
        describe: 'Infer from a saved `check --format json` report of one step; repeatable',
      })
      .option('out', {
        alias: 'o',
        type: 'string',
        describe: 'Write the proposed overlay here (default stdout)',
      })
      .option('overlay', {
        type: 'string',
        array: true,
        nargs: 1,
        describe: 'Overlay already in use; only what it leaves unexplained is proposed',
      })
      .option('min-confidence', {
        type: 'number',
        default: 0.6,
        describe: 'Least confidence (0-1) of an entry written live; the others are written commented out',
      })
      .option('probe', {
        type: 'boolean',
        default: true,
        describe:
          'Confirm query renames with read-only (GET) probes of the scenario targets (--no-probe: none)',
      })
      .option('allow-writes', {
        type: 'boolean',
        default: false,
        describe:
          'Confirm the request sides of create and update endpoints by writing to both targets, and infer ' +
          "their answer sides from the writes' answers (creates records, updates only those; a sandbox or " +
          'staging tenant only)',
      })
      .option('rate-limit', RATE_LIMIT_OPTION)
      .check((args) => {
        if (!args.scenario?.length && !args['from-report']?.length) {
          throw new UsageError('Give --scenario FILE (runs a check) or --from-report report.json.');
        }
        const min = args['min-confidence'];
        if (!Number.isFinite(min) || min < 0 || min > 1) {
          throw new UsageError(`--min-confidence must be a number from 0 to 1 (got ${String(min)}).`);
        }
        return rateLimitValid(args['rate-limit']) && writablePath('out', args.out);
      }),
  examples: [
    {
      command:
        '$0 map infer --scenario fixtures/scenarios/sandbox-v4-v5-bare.yaml --scenario fixtures/scenarios/sandbox-v5-v6-bare.yaml --out proposed.yaml',
      describe: 'Run v4 vs v5 and v5 vs v6 and propose what the map does not know yet, dated by step',
    },
    { command: '$0 map infer --from-report report.json', describe: 'From a saved JSON report' },
  ],
  exitCodes:
    '0 proposals written (possibly none); 1 the proposal does not validate (not written); 2 usage error, an ' +
    'unreadable scenario or report, a run that is not one adjacent step, or a target out of reach; 130 stopped ' +
    'by Ctrl-C or SIGTERM (nothing written).',
  run: async (args, ctx) => {
    const checker = await import('@compliance-migrate/checker');
    const { createChangeMap, readOverlay, RenameMapError } = await import('@compliance-migrate/rename-map');
    const runs: InferRun[] = [];
    let result: InferRunsResult;
    try {
      for (const file of args.scenario ?? [])
        runs.push({ scenario: withRateLimit(await checker.loadScenario(file), args['rate-limit']) });
      for (const file of args['from-report'] ?? []) runs.push({ report: await checker.readReport(file) });
      result = await checker.inferFromRuns(runs, {
        overlays: args.overlay ?? [],
        minConfidence: args['min-confidence'],
        probe: args.probe,
        allowWrites: args['allow-writes'],
        signal: ctx.stopSignal,
        // the live steps take seconds each: say what is running, so a wait is not mistaken for a hang
        onStage: (stage) => ctx.stderr.write(`map infer: ${stage}…\n`),
      });
    } catch (error) {
      if (error instanceof checker.CheckerError || error instanceof RenameMapError) {
        throw CommandError.from(error);
      }
      throw error;
    }
    if (result.interrupted) {
      const sent = [...(result.writeProbe?.writes.values() ?? [])].reduce((x, y) => x + y, 0);
      ctx.stderr.write(
        'map infer: stopped before its runs finished; nothing written (answers cut short would read as changes).' +
          (sent > 0 ? ` ${sent} write(s) had been sent (data was written).` : '') +
          '\n',
      );
      return ExitCode.Interrupted;
    }
    const { proposals } = result;
    // The live entries must pass the rename-map schema and not conflict with the map in use.
    try {
      createChangeMap([
        ...(await Promise.all(result.overlays.map(readOverlay))),
        {
          file: fileOrStdout(args.out) ?? 'proposal',
          content: { changes: proposals.filter((p) => p.status === 'accepted').map((p) => p.change) },
        },
      ]);
    } catch (error) {
      if (error instanceof RenameMapError) {
        ctx.stderr.write(`The proposal does not validate; not written:\n${error.message}\n`);
        return ExitCode.Findings;
      }
      throw error;
    }
    const origin = [...(args.scenario ?? []), ...(args['from-report'] ?? [])].join(', ');
    const text = checker.renderProposalFile(proposals, origin);
    const count = (status: string): number => proposals.filter((p) => p.status === status).length;
    for (const p of proposals.filter((q) => q.status === 'accepted')) {
      ctx.stderr.write(
        `${String(p.change.id)}: confidence ${p.confidence.toFixed(2)}, ${p.evidence.samples} sample(s)\n`,
      );
    }
    ctx.stderr.write(
      `${count('accepted')} proposal(s), ${count('confirm')} to confirm and ${count('low')} below ` +
        `--min-confidence written commented out; review them before use.\n`,
    );
    const probe = result.writeProbe;
    if (probe) {
      const sent = [...probe.writes.values()].reduce((x, y) => x + y, 0);
      ctx.stderr.write(
        `Write probes: ${probe.confirmed.length} proposal(s) to confirm confirmed, ${probe.answerSides.length} ` +
          `answer-side proposal(s) accepted from the writes' answers, ${probe.refuted.length} refuted (dropped); ` +
          `${sent} write(s) sent (data was written):
` +
          [...probe.writes]
            .map(
              ([e, n]) => `  ${n} × ${e}
`,
            )
            .join(''),
      );
      for (const r of probe.refuted)
        ctx.stderr.write(`  refuted ${String(r.proposal.change.id)}: ${r.reason}
`);
    } else if (count('confirm') > 0) {
      ctx.stderr.write(
        'Against a sandbox or staging tenant, --allow-writes would confirm or refute those to confirm by writing.\n',
      );
    }
    const unconfirmedWrites = writesLeftToConfirm(proposals);
    if (unconfirmedWrites.length > 0) {
      ctx.stderr.write(
        `Warning: ${unconfirmedWrites.length} write endpoint(s) have request fields left to confirm (written ` +
          'commented out). Until they are confirmed, a proxy or translator with this overlay sends their bodies ' +
          'in the older names, which the newer version may refuse (400), and `check` without --allow-writes ' +
          'sends no writes to show it:\n' +
          unconfirmedWrites.map((e) => `  ${e}\n`).join(''),
      );
    }
    const out = fileOrStdout(args.out);
    if (out) await writeAtomic(out, text);
    else ctx.stdout.write(text);
    return ExitCode.Ok;
  },
});

/** The write endpoints (POST, PUT, PATCH) with request-side proposals still to confirm, sorted. */
function writesLeftToConfirm(proposals: readonly Proposal[]): string[] {
  const endpoints = new Set<string>();
  for (const p of proposals) {
    const endpoint = String(p.change.endpoint);
    if (p.status === 'confirm' && p.change.in === 'request' && /^(POST|PUT|PATCH) /.test(endpoint))
      endpoints.add(endpoint);
  }
  return [...endpoints].sort();
}
