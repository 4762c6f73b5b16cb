/**
 * An A/B of two builds of the proxy bin in CPU µs per request: paired rounds, a fresh process of each build
 * every round (a process keeps its JIT and heap luck for its life; issue 24's fourth pass saw two processes
 * of one build differ by 4–12 %), order alternating, each pinned to core 0 with the upstream and wrk on core 1.
 * Usage: tsx bench/proxy-ab.ts OLD_BIN NEW_BIN [ROUNDS] [--no-translate]. OLD_BIN can be a copy of
 * packages/proxy (its bin/ and dist/, node_modules linked) built from an older commit. Needs Linux, taskset, wrk.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { median, quartiles } from './timing.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const overlay = `${here}../packages/proxy/test/fixtures/overlay.yaml`;
const WARM_S = 2;
const MEASURE_S = 3;

/** Starts a command and resolves with the process and the URL its output names (`pattern`'s group). */
async function started(command: string[], pattern: RegExp): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
  let seen = '';
  const url = await new Promise<string>((resolve, reject) => {
    const look = (chunk: Buffer): void => {
      seen += chunk.toString();
      const found = pattern.exec(seen);
      if (found) resolve(found[1]!);
    };
    proc.stdout!.on('data', look);
    proc.stderr!.on('data', look);
    proc.once('exit', (code) => reject(new Error(`exited (${code}) before listening:\n${seen}`)));
  });
  return { proc, url };
}

/** User + system CPU time of a process so far, µs. */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** One wrk run of `seconds` against `url` on core 1: the requests it completed. */
async function wrk(url: string, seconds: number): Promise<number> {
  const args = ['-c', '1', 'wrk', '-t1', '-c32', `-d${seconds}s`, '-H', 'x-company-context: 1001', url];
  const proc = spawn('taskset', args, { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
  await once(proc, 'exit');
  return Number(/(\d+) requests in/.exec(out)?.[1]);
}

/** CPU µs per request of a fresh proxy process from `bin`, after a warm-up. */
async function round(bin: string, upstream: string, translate: boolean): Promise<number> {
  const { proc, url } = await started(
    [
      'taskset',
      '-c',
      '0',
      process.execPath,
      bin,
      '--upstream',
      `${upstream}/api/v6`,
      '--upstream-version',
      '6',
    ]
      .concat(['--client-version', '4', '--overlay', overlay, '--listen', '127.0.0.1:0'])
      .concat(translate ? [] : ['--no-translate']),
    /listening on (http:\/\/\S+?),/,
  );
  proc.stdout!.resume();
  proc.stderr!.resume();
  const target = url + (translate ? '/records' : '/categories');
  await wrk(target, WARM_S);
  const before = cpuOf(proc.pid!);
  const requests = await wrk(target, MEASURE_S);
  const cpu = (cpuOf(proc.pid!) - before) / requests;
  proc.kill('SIGTERM');
  await once(proc, 'exit');
  return cpu;
}

const args = process.argv.slice(2);
const translate = !args.includes('--no-translate');
const [oldBin, newBin, roundsArg = '12'] = args.filter((a) => a !== '--no-translate');
if (!oldBin || !newBin) {
  console.error('usage: tsx bench/proxy-ab.ts OLD_BIN NEW_BIN [ROUNDS] [--no-translate]');
  process.exit(2);
}
const upstream = await started(
  ['taskset', '-c', '1', process.execPath, `${here}list-upstream.js`],
  /listening (http:\/\/\S+)/,
);
upstream.proc.stdout!.resume();
const ratios: number[] = [];
const olds: number[] = [];
const news: number[] = [];
try {
  for (let r = 0; r < Number(roundsArg); r++) {
    // Alternating order: whichever runs second in a round does not always meet a warmer machine.
    const [a, b] = r % 2 === 0 ? [oldBin, newBin] : [newBin, oldBin];
    const first = await round(a, upstream.url, translate);
    const second = await round(b, upstream.url, translate);
    const [o, n] = r % 2 === 0 ? [first, second] : [second, first];
    olds.push(o);
    news.push(n);
    ratios.push(n / o);
    console.error(`round ${r + 1}: old ${o.toFixed(1)}, new ${n.toFixed(1)} µs/req`);
  }
} finally {
  upstream.proc.kill('SIGTERM');
}
const [q1, q3] = quartiles(ratios);
console.log(
  `${translate ? 'translating' : 'translation off'}: old ${median(olds).toFixed(1)}, new ${median(news).toFixed(1)} ` +
    `µs/req; new / old ${median(ratios).toFixed(3)} (middle half ${q1.toFixed(3)}–${q3.toFixed(3)}), ` +
    `new lower in ${ratios.filter((x) => x < 1).length} of ${ratios.length} rounds`,
);
