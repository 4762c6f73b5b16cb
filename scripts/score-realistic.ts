/**
 * Prints how much of the realistic client's migration the codemod makes (fixtures/clients/realistic): required
 * edits made, missed and wrong, per step and per file. `pnpm codemod:score [--missed] [--held-out | --trial | --trial-js | --trial-ts2 | --client NAME]`; the figures go in
 * docs/codemods.md.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  migrate,
  realisticDir,
  scoreAgainst,
  stageVersion,
} from '../packages/codemods/test/project/realistic-run.js';

const showMissed = process.argv.includes('--missed');
// `--held-out`: the client written by someone who never saw the codemod (fixtures/clients/held-out, v5 → v6)
const heldOut = process.argv.includes('--held-out');
// `--trial`: a new user's v4 client (fixtures/clients/trial, v4 → v6)
const trial = process.argv.includes('--trial');
// `--trial-js`: a second new user's plain-JavaScript v4 client (fixtures/clients/trial-js, v4 → v6; src and scripts)
const trialJs = process.argv.includes('--trial-js');
// `--client NAME`: any v4 (or, without a v4, v5) client under fixtures/clients with a hand migration to v6
// (`--trial-ts2` is `--client trial-ts2`, the third new user's TypeScript client); `--folders a,b` the folders
// migrated and scored (default src; `.` for a monorepo run at its root, as fixtures/clients/trial-mono); `--skip a,b`
// folders migrated but not scored (a generated client the user regenerates, as fixtures/clients/trial-orval)
const clientAt = process.argv.indexOf('--client');
const client = process.argv.includes('--trial-ts2')
  ? 'trial-ts2'
  : clientAt >= 0
    ? process.argv[clientAt + 1]
    : undefined;
const root = heldOut
  ? join(realisticDir, '../held-out')
  : trial
    ? join(realisticDir, '../trial')
    : trialJs
      ? join(realisticDir, '../trial-js')
      : client
        ? join(realisticDir, '..', client)
        : realisticDir;
const foldersAt = process.argv.indexOf('--folders');
const folders = trialJs
  ? ['src', 'scripts']
  : foldersAt >= 0
    ? (process.argv[foldersAt + 1] ?? 'src').split(',')
    : undefined;
const skipAt = process.argv.indexOf('--skip');
const skip = skipAt >= 0 ? (process.argv[skipAt + 1] ?? '').split(',').filter(Boolean) : [];
const clientFrom = client && !existsSync(join(root, 'v4')) ? 5 : 4;
const steps = heldOut
  ? ([[5, 6]] as const)
  : client
    ? ([[clientFrom, 6]] as const)
    : trial || trialJs
      ? ([[4, 6]] as const)
      : ([
          [4, 5],
          [5, 6],
          [4, 6],
        ] as const);
for (const [from, to] of steps) {
  const { dir, cleanup } = await stageVersion(from, root);
  try {
    const paths = folders?.map((f) => join(dir, f));
    const report = await migrate(dir, from, to, paths ? { paths } : {});
    const { total, files } = await scoreAgainst(dir, from, to, root, folders, skip);
    const pct = ((100 * total.made) / Math.max(1, total.required)).toFixed(1);
    console.log(
      `${from} → ${to}: ${total.made}/${total.required} required edits made (${pct}%), ${total.missed.length} missed, ${total.wrong.length} wrong, ${total.outside.length} outside; ${report.summary.todos} TODOs, ${report.possible.length} possibly-this-API, ${report.typeErrors.length} compiler errors left`,
    );
    for (const w of ['code', 'types', 'imports'] as const) {
      const b = total.byWhere[w];
      console.log(`    ${w.padEnd(8)} ${b.made}/${b.required}`);
    }
    for (const [file, s] of files) {
      if (s.required === 0 && s.wrong.length === 0 && s.outside.length === 0) continue;
      console.log(
        `    ${file.padEnd(44)} ${s.made}/${s.required}  wrong ${s.wrong.length}  outside ${s.outside.length}`,
      );
      if (showMissed) {
        for (const h of s.missed)
          console.log(`        missed @${h.offset} (${h.where}) → ${JSON.stringify(h.text)}`);
        for (const h of [...s.wrong, ...s.outside])
          console.log(`        extra  @${h.offset} (${h.where}) → ${JSON.stringify(h.text)}`);
      }
    }
  } finally {
    await cleanup();
  }
}
