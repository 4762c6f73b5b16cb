/**
 * Summarises a `node --cpu-prof` profile: self time by function and by where the code lives (the proxy,
 * the rename map, undici, node:http, pino, prom-client, the garbage collector), as Markdown tables.
 * Usage: tsx bench/cpu-profile-summary.ts FILE.cpuprofile [TOP] [REQUESTS]; with REQUESTS (the requests the
 * profiled process answered, e.g. wrk's count), a column of µs per request is added.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives, by its script URL. */
export function area(url: string, name: string): string {
  if (name === '(garbage collector)') return 'garbage collector';
  if (name === '(idle)') return 'idle';
  if (name === '(program)') return 'native (program)';
  if (url.includes('/proxy/')) return 'proxy';
  if (url.includes('rename-map')) return 'rename map';
  for (const pkg of ['undici', 'pino', 'prom-client', 'sonic-boom', 'fast-redact', 'thread-stream'])
    if (url.includes(`/${pkg}/`)) return pkg;
  if (url.startsWith('node:http') || url.startsWith('node:_http')) return 'node:http';
  if (url.startsWith('node:net') || url.startsWith('node:stream') || url.startsWith('node:internal/streams'))
    return 'node streams/net';
  if (url.startsWith('node:')) return 'node (other)';
  if (url === '') return 'native';
  return 'other';
}

/** Self time (ms) per function and per area, most first. */
export function summarise(profile: Profile): { functions: [string, number][]; areas: [string, number][] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const functions = new Map<string, number>();
  const areas = new Map<string, number>();
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const file = url
      .replace(/^.*\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '')
      .replace(/^.*\/packages\//, '');
    const key = `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
    functions.set(key, (functions.get(key) ?? 0) + ms);
    const where = area(url, functionName);
    areas.set(where, (areas.get(where) ?? 0) + ms);
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { functions: sorted(functions), areas: sorted(areas) };
}

if (process.argv[1]?.endsWith('cpu-profile-summary.ts')) {
  const [file, top = '25', requests] = process.argv.slice(2);
  if (!file) {
    console.error('usage: tsx bench/cpu-profile-summary.ts FILE.cpuprofile [TOP] [REQUESTS]');
    process.exit(2);
  }
  const { functions, areas } = summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile);
  const total = areas.filter(([a]) => a !== 'idle').reduce((s, [, ms]) => s + ms, 0);
  const pct = (ms: number) => `${((100 * ms) / total).toFixed(1)}%`;
  const n = requests === undefined ? undefined : Number(requests);
  const perRequest = (ms: number) => (n === undefined ? '' : ` ${((ms * 1000) / n).toFixed(1)} |`);
  const head = n === undefined ? '' : ' µs per request |';
  const rule = n === undefined ? '' : ' --- |';
  console.log(`| where | self ms | share of busy time |${head}\n| --- | --- | --- |${rule}`);
  for (const [a, ms] of areas)
    console.log(
      `| ${a} | ${ms.toFixed(0)} | ${a === 'idle' ? '—' : pct(ms)} |${a === 'idle' ? (n ? ' — |' : '') : perRequest(ms)}`,
    );
  if (n !== undefined) console.log(`| busy, in all | ${total.toFixed(0)} | 100% |${perRequest(total)}`);
  console.log(`\n| function | self ms | share of busy time |${head}\n| --- | --- | --- |${rule}`);
  for (const [f, ms] of functions.slice(0, Number(top)))
    console.log(
      `| \`${f}\` | ${ms.toFixed(0)} | ${f.startsWith('(idle)') ? '—' : pct(ms)} |${f.startsWith('(idle)') ? (n ? ' — |' : '') : perRequest(ms)}`,
    );
}
