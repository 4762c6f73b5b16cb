/**
 * An A/B of two builds of the proxy bin in CPU µs per request and latency: paired rounds, a fresh process of
 * each build every round (a process keeps its JIT and heap luck for its life; issue 24's fourth pass saw two
 * processes of one build differ by 4–12 %), order alternating, each pinned to core 0 with the upstream and wrk
 * on core 1. Usage: tsx bench/proxy-ab.ts OLD NEW [ROUNDS] [--no-translate]. OLD and NEW are each a bin, which
 * may be preceded by environment settings and node flags in one argument (`'LOG_LEVEL=warn
 * --max-semi-space-size=64 path/to/bin.js'`); a bin named `bare-forwarder.js` is run as the bare forwarder, and
 * `bare-translating-forwarder.js` as the bare forwarder plus the rename map's translation (v4 client).
 * OLD can be a copy of packages/proxy (its bin/ and dist/, node_modules linked) built from an older commit.
 * With `--import ./bench/tail-probe.js` among a side's flags, that side's GC pauses and event-loop delay over
 * the measured seconds are printed after each round.
 * Needs Linux, taskset, wrk.
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
async function started(
  command: string[],
  pattern: RegExp,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(command[0]!, command.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
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

/** One wrk run's figures: requests completed, and latency percentiles and maximum in ms. */
interface Load {
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

/** A wrk latency (`1.23ms`, `850.00us`, `1.02s`) in ms. */
function ms(text: string | undefined): number {
  const [, value, unit] = /([\d.]+)(us|ms|s)/.exec(text ?? '') ?? [];
  return Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
}

/** One wrk run of `seconds` against `url` on core 1 (the bench's headers, as proxy-floors sends them). */
async function wrk(url: string, seconds: number): Promise<Load> {
  const args = ['-c', '1', 'wrk', '-t1', '-c32', `-d${seconds}s`, '--latency', url];
  for (const h of ['x-company-context: 1001', 'authorization: Bearer bench-token']) args.push('-H', h);
  const proc = spawn('taskset', args, { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
  await once(proc, 'exit');
  return {
    requests: Number(/(\d+) requests in/.exec(out)?.[1]),
    p50: ms(/^\s+50%\s+(\S+)/m.exec(out)?.[1]),
    p99: ms(/^\s+99%\s+(\S+)/m.exec(out)?.[1]),
    max: ms(/^\s+Latency\s+\S+\s+\S+\s+(\S+)/m.exec(out)?.[1]),
  };
}

/** One round's figures for one side: CPU µs per request, requests per second, latency in ms. */
interface Round extends Omit<Load, 'requests'> {
  cpu: number;
  rps: number;
}

/** A side's settings: `KEY=value` words as environment, `-…` words as node flags, the last word the bin. */
function command(
  spec: string,
  upstream: string,
  translate: boolean,
): { argv: string[]; env: NodeJS.ProcessEnv; path: string } {
  const words = spec.split(/\s+/).filter(Boolean);
  const bin = words.pop()!;
  const env = { ...process.env };
  const flags: string[] = [];
  for (const w of words) {
    const eq = w.indexOf('=');
    if (!w.startsWith('-') && eq > 0) env[w.slice(0, eq)] = w.slice(eq + 1);
    else flags.push(w);
  }
  if (bin.endsWith('bare-forwarder.js')) {
    return { argv: [...flags, bin, upstream], env, path: '/api/v6/categories' };
  }
  if (bin.endsWith('bare-translating-forwarder.js')) {
    return { argv: [...flags, bin, upstream, '/api/v6', overlay], env, path: '/records' };
  }
  const argv = [...flags, bin, '--upstream', `${upstream}/api/v6`, '--upstream-version', '6']
    .concat(['--client-version', '4', '--overlay', overlay, '--listen', '127.0.0.1:0'])
    .concat(translate ? [] : ['--no-translate']);
  return { argv, env, path: translate ? '/records' : '/categories' };
}

/** A fresh process of `spec` under load after a warm-up: CPU µs per request, requests per second, latency. */
async function round(spec: string, upstream: string, translate: boolean): Promise<Round> {
  const { argv, env, path } = command(spec, upstream, translate);
  const { proc, url } = await started(
    ['taskset', '-c', '0', process.execPath, ...argv],
    /listening(?: on)? (http:\/\/[\d.:]+)/,
    env,
  );
  proc.stdout!.resume();
  let errors = '';
  proc.stderr!.on('data', (c: Buffer) => (errors += c.toString()));
  const target = url + path;
  await wrk(target, WARM_S);
  // With bench/tail-probe.js preloaded: its recording starts now, and it reports when stopped.
  const probed = argv.some((a) => a.endsWith('tail-probe.js'));
  if (probed) proc.kill('SIGUSR2');
  const before = cpuOf(proc.pid!);
  const { requests, ...latency } = await wrk(target, MEASURE_S);
  const cpu = (cpuOf(proc.pid!) - before) / requests;
  proc.kill('SIGTERM');
  await once(proc, 'exit');
  if (probed)
    console.error(
      errors
        .split('\n')
        .filter((l) => l.startsWith('tail-probe:'))
        .join('\n'),
    );
  return { cpu, rps: requests / MEASURE_S, ...latency };
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
const olds: Round[] = [];
const news: Round[] = [];
try {
  for (let r = 0; r < Number(roundsArg); r++) {
    // Alternating order: whichever runs second in a round does not always meet a warmer machine.
    const [a, b] = r % 2 === 0 ? [oldBin, newBin] : [newBin, oldBin];
    const first = await round(a, upstream.url, translate);
    const second = await round(b, upstream.url, translate);
    const [o, n] = r % 2 === 0 ? [first, second] : [second, first];
    olds.push(o);
    news.push(n);
    const show = (x: Round): string =>
      `${x.cpu.toFixed(1)} µs/req, ${Math.round(x.rps)} req/s, p50/p99/max ${x.p50}/${x.p99}/${x.max} ms`;
    console.error(`round ${r + 1}: old ${show(o)}; new ${show(n)}`);
  }
} finally {
  upstream.proc.kill('SIGTERM');
}
/** The median of one figure of each side, the median of its paired ratios new / old, and how often new was lower. */
function compare(name: keyof Round, digits: number): string {
  const ratios = news.map((n, i) => n[name] / olds[i]![name]);
  const [q1, q3] = quartiles(ratios);
  const of = (rs: Round[]): string => median(rs.map((x) => x[name])).toFixed(digits);
  return (
    `${name}: old ${of(olds)}, new ${of(news)}; new / old ${median(ratios).toFixed(3)} ` +
    `(middle half ${q1.toFixed(3)}–${q3.toFixed(3)}), new lower in ${ratios.filter((x) => x < 1).length} of ${ratios.length}`
  );
}
console.log(`${translate ? 'translating' : 'translation off'}, ${olds.length} paired rounds (medians):`);
for (const [name, digits] of [
  ['cpu', 1],
  ['rps', 0],
  ['p50', 2],
  ['p99', 2],
  ['max', 1],
] as const) {
  console.log(`  ${compare(name, digits)}`);
}
