import type { BodyOutcome } from '../../result.js';
import type { PlanNode } from '../body-plan.js';
import { encodePlan, MAX_PLAN_BYTES, MAX_PLAN_CHANGES, type EncodedPlan } from './plan-encoding.js';
import { REWRITER_WASM } from './rewriter-wasm.js';

/** The parts of the WebAssembly API used here (the ES library types leave it out). */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: object };
}
const { WebAssembly: wasmApi } = globalThis as unknown as { WebAssembly: WasmApi };

/** The exports of `assembly/rewriter.ts`. */
interface RewriterExports {
  memory: WasmMemory;
  rewrite(
    planBase: number,
    root: number,
    inputBase: number,
    inputLength: number,
    outputBase: number,
    outputCapacity: number,
    appliedBase: number,
    changeCount: number,
    stackBase: number,
  ): number;
  applied(): number;
  appliedList(): number;
}

// Fixed regions at the bottom of memory; the body and the output follow, growing memory as needed.
const STACK = 1 << 16; // 64 KB: one byte per open container
const APPLIED = STACK + (1 << 16); // a flag per change, then their order (4 bytes each)
const PLAN = APPLIED + MAX_PLAN_CHANGES * 5 + 64;
const INPUT = PLAN + MAX_PLAN_BYTES;
const PAGE = 1 << 16;
const OVERFLOW = -3;
/** Bodies needing more memory than this are left to the TypeScript rewriter. */
const MAX_MEMORY = 1 << 30;
/** Memory grown past this for one large body is given back afterwards, by starting a fresh instance. */
const KEEP_MEMORY = 64 << 20;

let compiled: object | undefined | null;
let instance: RewriterExports | undefined;
let view: Buffer | undefined;
let residentPlan: EncodedPlan | undefined;
const encoded = new WeakMap<PlanNode, EncodedPlan | null>();

/**
 * Rewrites `text` under `plan` with the WebAssembly rewriter, or returns undefined when the TypeScript one must
 * (a plan or body it leaves to it, text that is not JSON, or anything to report). Same result, about twice as fast.
 */
export function rewriteWithWasm(text: string, plan: PlanNode): BodyOutcome | undefined {
  let encodedPlan = encoded.get(plan);
  if (encodedPlan === undefined) {
    encodedPlan = encodePlan(plan) ?? null;
    encoded.set(plan, encodedPlan);
  }
  if (encodedPlan === null) return undefined;
  const wasm = (instance ??= instantiate());
  if (wasm === undefined) return undefined;
  try {
    return run(wasm, text, encodedPlan);
  } finally {
    if (wasm.memory.buffer.byteLength > KEEP_MEMORY) {
      instance = undefined;
      view = undefined;
      residentPlan = undefined;
    }
  }
}

/** Bytes of memory the rewriter holds now (0 before its first use): for tests and diagnostics. */
export function rewriterMemoryBytes(): number {
  return instance?.memory.buffer.byteLength ?? 0;
}

function run(wasm: RewriterExports, text: string, encodedPlan: EncodedPlan): BodyOutcome | undefined {
  // ASCII text is copied as it is (one byte a character) and read back the same way; other text goes as UTF-8.
  const utf8Length = Buffer.byteLength(text, 'utf8');
  const ascii = utf8Length === text.length;
  // A lone surrogate would not survive UTF-8.
  if (!ascii && !(text as unknown as { isWellFormed(): boolean }).isWellFormed()) return undefined;
  let capacity = utf8Length + (utf8Length >> 1) + 1024;
  for (;;) {
    const output = INPUT + align(utf8Length + 16);
    const memory = reserve(wasm, output + capacity);
    if (memory === undefined) return undefined;
    if (residentPlan !== encodedPlan) {
      memory.set(encodedPlan.bytes, PLAN);
      residentPlan = encodedPlan;
    }
    const written = memory.write(text, INPUT, ascii ? 'latin1' : 'utf8');
    memory.fill(0, INPUT + written, INPUT + written + 16);
    const changes = encodedPlan.changeIds.length;
    const length = wasm.rewrite(
      PLAN,
      encodedPlan.root,
      INPUT,
      written,
      output,
      capacity,
      APPLIED,
      changes,
      STACK,
    );
    if (length === OVERFLOW) {
      capacity *= 2;
      continue;
    }
    if (length < 0) return undefined;
    if (length === 0) return { body: text, applied: [], lossy: [], notes: [] };
    const body = memory.toString(ascii ? 'latin1' : 'utf8', output, output + length);
    const order = new Int32Array(memory.buffer, memory.byteOffset + wasm.appliedList(), wasm.applied());
    return { body, applied: Array.from(order, (i) => encodedPlan.changeIds[i]!), lossy: [], notes: [] };
  }
}

/** A fresh instance of the rewriter, or undefined where WebAssembly SIMD is not available (the TypeScript one runs). */
function instantiate(): RewriterExports | undefined {
  try {
    compiled ??= new wasmApi.Module(Buffer.from(REWRITER_WASM, 'base64'));
    return new wasmApi.Instance(compiled, { env: { abort: () => {} } }).exports as unknown as RewriterExports;
  } catch {
    compiled = null;
    return undefined;
  }
}

/** A view of the module's memory grown to at least `bytes`, or undefined when it cannot grow that far. */
function reserve(wasm: RewriterExports, bytes: number): Buffer | undefined {
  if (bytes > MAX_MEMORY) return undefined;
  const have = wasm.memory.buffer.byteLength;
  if (have < bytes) {
    try {
      wasm.memory.grow(Math.ceil((bytes - have) / PAGE));
    } catch {
      return undefined;
    }
  }
  if (view === undefined || view.buffer !== wasm.memory.buffer) view = Buffer.from(wasm.memory.buffer);
  return view;
}

function align(n: number): number {
  return (n + 15) & ~15;
}
