/**
 * The rewrite the translating proxy does on every answer of its benchmarks, measured alone: the ~17 KB (and
 * ~170 KB) category list, v6 → v4 under the proxy tests' overlay (`name` back to `recordName` in every row),
 * bytes in and bytes out as the proxy calls it. Fixed work in fixed batches taken in turns; the best batch and
 * the median reported (the best is the steadier figure on a shared machine, to compare builds with, in ns per
 * byte of input).
 */
import { isUtf8 } from 'node:buffer';
import { fileURLToPath } from 'node:url';
import { createTranslator, loadChangeMap, useWasmRewriter } from '@compliance-migrate/rename-map';
import { categoryList } from './category-list.js';
import { median, table } from './timing.js';

const overlay = fileURLToPath(new URL('../packages/proxy/test/fixtures/overlay.yaml', import.meta.url));
const WARM_UP = 2000;
const BATCHES = 301;

/** µs per call of each function: batches of `perBatch` calls, the functions taking turns; best batch and median. */
function batches(fns: readonly (() => unknown)[], perBatch: number): [number, number][] {
  for (let i = 0; i < WARM_UP / perBatch + 1; i++)
    for (const fn of fns) for (let j = 0; j < perBatch; j++) fn();
  const times = fns.map((): number[] => []);
  for (let b = 0; b < BATCHES; b++) {
    fns.forEach((fn, i) => {
      const t0 = process.hrtime.bigint();
      for (let j = 0; j < perBatch; j++) fn();
      times[i]!.push(Number(process.hrtime.bigint() - t0) / perBatch / 1000);
    });
  }
  return times.map((t) => [Math.min(...t), median(t)]);
}

/** The Markdown of the measurement: a table by list size, and what each row measures. */
export async function rewriterOnTheProxyList(): Promise<string> {
  const translator = createTranslator(await loadChangeMap([overlay]), 6, 4);
  const route = translator.responseRoute('GET', '/categories');
  const rows: (string | number)[][] = [];
  for (const count of [160, 1600]) {
    const body = categoryList(count);
    const out = Buffer.allocUnsafeSlow(body.length * 2);
    const into = (size: number) => out.subarray(0, size);
    const check = route.bytes(body, 200, into, true);
    if (!check?.changed || !Buffer.from(check.body).includes('"recordName"')) {
      throw new Error('benchmark translation did not apply');
    }
    const copy = Buffer.allocUnsafeSlow(body.length);
    const [wasm, checked, typescript, utf8, memcpy] = batches(
      [
        () => route.bytes(body, 200, into, true),
        () => translator.responseBytes({ method: 'GET', path: '/categories', body, allocate: into }),
        () => {
          useWasmRewriter(false);
          try {
            return route.text(body.toString('utf8'), 200).body.length;
          } finally {
            useWasmRewriter(true);
          }
        },
        () => isUtf8(body),
        () => body.copy(copy),
      ],
      count > 1000 ? 5 : 50,
    );
    const cell = ([best, middle]: [number, number]) => `${best.toFixed(2)} (${middle.toFixed(2)})`;
    const nsPerByte = (m: number) => ((m * 1000) / body.length).toFixed(3);
    rows.push([
      `${(body.length / 1024).toFixed(1)} KB, ${count} rows`,
      cell(wasm!),
      nsPerByte(wasm![0]),
      cell(checked!),
      cell(typescript!),
      nsPerByte(typescript![0]),
      utf8![0].toFixed(2),
      memcpy![0].toFixed(2),
    ]);
  }
  return [
    "The proxy's own list (`bench/category-list.js`, the rows `pnpm bench proxy-floors` serves), v6 → v4 under",
    "the proxy tests' overlay: one key renamed in every row. µs per body: the best of 301 batches taken in turns",
    '(the median batch in brackets), after a warm-up; ns/byte from the best. "Proxy path": `ResponseRoute.bytes`',
    'into a reused buffer, the UTF-8 check left to the caller, as the proxy calls it. "With lookup and check":',
    '`responseBytes`, which finds the endpoint by method and path and checks UTF-8 first. "TypeScript": the text',
    'path with the WebAssembly rewriter off. `isUtf8` and a copy of the bytes are the floors: what reading them',
    'costs at all.',
    '',
    table(
      [
        'list',
        'proxy path µs',
        'ns/byte',
        'with lookup and check µs',
        'TypeScript µs',
        'ns/byte',
        'isUtf8 µs',
        'copy µs',
      ],
      rows,
    ),
  ].join('\n');
}

// Alone: `tsx bench/rewriter-list.ts` (pin it with `taskset -c 0` for steadier figures).
if (process.argv[1]?.endsWith('rewriter-list.ts')) console.log(await rewriterOnTheProxyList());
