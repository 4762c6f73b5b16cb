/**
 * The sandbox: start-up time (identity provider, keys, demo data) against a bare node:http server's, and
 * requests per second on one core (the sandbox is one Node process) for a small authenticated v6 list,
 * against the same floor serving a response of the same size. Both servers run in a child process so the
 * load generator does not share their core.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { BenchSection } from './section.js';
import { median, table } from './timing.js';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

const PATH = '/api/v6/categories?pageSize=5';

/** Child: starts the sandbox (timed, several times) and a floor server answering the same bytes. */
async function child(): Promise<void> {
  const { passwordToken, startSandbox } = await import('@compliance-migrate/sandbox');
  const startups: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const s = await startSandbox({ port: 0 });
    startups.push(performance.now() - t0);
    await s.close();
  }
  const floorStartups: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const server = createServer((_req, res) => res.end('{}')).listen(0, '127.0.0.1');
    await once(server, 'listening');
    floorStartups.push(performance.now() - t0);
    server.close();
  }
  const sandbox = await startSandbox({ port: 0 });
  const token = (await passwordToken(sandbox, { scope: 'openid resources_accounts_api' })).access_token;
  const sample = await fetch(sandbox.url + PATH, {
    headers: { authorization: `Bearer ${token}`, 'x-company-context': '1001' },
  });
  const body = Buffer.from(await sample.arrayBuffer());
  const floor = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  }).listen(0, '127.0.0.1');
  await once(floor, 'listening');
  process.send?.({
    sandbox: sandbox.url,
    floor: `http://127.0.0.1:${(floor.address() as AddressInfo).port}`,
    token,
    bytes: body.length,
    startups,
    floorStartups,
  });
  process.on('disconnect', () => process.exit(0));
}

export default async function sandboxBench(): Promise<BenchSection> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const proc: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_SANDBOX_CHILD: '1' },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const [info] = (await once(proc, 'message')) as [
    {
      sandbox: string;
      floor: string;
      token: string;
      bytes: number;
      startups: number[];
      floorStartups: number[];
    },
  ];
  try {
    const headers = { authorization: `Bearer ${info.token}`, 'x-company-context': '1001' };
    const load = (url: string) => autocannon({ url: url + PATH, headers, connections: 10, duration: 5 });
    await load(info.sandbox);
    const floor = await load(info.floor);
    const sandbox = await load(info.sandbox);
    if (sandbox.non2xx > 0 || sandbox.errors > 0) throw new Error('sandbox answered errors under load');
    const startup = median(info.startups);
    const rps = sandbox.requests.average;
    const goalsMet = startup < 1000 && rps >= 1000;
    return {
      title: 'Sandbox',
      goalsMet,
      markdown: [
        `Start-up: \`startSandbox()\` (identity provider with fresh keys, deterministic data for two companies)`,
        'against a bare `node:http` server listening, median of 5. Throughput: autocannon, 10 connections, 5 s,',
        `on a ${info.bytes}-byte authenticated \`GET ${PATH}\` (bearer token verified against the JWKS, company`,
        'and role checked, v6 serializer), against a bare server answering the same bytes, each in its own',
        'process (one core).',
        '',
        table(
          ['measure', 'sandbox', 'floor', 'ratio'],
          [
            ['start-up ms (median)', startup.toFixed(0), median(info.floorStartups).toFixed(1), '—'],
            [
              'requests/s',
              rps.toFixed(0),
              floor.requests.average.toFixed(0),
              `${(rps / floor.requests.average).toFixed(2)}×`,
            ],
            [
              'p50 / p99 ms',
              `${sandbox.latency.p50} / ${sandbox.latency.p99}`,
              `${floor.latency.p50} / ${floor.latency.p99}`,
              '—',
            ],
          ],
        ),
        '',
        `Goals: start-up under a second (${startup < 1000 ? 'met' : 'NOT met'}); thousands of small requests a second (${rps >= 1000 ? 'met' : 'NOT met'}).`,
      ].join('\n'),
    };
  } finally {
    proc.disconnect();
  }
}

if (process.env.BENCH_SANDBOX_CHILD) await child();
