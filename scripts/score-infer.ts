/**
 * Prints how well `map infer` does on the sandbox and on Orchard (the independent test service): per kind of
 * change, precision and recall of the accepted proposals, then with the ones marked to confirm.
 * `pnpm infer:score [--wrong]`; the tables go in docs/checker.md. Floors are asserted by
 * packages/checker/test/infer/score.test.ts.
 */
import { renderScoreTable } from '../packages/checker/src/index.js';
import { scoreOrchard, scoreSandbox, total } from '../packages/checker/test/helpers/score-infer.js';

const showWrong = process.argv.includes('--wrong');
for (const run of [scoreSandbox, scoreOrchard]) {
  const score = await run();
  process.stdout.write(`\n### ${score.service}: accepted proposals\n\n${renderScoreTable(score.accepted)}\n`);
  process.stdout.write(
    `\n### ${score.service}: accepted and to confirm\n\n${renderScoreTable(score.withConfirm)}\n`,
  );
  if (showWrong) {
    process.stdout.write(`\nWrong among those to confirm:\n${total(score.withConfirm).wrong.join('\n')}\n`);
  }
}
