/**
 * Installed packages: the size of a proxy-only install and of the full CLI, and cold starts from the installed
 * bins against `node -e 0`. Every package is packed and the tarballs are installed with npm into two fresh
 * projects outside the workspace, as a user does (scripts/install-check.sh runs the same installs in `pnpm test`).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchSection } from './section.js';
import { median, quartiles, table } from './timing.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 15;
const GOAL_MS = 300;

export default async function installBench(): Promise<BenchSection> {
  const work = await mkdtemp(join(tmpdir(), 'cm-bench-install-'));
  try {
    execFileSync('pnpm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    const packs = join(work, 'packs');
    execFileSync('bash', [join(root, 'scripts/pack-all.sh'), packs], { stdio: 'ignore' });
    const tarballs = (await readdir(packs)).map((f) => join(packs, f));
    const tgz = (name: string): string => tarballs.find((t) => t.includes(`compliance-migrate-${name}-`))!;

    const proxyOnly = await npmProject(join(work, 'proxy-only'), [tgz('rename-map'), tgz('proxy')]);
    const full = await npmProject(join(work, 'full'), tarballs);
    const cliBin = join(full, 'node_modules/@compliance-migrate/cli/bin/compliance-migrate.js');
    const proxyBin = join(
      proxyOnly,
      'node_modules/@compliance-migrate/proxy/bin/compliance-migrate-proxy.js',
    );

    const sizes = [
      ['proxy-only (`@compliance-migrate/proxy`)', proxyOnly],
      ['full CLI (`@compliance-migrate/cli`)', full],
    ].map(([label, dir]) => [
      label!,
      `${(duKb(join(dir!, 'node_modules')) / 1024).toFixed(1)} MB`,
      packageCount(dir!),
    ]);

    const proxyArgs = [
      '--upstream',
      'http://127.0.0.1:9/api/v6',
      '--upstream-version',
      '6',
      '--listen',
      '127.0.0.1:0',
    ];
    const runs: [string, () => Promise<number>][] = [
      ['`node -e 0` (floor)', () => exitTime(['-e', '0'])],
      ['`compliance-migrate --version`', () => exitTime([cliBin, '--version'])],
      ['`compliance-migrate --help`', () => exitTime([cliBin, '--help'])],
      ['`compliance-migrate proxy` until listening', () => listeningTime([cliBin, 'proxy', ...proxyArgs])],
      [
        '`compliance-migrate-proxy` (proxy-only) until listening',
        () => listeningTime([proxyBin, ...proxyArgs]),
      ],
    ];
    const times = runs.map(() => [] as number[]);
    for (let round = 0; round < RUNS; round++) {
      for (const [i, [, run]] of runs.entries()) times[i]!.push(await run());
    }
    const floor = median(times[0]!);
    const rows = runs.map(([label], i) => {
      const [q1, q3] = quartiles(times[i]!);
      const m = median(times[i]!);
      return [
        label,
        m.toFixed(0),
        `${q1.toFixed(0)}–${q3.toFixed(0)}`,
        i === 0 ? '—' : `+${(m - floor).toFixed(0)}`,
      ];
    });
    const versionOver = median(times[1]!) - floor;
    const met = versionOver <= GOAL_MS;
    const markdown = [
      'Every package packed (`pnpm pack`) and installed with npm (`--omit=dev`, no workspace) into two fresh',
      'projects: the proxy alone, and the full CLI. Sizes are `du` of `node_modules`; packages are the folders',
      'holding a package.json in it.',
      '',
      table(['install', 'node_modules', 'packages'], sizes),
      '',
      `Cold starts from the installed bins: median of ${RUNS} fresh processes each, taken in turns with \`node -e 0\``,
      'in the same run (the proxy until its listening line, against an upstream it does not call at start).',
      '',
      table(['process', 'median ms', 'middle half ms', 'over the floor ms'], rows),
      '',
      `Goal: \`--version\` within ${GOAL_MS} ms of \`node -e 0\` — ${met ? 'met' : 'not met'} (+${versionOver.toFixed(0)} ms).`,
      'Before the packages were built, the CLI compiled its TypeScript through tsx at each start (≈ 0.9 s for',
      '`--version`, the figure in issue 19, not measured by this section).',
    ].join('\n');
    return { title: 'Installed packages: size and cold start', markdown, goalsMet: met };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** A fresh npm project in `dir` with the tarballs installed (production dependencies only); returns `dir`. */
async function npmProject(dir: string, tarballs: string[]): Promise<string> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), '{ "name": "bench-project", "private": true }\n');
  execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], {
    cwd: dir,
    stdio: 'ignore',
  });
  return dir;
}

function duKb(dir: string): number {
  return Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]);
}

function packageCount(dir: string): number {
  const out = execFileSync(
    'find',
    ['node_modules', '-name', 'package.json', '-not', '-path', '*/package.json/*'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  // A package's own folder: node_modules/<name>/package.json or node_modules/@scope/<name>/package.json.
  return out.split('\n').filter((p) => /(^|\/)node_modules\/(@[^/]+\/)?[^/@]+\/package\.json$/.test(p))
    .length;
}

/** Wall time of a node process from spawn to exit, in ms. */
async function exitTime(args: string[]): Promise<number> {
  const t0 = performance.now();
  const result = spawnSync(process.execPath, args, { stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited ${result.status}`);
  return performance.now() - t0;
}

/** Wall time from spawn to the proxy's "listening on" line, in ms; the process is then stopped. */
function listeningTime(args: string[]): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
      if (text.includes('listening on')) {
        const ms = performance.now() - t0;
        child.once('exit', () => resolve(ms));
        child.kill('SIGTERM');
      }
    });
    child.once('exit', (code) => {
      if (!text.includes('listening on')) reject(new Error(`node ${args.join(' ')} exited ${code}: ${text}`));
    });
  });
}
