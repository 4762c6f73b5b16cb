/**
 * The translating proxy under load (autocannon on loopback): the proxy translating a v4 client over a v6
 * upstream, the same proxy with translation off, and the upstream called directly (the floor).
 * The proxies run in a child process so they do not share an event loop with the load generator.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { BenchSection } from './section.js';
import { table } from './timing.js';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

const overlay = fileURLToPath(new URL('../packages/proxy/test/fixtures/overlay.yaml', import.meta.url));
const ROUNDS = 2;
const HEADERS = { authorization: 'Bearer bench-token', 'x-company-context': '1001' };

/** ~20 KB list whose rows carry the renamed field, and a small response with one rename. */
function payloads(): { list: Buffer; small: Buffer } {
  const data = Array.from({ length: 160 }, (_, i) => ({
    id: i + 1,
    name: `Category ${i + 1}`,
    code: `CAT${String(i + 1).padStart(4, '0')}`,
    isArchived: i % 7 === 0,
    createdAt: '2024-06-01T00:00:00.000Z',
  }));
  const list = Buffer.from(JSON.stringify({ data, total: data.length }));
  const small = Buffer.from(JSON.stringify({ data: [{ id: 1, title: 'Extinguisher check' }], total: 1 }));
  return { list, small };
}

async function startUpstream(): Promise<{ server: Server; url: string; listBytes: number }> {
  const { list, small } = payloads();
  const server = createServer((req, res) => {
    const body = req.url?.startsWith('/api/v6/categories') ? list : small;
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    listBytes: list.length,
  };
}

/** Child process: two proxies (translating, pass-through) in front of the upstream. */
async function child(): Promise<void> {
  const { startProxy } = await import('@compliance-migrate/proxy');
  const { createLogger } = await import('@compliance-migrate/proxy');
  const logger = createLogger({ level: 'warn' });
  const common = {
    upstream: `${process.env.BENCH_UPSTREAM}/api/v6`,
    upstreamVersion: 6,
    clientVersion: 4,
    overlays: [overlay],
    logger,
    readinessProbe: false,
  };
  const translating = await startProxy(common);
  const passThrough = await startProxy({ ...common, translate: false });
  process.send?.({ translating: translating.url, passThrough: passThrough.url });
  process.on('disconnect', () => process.exit(0));
}

async function run(
  autocannon: Autocannon,
  url: string,
  options: { duration: number; connections: number; overallRate?: number },
): Promise<AutocannonResult> {
  return autocannon({ url, headers: HEADERS, pipelining: 1, ...options });
}

export default async function proxyBench(): Promise<BenchSection> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const upstream = await startUpstream();
  const proc: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_PROXY_CHILD: '1', BENCH_UPSTREAM: upstream.url },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [urls] = (await once(proc, 'message')) as [{ translating: string; passThrough: string }];
  try {
    // Each target as its v4 client (translating) or v6 client (pass-through, direct) sees the same resource.
    const workloads = [
      {
        name: `~${Math.round(upstream.listBytes / 1024)} KB JSON list, field renamed in every row`,
        direct: `${upstream.url}/api/v6/categories`,
        passThrough: `${urls.passThrough}/categories`,
        translating: `${urls.translating}/records`,
      },
      {
        name: 'small JSON, one field and one query parameter renamed',
        direct: `${upstream.url}/api/v6/items/search?q=ext`,
        passThrough: `${urls.passThrough}/items/search?q=ext`,
        translating: `${urls.translating}/items/search?text=ext`,
      },
    ] as const;
    const targets = ['direct', 'passThrough', 'translating'] as const;
    const rows: (string | number)[][] = [];
    const verdicts: string[] = [];
    let goalsMet = true;
    for (const w of workloads) {
      const saturated: Record<string, AutocannonResult> = {};
      const moderate: Record<string, AutocannonResult> = {};
      for (const t of targets) await run(autocannon, w[t], { duration: 0.5, connections: 10 }); // warm-up
      // Rounds interleave the targets, and the best round counts: other load on a shared machine only
      // ever slows a run down, so the best round is the closest to what the code itself costs.
      for (let round = 0; round < ROUNDS; round++) {
        for (const t of targets) {
          const r = await run(autocannon, w[t], { duration: 2.5, connections: 10 });
          if (!saturated[t] || r.requests.average > saturated[t].requests.average) saturated[t] = r;
        }
      }
      for (const t of targets) {
        moderate[t] = await run(autocannon, w[t], { duration: 2, connections: 4, overallRate: 500 });
      }
      for (const t of targets) {
        const s = saturated[t]!;
        const m = moderate[t]!;
        rows.push([
          w.name,
          t === 'passThrough'
            ? 'proxy, translation off'
            : t === 'translating'
              ? 'proxy, translating v4→v6'
              : 'upstream directly',
          Math.round(s.requests.average),
          s.latency.p50,
          s.latency.p99,
          m.latency.p50,
          m.latency.p99,
          s.errors + s.non2xx + m.errors + m.non2xx,
        ]);
      }
      const ratio = saturated.translating!.requests.average / saturated.passThrough!.requests.average;
      const addedP99 = moderate.translating!.latency.p99 - moderate.passThrough!.latency.p99;
      const ok = ratio >= 0.8 && addedP99 < 2;
      goalsMet &&= ok;
      verdicts.push(
        `- ${w.name}: translating throughput ${ratio.toFixed(2)}× pass-through (goal ≥ 0.8), ` +
          `added p99 at 500 req/s ${addedP99.toFixed(1)} ms (goal < 2 ms) — ${ok ? 'met' : 'NOT met'}; ` +
          `pass-through is ${(saturated.passThrough!.requests.average / saturated.direct!.requests.average).toFixed(2)}× direct.`,
      );
    }
    return {
      title: 'Translating proxy under load',
      goalsMet,
      markdown: [
        'autocannon on loopback, in this process; the two proxies (translating, translation off) share one',
        'child process; the upstream serves fixed bodies from this process. Saturated: 10 connections,',
        `best of ${ROUNDS} interleaved 2.5 s rounds. Moderate: 4 connections at 500 req/s in total, 2 s. Latency`,
        'in ms (autocannon rounds to whole ms). The ratio that matters is translating vs translation off (same',
        'proxy, same hops); the direct row is the floor without a proxy, sharing the CPU with the load generator.',
        '',
        table(
          ['workload', 'target', 'req/s (saturated)', 'p50', 'p99', 'p50 @500/s', 'p99 @500/s', 'errors'],
          rows,
        ),
        '',
        ...verdicts,
      ].join('\n'),
    };
  } finally {
    proc.disconnect();
    upstream.server.closeAllConnections();
    upstream.server.close();
  }
}

if (process.env.BENCH_PROXY_CHILD === '1') await child();
