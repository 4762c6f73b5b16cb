import { scoreOrchard, scoreSandbox, total } from '../packages/checker/test/helpers/score-infer.js';
import { renderScoreTable } from '../packages/checker/src/index.js';
for (const run of process.argv.includes('sandbox') ? [scoreSandbox] : [scoreOrchard]) {
  const s = await run(true);
  console.log(s.service, renderScoreTable(s.withConfirm));
  console.log('wrong:', total(s.withConfirm).wrong.join('\n'));
  console.log('accepted wrong:', total(s.accepted).wrong.join('\n'));
  const w = s.result.writeProbe!;
  console.log('confirmed', w.confirmed.length, 'refuted', w.refuted.length, [...w.writes]);
  for (const r of w.refuted) console.log('R', r.proposal.change.id, r.reason);
  for (const c of w.confirmed) console.log('C', c.change.id);
}
