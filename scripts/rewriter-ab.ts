/**
 * Two builds of the WebAssembly rewriter over the proxy benchmark's list, called directly (no JavaScript around
 * the call), in one process, taking turns batch by batch: `tsx --conditions=source scripts/rewriter-ab.ts
 * [OLD] [BATCHES]`. OLD is a git revision (default HEAD) whose committed `rewriter-wasm.ts` is the old module;
 * the new one is the working tree's. `OLD=same` compares the working tree's module with itself (the noise
 * control). Reports, for the rename and for the walk alone (a list whose rows hold no key the plan names), the
 * median µs per rewrite of each and the median of the paired batches' new / old ratio, with how many batches
 * went which way. Checks first that both modules give the same bytes. A root script (like build-wasm.ts): it
 * reads the rename map's sources, which the package does not export.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTranslator, loadChangeMap, type PlanNode } from '@compliance-migrate/rename-map';
import { categoryList } from '../bench/category-list.js';
import { encodePlan } from '../packages/rename-map/src/engine/wasm/plan-encoding.js';

const source = 'packages/rename-map/src/engine/wasm/rewriter-wasm.ts';
const root = fileURLToPath(new URL('..', import.meta.url));
const [oldRev = 'HEAD', batchArg = '150'] = process.argv.slice(2);
const BATCHES = Number(batchArg);
const PER_BATCH = 200;

/** The base64 module of a `rewriter-wasm.ts` text. */
function moduleOf(text: string): Uint8Array {
  const parts = [...text.matchAll(/'([A-Za-z0-9+/=]+)'/g)].map((m) => m[1]);
  return Buffer.from(parts.join(''), 'base64');
}

interface Exports {
  memory: { buffer: ArrayBuffer; grow(pages: number): number };
  INPUT: { value: number };
  PLAN: { value: number };
  rewrite(root: number, length: number, output: number, capacity: number, changes: number): number;
}
const wasmApi = (globalThis as unknown as { WebAssembly: { Module: new (b: Uint8Array) => object } })
  .WebAssembly as unknown as {
  Module: new (b: Uint8Array) => object;
  Instance: new (m: object, i: object) => { exports: object };
};

/** A rewrite of `body` under `plan` by the module, as a function of no arguments returning the output length. */
function caller(
  bytes: Uint8Array,
  plan: ReturnType<typeof encodePlan>,
  body: Buffer,
): (() => number) & { output(): Buffer } {
  const wasm = new wasmApi.Instance(new wasmApi.Module(bytes), { env: { abort: () => {} } })
    .exports as unknown as Exports;
  const input = wasm.INPUT.value;
  const output = input + ((body.length + 31) & ~15);
  const capacity = body.length * 2 + 1024;
  // Room after the output for the quote index of commit 3657ac2 (tried in issue 24's seventh pass), so it can
  // be measured again.
  const need = output + capacity + 64 + body.length * 4 + 96;
  const have = wasm.memory.buffer.byteLength;
  if (have < need) wasm.memory.grow(Math.ceil((need - have) / 65536));
  const memory = Buffer.from(wasm.memory.buffer);
  memory.set(plan!.bytes, wasm.PLAN.value);
  memory.set(body, input);
  memory.fill(0, input + body.length, input + body.length + 16);
  const { rewrite } = wasm;
  const planRoot = plan!.root;
  const changes = plan!.changeIds.length;
  const length = body.length;
  const run = () => rewrite(planRoot, length, output, capacity, changes);
  /** The output of one more rewrite, copied out (empty when nothing changed). */
  const outputOf = () => Buffer.from(memory.subarray(output, output + Math.max(0, run())));
  return Object.assign(run, { output: outputOf });
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const overlay = `${root}packages/proxy/test/fixtures/overlay.yaml`;
const translator = createTranslator(await loadChangeMap([overlay]), 6, 4);
const route = translator.responseRoute('GET', '/categories') as unknown as {
  plan(status: number): PlanNode;
};
const plan = encodePlan(route.plan(200));
if (!plan) throw new Error('the list plan is not one the WebAssembly rewriter takes');

const newModule = moduleOf(readFileSync(`${root}${source}`, 'utf8'));
const oldModule =
  oldRev === 'same'
    ? newModule
    : moduleOf(execFileSync('git', ['show', `${oldRev}:${source}`], { cwd: root, encoding: 'utf8' }));

const list = categoryList(160);
const walkOnly = Buffer.from(list.toString('latin1').replaceAll('"name"', '"nbme"'), 'latin1');
for (const [label, body] of [
  ['rename', list],
  ['walk alone', walkOnly],
] as const) {
  const a = caller(oldModule, plan, body);
  const b = caller(newModule, plan, body);
  if (a() !== b() || !a.output().equals(b.output())) throw new Error(`${label}: the two modules differ`);
  if (label === 'rename' && a() <= 0) throw new Error('the rename did not apply');
  for (let i = 0; i < 3000; i++) {
    a();
    b();
  }
  const oldTimes: number[] = [];
  const newTimes: number[] = [];
  const ratios: number[] = [];
  for (let batch = 0; batch < BATCHES; batch++) {
    const pair: number[] = [];
    for (const fn of batch % 2 ? [b, a] : [a, b]) {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < PER_BATCH; i++) fn();
      pair.push(Number(process.hrtime.bigint() - t0) / PER_BATCH / 1000);
    }
    const [oldUs, newUs] = batch % 2 ? [pair[1]!, pair[0]!] : [pair[0]!, pair[1]!];
    oldTimes.push(oldUs);
    newTimes.push(newUs);
    ratios.push(newUs / oldUs);
  }
  const lower = ratios.filter((r) => r < 1).length;
  console.log(
    `${label}: old ${median(oldTimes).toFixed(2)} µs (best ${Math.min(...oldTimes).toFixed(2)}), ` +
      `new ${median(newTimes).toFixed(2)} µs (best ${Math.min(...newTimes).toFixed(2)}), ` +
      `new/old ${median(ratios).toFixed(3)}, new lower in ${lower} of ${BATCHES} batches`,
  );
}
