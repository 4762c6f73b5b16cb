/**
 * The proxy against the floors it is judged by, in one run: a bare forwarder (bare-forwarder.js, node:http +
 * an undici Pool), the same with the rename map's translation and nothing else (bare-translating-forwarder.js:
 * what any translating proxy on this stack pays), nginx `proxy_pass`, and nginx + Lua/cjson doing the same rename (both only when nginx and
 * its Lua module are installed). Every target runs in a process of its own; on a machine with two or more
 * cores the target is pinned to core 0 and the upstream and load generator to the others (taskset).
 * Load: wrk when installed, else autocannon's command line. Rounds take turns, and ratios are medians of
 * each round's ratio, so a slow spell of a shared machine falls on all targets alike.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { BenchSection } from './section.js';
import { median, table } from './timing.js';
import { luaRenameConfig, nginxConfig, nginxUsable } from './proxy-floors-nginx.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));
const overlay = `${root}packages/proxy/test/fixtures/overlay.yaml`;
const proxyBin = `${root}packages/proxy/bin/compliance-migrate-proxy.js`;
const ROUNDS = Number(process.env.BENCH_FLOOR_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_FLOOR_SECONDS ?? 6);
const CONNECTIONS = 32;
const HEADERS = { authorization: 'Bearer bench-token', 'x-company-context': '1001' };

/** One measured round of one target. */
interface Round {
  rps: number;
  p99: number;
  /** CPU time of the target's process per request, µs (Linux, node targets); undefined otherwise. */
  cpu?: number;
}

/** A process under load: where to send requests, and its pid for CPU time. */
interface Target {
  name: string;
  url: string;
  pid?: number;
  stop(): void;
}

const has = (command: string, args: string[]): boolean => spawnSync(command, args).status === 0;
const cores = availableParallelism();
const pinned = cores >= 2 && has('taskset', ['-c', '0', 'true']);
/** The command with its core list when pinning, else as it is. */
const onCores = (list: string, command: string[]): string[] =>
  pinned ? ['taskset', '-c', list, ...command] : command;
const TARGET_CORES = '0';
const LOAD_CORES = cores > 2 ? `1-${cores - 1}` : '1';

/** Starts a process and waits for the line naming its URL (`pattern`'s first group). */
async function startProcess(
  name: string,
  command: string[],
  pattern: RegExp,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Target & { proc: ChildProcess; line: string }> {
  const proc = spawn(command[0]!, command.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let seen = '';
  const url = await new Promise<string>((resolve, reject) => {
    const look = (chunk: Buffer): void => {
      seen += chunk.toString();
      const found = pattern.exec(seen);
      if (!found) return;
      // Stops looking: the access lines that follow must cost this process nothing.
      proc.stdout!.off('data', look);
      proc.stderr!.off('data', look);
      resolve(found[1]!);
    };
    proc.stdout!.on('data', look);
    proc.stderr!.on('data', look);
    proc.once('exit', (code) => reject(new Error(`${name} exited (${code}) before listening:\n${seen}`)));
  });
  // Keeps reading what it writes (access lines), so a full pipe never stalls it.
  proc.stdout!.resume();
  proc.stderr!.resume();
  return { name, url, pid: proc.pid, proc, line: seen, stop: () => proc.kill('SIGTERM') };
}

/** A free loopback port. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** User + system CPU time of a process so far, in µs (Linux); undefined elsewhere. */
function cpuOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

const useWrk = has('wrk', ['--version']) || spawnSync('wrk', ['--version']).stdout?.includes('wrk');

/** One saturated round against `url`: requests per second and p99 in ms. */
async function load(url: string, seconds: number): Promise<{ rps: number; p99: number; requests: number }> {
  const headerArgs = Object.entries(HEADERS).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  if (useWrk) {
    const args = onCores(LOAD_CORES, [
      'wrk',
      '-t1',
      `-c${CONNECTIONS}`,
      `-d${seconds}s`,
      '--latency',
      ...headerArgs,
      url,
    ]);
    const out = await output(args);
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
    const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
    const [, value, unit] = /^\s+99%\s+([\d.]+)(us|ms|s)/m.exec(out) ?? [];
    const p99 = Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
    return { rps, p99, requests };
  }
  const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = onCores(LOAD_CORES, [
    process.execPath,
    autocannon,
    '-j',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(seconds),
    ...headerArgs,
    url,
  ]);
  const result = JSON.parse(await output(args)) as {
    requests: { average: number; total: number };
    latency: { p99: number };
  };
  return { rps: result.requests.average, p99: result.latency.p99, requests: result.requests.total };
}

async function output(command: string[]): Promise<string> {
  const proc = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
  await once(proc, 'exit');
  return out;
}

/** Paired rounds over `targets` (order rotating each round); the rounds of each, by name. */
async function rounds(targets: Target[], count: number): Promise<Map<string, Round[]>> {
  const results = new Map<string, Round[]>(targets.map((t) => [t.name, []]));
  for (const t of targets) await load(t.url, 5); // warm-up: JIT, connection pools, a steady heap
  for (let r = 0; r < count; r++) {
    for (let i = 0; i < targets.length; i++) {
      const t = targets[(i + r) % targets.length]!;
      const before = cpuOf(t.pid);
      const { rps, p99, requests } = await load(t.url, SECONDS);
      const after = cpuOf(t.pid);
      const cpu = before === undefined || after === undefined ? undefined : (after - before) / requests;
      results.get(t.name)!.push({ rps, p99, cpu });
    }
  }
  return results;
}

function startProxy(name: string, upstream: string, extra: string[], cpus = TARGET_CORES) {
  const command = onCores(cpus, [
    process.execPath,
    proxyBin,
    '--upstream',
    `${upstream}/api/v6`,
    '--upstream-version',
    '6',
    '--client-version',
    '4',
    '--overlay',
    overlay,
    '--listen',
    '127.0.0.1:0',
    ...extra,
  ]);
  return startProcess(name, command, /listening on (http:\/\/\S+?),/);
}

export default async function proxyFloors(): Promise<BenchSection> {
  const notes: string[] = [];
  const upstream = await startProcess(
    'upstream',
    onCores(LOAD_CORES, [process.execPath, `${here}list-upstream.js`]),
    /listening (http:\/\/\S+)/,
  );
  const listBytes = Number(/listening \S+ (\d+)/.exec(upstream.line)?.[1]);
  const started: Target[] = [upstream];
  try {
    const bare = await startProcess(
      'bare forwarder (node:http + undici Pool)',
      onCores(TARGET_CORES, [process.execPath, `${here}bare-forwarder.js`, upstream.url]),
      /listening (http:\/\/\S+)/,
    );
    started.push(bare);
    const floorTranslating = await startProcess(
      'bare forwarder + translation (rename map only)',
      onCores(TARGET_CORES, [
        process.execPath,
        `${here}bare-translating-forwarder.js`,
        upstream.url,
        '/api/v6',
        overlay,
      ]),
      /listening (http:\/\/\S+)/,
    );
    started.push(floorTranslating);
    const translating = await startProxy('proxy, translating v4→v6', upstream.url, []);
    started.push(translating);
    const off = await startProxy('proxy, translation off', upstream.url, ['--no-translate']);
    started.push(off);
    const targets: Target[] = [
      { ...bare, url: `${bare.url}/api/v6/categories` },
      { ...translating, url: `${translating.url}/records` },
      { ...off, url: `${off.url}/categories` },
      { ...floorTranslating, url: `${floorTranslating.url}/records` },
    ];
    const nginx = nginxUsable();
    if (nginx.ok) {
      const dir = `${root}.tmp/bench-nginx`;
      mkdirSync(dir, { recursive: true });
      for (const [name, path, config] of [
        ['nginx proxy_pass', '/api/v6/categories', nginxConfig],
        ['nginx + Lua/cjson rename', '/records', luaRenameConfig],
      ] as const) {
        const port = await freePort();
        const prefix = `${dir}/${name.replace(/\W+/g, '-')}`;
        mkdirSync(`${prefix}/logs`, { recursive: true });
        writeFileSync(`${prefix}/nginx.conf`, config(port, upstream.url, prefix));
        const proc = spawn(
          onCores(TARGET_CORES, ['nginx'])[0]!,
          [...onCores(TARGET_CORES, ['nginx']).slice(1), '-p', prefix, '-c', `${prefix}/nginx.conf`],
          { stdio: 'ignore' },
        );
        started.push({ name, url: '', stop: () => proc.kill('SIGTERM') });
        await waitForPort(port);
        targets.push({ name, url: `http://127.0.0.1:${port}${path}`, stop: () => proc.kill('SIGTERM') });
      }
    } else {
      notes.push(`nginx rows skipped: ${nginx.why}.`);
      console.error(`proxy-floors: nginx rows skipped (${nginx.why})`);
    }
    const results = await rounds(targets, ROUNDS);

    const bareRounds = results.get(bare.name)!;
    const rows = targets.map((t) => {
      const rs = results.get(t.name)!;
      const ratios = rs.map((r, i) => r.rps / bareRounds[i]!.rps);
      const cpu = rs.every((r) => r.cpu !== undefined) ? median(rs.map((r) => r.cpu!)).toFixed(0) : '—';
      return [
        t.name,
        Math.round(median(rs.map((r) => r.rps))),
        `${Math.round(Math.min(...rs.map((r) => r.rps)))}–${Math.round(Math.max(...rs.map((r) => r.rps)))}`,
        median(rs.map((r) => r.p99)).toFixed(1),
        median(ratios).toFixed(2),
        cpu,
      ];
    });
    const translatingRounds = results.get(translating.name)!;
    const ratio = median(translatingRounds.map((r, i) => r.rps / bareRounds[i]!.rps));
    const addedP99 = median(translatingRounds.map((r) => r.p99)) - median(bareRounds.map((r) => r.p99));
    // What any translating proxy on node:http + undici pays: the bare forwarder with the rename map's work only.
    const floorRounds = results.get(floorTranslating.name)!;
    const floorRatio = median(floorRounds.map((r, i) => r.rps / bareRounds[i]!.rps));
    const ofFloor = median(translatingRounds.map((r, i) => r.rps / floorRounds[i]!.rps));
    const throughputMet = ratio >= 0.9;
    const p99Met = addedP99 <= 1;

    // --workers: N workers against one, both unpinned (the workers need every core), paired rounds.
    for (const t of [translating, off]) t.stop();
    const workersN = Math.min(cores, 4);
    const scaling = await workerScaling(upstream.url, workersN);
    const scalingEvaluated = cores >= 2 * workersN;
    const scalingMet = !scalingEvaluated || scaling.ratio >= 0.8 * workersN;

    const loadTool = useWrk ? 'wrk (1 thread)' : 'autocannon (wrk not installed)';
    const markdown = [
      `The ~${Math.round(listBytes / 1024)} KB list (one field renamed in every row) through each target, ${CONNECTIONS} connections,`,
      `${ROUNDS} rounds of ${SECONDS} s per target, the targets taking turns (order rotating by round); load from ${loadTool}.`,
      pinned
        ? `${cores} cores: each target pinned to core ${TARGET_CORES}, the upstream and the load generator to core(s) ${LOAD_CORES} (taskset).`
        : `${cores} core(s), nothing pinned (taskset missing or one core): targets share the CPU with the load generator.`,
      'req/s and p99 are medians of the rounds (p99 from the load generator); "× bare" is the median of each',
      "round's ratio to the bare forwarder's round; CPU µs/req is the target process's user + system time over a",
      'round divided by its requests (Linux; node targets only). On a machine shared with other work the figures',
      'move from round to round; the ratios, taken round by round, move less.',
      ...notes.map((n) => `\n${n}`),
      '',
      table(['target', 'req/s (median)', 'req/s (range)', 'p99 ms', '× bare', 'CPU µs/req'], rows),
      '',
      `- Translating throughput ${ratio.toFixed(2)}× the bare forwarder (median of ${ROUNDS} paired rounds; goal ≥ 0.9) — ${throughputMet ? 'met' : 'NOT met'}.`,
      `- The translating floor (the bare forwarder plus the rename map's request translation and body rewrite, nothing else) ${floorRatio.toFixed(2)}× the bare forwarder; the proxy translating ${ofFloor.toFixed(2)}× that floor (medians of paired rounds).`,
      `- Translating p99 at saturation ${addedP99 >= 0 ? '+' : ''}${addedP99.toFixed(1)} ms against the bare forwarder's (goal ≤ +1 ms) — ${p99Met ? 'met' : 'NOT met'}.`,
      `- \`--workers ${workersN}\` against \`--workers 1\` (translating, unpinned, ${scaling.rounds} paired rounds): ` +
        `${scaling.ratio.toFixed(2)}× (${Math.round(scaling.one)} → ${Math.round(scaling.many)} req/s) on ${cores} cores — ` +
        (scalingEvaluated
          ? `goal ≥ ${(0.8 * workersN).toFixed(1)}×: ${scalingMet ? 'met' : 'NOT met'}.`
          : `not judged: with ${cores} cores the workers share them with the upstream and the load generator (the goal, ≥ 0.8 × N, needs at least ${2 * workersN} cores).`),
    ].join('\n');
    return {
      title: 'Proxy against a bare forwarder and nginx',
      markdown,
      goalsMet: throughputMet && p99Met && scalingMet,
    };
  } finally {
    for (const t of started) t.stop();
  }
}

/** Paired rounds of the translating proxy with `n` workers against one worker, neither pinned. */
async function workerScaling(
  upstream: string,
  n: number,
): Promise<{ ratio: number; one: number; many: number; rounds: number }> {
  const all = Array.from({ length: cores }, (_, i) => i).join(',');
  const one = await startProxy('workers 1', upstream, [], all);
  const many = await startProxy(`workers ${n}`, upstream, ['--workers', String(n)], all);
  try {
    const count = Math.max(3, Math.ceil(ROUNDS / 2));
    const results = await rounds(
      [
        { ...one, url: `${one.url}/records` },
        { ...many, url: `${many.url}/records` },
      ],
      count,
    );
    const a = results.get(one.name)!;
    const b = results.get(many.name)!;
    return {
      ratio: median(b.map((r, i) => r.rps / a[i]!.rps)),
      one: median(a.map((r) => r.rps)),
      many: median(b.map((r) => r.rps)),
      rounds: count,
    };
  } finally {
    one.stop();
    many.stop();
  }
}

async function waitForPort(port: number): Promise<void> {
  const { connect } = await import('node:net');
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on port ${port}`);
}
