/**
 * Prints how well `map infer` does on the sandbox, on Orchard and on Quarry (the independent test services): per kind of
 * change, precision and recall of the accepted proposals, then with the ones marked to confirm, then of the accepted
 * proposals of a run with write probes (`--allow-writes`, on a fresh service: the request sides it confirmed and
 * the answer sides its writes' answers show).
 * `pnpm infer:score [--wrong] [--missed] [--only=sandbox|orchard|quarry]` (the proposals to confirm that are wrong, the true changes not
 * found, shown ones marked `shown`, and those not accepted with write probes); the tables go in docs/checker.md. Floors are asserted by
 * packages/checker/test/infer/score.test.ts.
 */
import { exercised, renderScoreTable, scoreProposals } from '../packages/checker/src/index.js';
import {
  scoreOrchard,
  scoreQuarry,
  scoreSandbox,
  total,
} from '../packages/checker/test/helpers/score-infer.js';

const showWrong = process.argv.includes('--wrong');
const precision = (s: { correct: number; proposed: number }): string =>
  s.proposed ? (s.correct / s.proposed).toFixed(2) : '–';
const showMissed = process.argv.includes('--missed');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
for (const run of [scoreSandbox, scoreOrchard, scoreQuarry]) {
  if (only && !run.name.toLowerCase().endsWith(only)) continue;
  const score = await run();
  process.stdout.write(`\n### ${score.service}: accepted proposals\n\n${renderScoreTable(score.accepted)}\n`);
  process.stdout.write(
    `\n### ${score.service}: accepted and to confirm\n\n${renderScoreTable(score.withConfirm)}\n`,
  );
  const probed = await run(true);
  const probe = probed.result.writeProbe!;
  const writes = [...probe.writes.values()].reduce((x, y) => x + y, 0);
  process.stdout.write(
    `\n### ${score.service}: with write probes (accepted)\n\n${renderScoreTable(probed.accepted)}\n\n` +
      `${probe.confirmed.length} confirmed, ${probe.answerSides.length} answer sides accepted from the writes' answers, ` +
      `${probe.refuted.length} refuted, ` +
      `${probed.result.proposals.filter((p) => p.status === 'confirm').length} left to confirm; ${writes} writes sent. ` +
      `Accepted and left to confirm: precision ${precision(total(probed.withConfirm))}.\n`,
  );
  if (showWrong) {
    process.stdout.write(
      `\nWrong among those accepted with write probes:\n${total(probed.accepted).wrong.join('\n')}\n`,
    );
    process.stdout.write(
      `\nWrong among those left to confirm after write probes:\n${total(probed.withConfirm).wrong.join('\n')}\n`,
    );
    process.stdout.write(`\nWrong among those to confirm:\n${total(score.withConfirm).wrong.join('\n')}\n`);
  }
  if (showMissed) {
    const found = score.result.proposals.filter((p) => p.status !== 'low').map((p) => p.change);
    const seen = exercised(score.result.reports);
    const missed = total(scoreProposals(score.truth, found, seen)).wrong.map((unit) => {
      const [, since, endpoint, side] = unit.split('|');
      return `${side !== 'request' && seen.has(`${since}|${endpoint}`) ? 'shown ' : '      '}${unit}`;
    });
    process.stdout.write(`\nTrue changes not proposed:\n${missed.join('\n')}\n`);
    const live = probed.result.proposals.filter((p) => p.status === 'accepted').map((p) => p.change);
    const notAccepted = total(scoreProposals(score.truth, live, seen)).wrong;
    process.stdout.write(`\nTrue changes not accepted with write probes:\n${notAccepted.join('\n')}\n`);
  }
}
