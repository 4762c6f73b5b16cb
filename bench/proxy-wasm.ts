/**
 * What the WebAssembly rewriter buys end to end: the translating proxy (v4 client, v6 upstream) with the
 * WebAssembly rewriter on (the default) against the same proxy with `COMPLIANCE_MIGRATE_WASM=0` (every body
 * through the TypeScript rewriter). Each proxy runs in a child process of its own; autocannon on loopback.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { categoryList } from './category-list.js';
import type { BenchSection } from './section.js';
import { median, quartiles, table } from './timing.js';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

const overlay = fileURLToPath(new URL('../packages/proxy/test/fixtures/overlay.yaml', import.meta.url));
/** Rounds of the two proxies back to back, in alternating order; ratios are medians of per-round ratios. */
const PAIRED_ROUNDS = 20;
const ROUND_SECONDS = 1;
const CONNECTIONS = 10;
const HEADERS = { authorization: 'Bearer bench-token', 'x-company-context': '1001' };
/** Rows of the list the upstream serves, by `?rows=`: ~20 KB and ~200 KB of JSON. */
const SIZES = [160, 1600] as const;

async function startUpstream(): Promise<{ server: Server; url: string; bytes: Map<number, number> }> {
  const bodies = new Map<number, Buffer>(SIZES.map((rows) => [rows, categoryList(rows)]));
  const server = createServer((req, res) => {
    const rows = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('rows'));
    const body = bodies.get(rows) ?? bodies.get(SIZES[0])!;
    req.resume();
    req.once('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      res.end(body);
    });
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url, bytes: new Map([...bodies].map(([rows, body]) => [rows, body.length])) };
}

/** Child process: one translating proxy; the parent sets or clears COMPLIANCE_MIGRATE_WASM. */
async function child(): Promise<void> {
  const { startProxy, createLogger } = await import('@compliance-migrate/proxy');
  const proxy = await startProxy({
    upstream: `${process.env.BENCH_UPSTREAM}/api/v6`,
    upstreamVersion: 6,
    clientVersion: 4,
    overlays: [overlay],
    logger: createLogger({ level: 'warn' }),
    readinessProbe: false,
  });
  process.send?.({ url: proxy.url });
  process.on('message', (message) => {
    if (message !== 'cpu') return;
    const { user, system } = process.cpuUsage();
    process.send?.({ cpu: user + system });
  });
  process.on('disconnect', () => process.exit(0));
}

export default async function proxyWasmBench(): Promise<BenchSection> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const upstream = await startUpstream();
  const start = async (wasm: boolean): Promise<{ proc: ChildProcess; url: string }> => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      BENCH_PROXY_WASM_CHILD: '1',
      BENCH_UPSTREAM: upstream.url,
    };
    if (wasm) delete env.COMPLIANCE_MIGRATE_WASM;
    else env.COMPLIANCE_MIGRATE_WASM = '0';
    const proc = fork(fileURLToPath(import.meta.url), [], {
      env,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const [{ url }] = (await once(proc, 'message')) as [{ url: string }];
    return { proc, url };
  };
  const proxies = { wasm: await start(true), typescript: await start(false) };
  const cpuOf = async (proc: ChildProcess): Promise<number> => {
    proc.send('cpu');
    const [reply] = (await once(proc, 'message')) as [{ cpu: number }];
    return reply.cpu;
  };
  try {
    const rows: (string | number)[][] = [];
    const verdicts: string[] = [];
    for (const size of SIZES) {
      const path = `/records?rows=${size}`;
      const name = `~${Math.round(upstream.bytes.get(size)! / 1024)} KB list, field renamed in every row`;
      // Both proxies must give the v4 client the same translated body before they are timed.
      const bodies = await Promise.all(
        Object.values(proxies).map(async ({ url }) => {
          const res = await fetch(`${url}${path}`, { headers: HEADERS });
          return res.text();
        }),
      );
      if (bodies[0] !== bodies[1] || !bodies[0]!.includes('"recordName"')) {
        throw new Error(`the proxies did not translate ${path} alike`);
      }
      for (const t of ['wasm', 'typescript'] as const) {
        await autocannon({
          url: `${proxies[t].url}${path}`,
          headers: HEADERS,
          duration: 1,
          connections: CONNECTIONS,
        });
      }
      const rounds: Record<
        'wasm' | 'typescript',
        { rps: number; cpu: number; p99: number; errors: number }[]
      > = {
        wasm: [],
        typescript: [],
      };
      for (let round = 0; round < PAIRED_ROUNDS; round++) {
        const order = round % 2 === 0 ? (['typescript', 'wasm'] as const) : (['wasm', 'typescript'] as const);
        for (const t of order) {
          const before = await cpuOf(proxies[t].proc);
          const result = await autocannon({
            url: `${proxies[t].url}${path}`,
            headers: HEADERS,
            duration: ROUND_SECONDS,
            connections: CONNECTIONS,
          });
          const cpu = (await cpuOf(proxies[t].proc)) - before;
          rounds[t].push({
            rps: result.requests.average,
            cpu: cpu / Math.max(1, result.requests.total),
            p99: result.latency.p99,
            errors: result.errors + result.non2xx,
          });
        }
      }
      const throughput = rounds.wasm.map((r, i) => r.rps / Math.max(1, rounds.typescript[i]!.rps));
      const cpuSaved = rounds.wasm.map((r, i) => rounds.typescript[i]!.cpu / Math.max(1, r.cpu));
      const [q1, q3] = quartiles(throughput);
      const [c1, c3] = quartiles(cpuSaved);
      for (const t of ['wasm', 'typescript'] as const) {
        rows.push([
          name,
          t === 'wasm' ? 'WebAssembly rewriter (default)' : 'TypeScript only (`COMPLIANCE_MIGRATE_WASM=0`)',
          Math.round(median(rounds[t].map((r) => r.rps))),
          median(rounds[t].map((r) => r.p99)),
          Math.round(median(rounds[t].map((r) => r.cpu))),
          rounds[t].reduce((sum, r) => sum + r.errors, 0),
        ]);
      }
      verdicts.push(
        `- ${name}: with WebAssembly ${median(throughput).toFixed(2)}× the throughput of TypeScript only ` +
          `(median of ${PAIRED_ROUNDS} paired rounds, middle half ${q1.toFixed(2)}–${q3.toFixed(2)}); proxy CPU per ` +
          `request ${median(cpuSaved).toFixed(2)}× lower (middle half ${c1.toFixed(2)}–${c3.toFixed(2)}).`,
      );
    }
    return {
      title: 'Translating proxy: WebAssembly rewriter on and off',
      goalsMet: true,
      markdown: [
        'The translating proxy (v4 client, v6 upstream, the proxy test overlay), once as shipped and once with',
        '`COMPLIANCE_MIGRATE_WASM=0`, each in a child process of its own, in front of an upstream in this process',
        `serving a list of categories. Saturated: autocannon, ${CONNECTIONS} connections, ${PAIRED_ROUNDS} pairs of ${ROUND_SECONDS} s`,
        "rounds, the two proxies back to back in alternating order; ratios are the medians of the pairs' ratios.",
        "Proxy CPU per request: the proxy process's CPU time (user + system) over a round divided by its",
        'requests, median of the rounds. No goal: this measures what the WebAssembly rewriter buys.',
        '',
        table(['workload', 'proxy', 'req/s (median round)', 'p99 ms', 'proxy CPU µs/req', 'errors'], rows),
        '',
        ...verdicts,
      ].join('\n'),
    };
  } finally {
    for (const { proc } of Object.values(proxies)) proc.disconnect();
    upstream.server.closeAllConnections();
    upstream.server.close();
  }
}

if (process.env.BENCH_PROXY_WASM_CHILD === '1') await child();
