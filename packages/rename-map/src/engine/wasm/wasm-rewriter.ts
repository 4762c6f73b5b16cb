import { isUtf8 } from 'node:buffer';
import type { BodyOutcome } from '../../result.js';
import type { PlanNode } from '../body-plan.js';
import {
  encodePlan,
  MAX_PLAN_BYTES,
  MAX_PLAN_CHANGES,
  TEMPLATE_SLOTS,
  type EncodedPlan,
} from './plan-encoding.js';
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
  /** Where the body goes; the output follows it. The other regions lie below. */
  INPUT: { value: number };
  MAX_PLAN_BYTES: { value: number };
  MAX_CHANGES: { value: number };
  TEMPLATE_SLOTS: { value: number };
  PLAN: { value: number };
  rewrite(
    root: number,
    inputLength: number,
    outputBase: number,
    outputCapacity: number,
    changes: number,
  ): number;
  applied(): number;
  appliedList(): number;
}

const PAGE = 1 << 16;
const OVERFLOW = -3;
/** Bodies needing more memory than this are left to the TypeScript rewriter. */
const MAX_MEMORY = 1 << 30;
/** Memory grown past this for one large body is given back afterwards, by starting a fresh instance. */
const KEEP_MEMORY = 64 << 20;

/** Off with COMPLIANCE_MIGRATE_WASM=0 in the environment: every body then takes the TypeScript rewriter. */
let enabled = process.env.COMPLIANCE_MIGRATE_WASM !== '0';
let compiled: object | undefined;
/** Set when the module cannot be compiled or used here: it is not tried again. */
let unavailable = false;
let instance: Rewriter | undefined;
let view: Buffer | undefined;
/** The applied list as 32-bit words, over the same memory as `view`. */
let words: Int32Array | undefined;
let residentPlan: EncodedPlan | undefined;
const encoded = new WeakMap<PlanNode, EncodedPlan | null>();

/** What the WebAssembly rewriter made of a body given as bytes. */
export interface BytesOutcome {
  /** The rewritten UTF-8 bytes, or the very input when nothing changed. */
  body: Uint8Array;
  changed: boolean;
  applied: string[];
}

/** Where rewritten bytes go: a buffer of exactly `size` bytes (a caller may hand out pooled memory). */
export type Allocate = (size: number) => Uint8Array;

/**
 * Rewrites `text` under `plan` with the WebAssembly rewriter, or returns undefined when the TypeScript one must
 * (a plan or body it leaves to it, text that is not JSON, or anything to report). Same result, about twice as fast.
 */
export function rewriteWithWasm(text: string, plan: PlanNode): BodyOutcome | undefined {
  // ASCII text is copied as it is (one byte a character) and read back the same way; other text goes as UTF-8.
  const utf8Length = Buffer.byteLength(text, 'utf8');
  const ascii = utf8Length === text.length;
  // A lone surrogate would not survive UTF-8.
  if (!ascii && !(text as unknown as { isWellFormed(): boolean }).isWellFormed()) return undefined;
  const length = rewrite(plan, utf8Length, text, ascii);
  if (length === undefined) return undefined;
  if (length === 0) return { body: text, applied: [], lossy: [], notes: [] };
  const body = output().toString(ascii ? 'latin1' : 'utf8');
  return { body, applied: lastApplied, lossy: [], notes: [] };
}

/**
 * {@link rewriteWithWasm} for a body as UTF-8 bytes, with no decoding or encoding on the way; undefined also for
 * bytes that are not UTF-8 (decoding would replace them, so only the text path gives the same result), which
 * are checked unless the caller has (`utf8Checked`).
 */
export function rewriteBytesWithWasm(
  bytes: Uint8Array,
  plan: PlanNode,
  allocate: Allocate = newBuffer,
  utf8Checked = false,
): BytesOutcome | undefined {
  if (!utf8Checked && !isUtf8(bytes)) return undefined;
  const length = rewrite(plan, bytes.length, bytes, false);
  if (length === undefined) return undefined;
  if (length === 0) return { body: bytes, changed: false, applied: [] };
  const body = allocate(length);
  body.set(output());
  return { body, changed: true, applied: lastApplied };
}

function newBuffer(size: number): Uint8Array {
  return Buffer.allocUnsafe(size);
}

/** Turns the WebAssembly rewriter on or off for this process (benchmarks compare the two). */
export function useWasmRewriter(on: boolean): void {
  enabled = on;
}

/** Bytes of memory the rewriter holds now (0 before its first use): for tests and diagnostics. */
export function rewriterMemoryBytes(): number {
  return instance?.memory.buffer.byteLength ?? 0;
}

/**
 * An instance with its exports read once: each read of an export (a property of a frozen object) or of a
 * global's value costs more than the numbers themselves, and the proxy calls the rewriter for every response.
 */
interface Rewriter {
  memory: WasmMemory;
  input: number;
  plan: number;
  appliedList: number;
  rewrite: RewriterExports['rewrite'];
  applied: RewriterExports['applied'];
}

/**
 * The last rewrite's output (in the module's memory, so read before the next rewrite) and the changes it
 * applied: kept here rather than returned in an object, which every response would allocate.
 */
let lastOutput: Buffer | undefined;
let lastApplied: string[] = [];

/** The last rewrite's output, let go of (so memory given back after a large body is not held). */
function output(): Buffer {
  const out = lastOutput!;
  lastOutput = undefined;
  return out;
}

/**
 * Runs the rewriter over a body of at most `size` bytes (bytes copied as they are, or text written as Latin-1
 * when `ascii`, else as UTF-8). Returns the output's length, the output kept in `lastOutput`; 0 when nothing
 * changed; undefined when the TypeScript rewriter must run.
 */
function rewrite(
  plan: PlanNode,
  size: number,
  body: Uint8Array | string,
  ascii: boolean,
): number | undefined {
  if (!enabled || unavailable) return undefined;
  let encodedPlan = encoded.get(plan);
  if (encodedPlan === undefined) {
    encodedPlan = encodePlan(plan) ?? null;
    encoded.set(plan, encodedPlan);
  }
  if (encodedPlan === null) return undefined;
  const wasm = (instance ??= instantiate());
  if (wasm === undefined) return undefined;
  try {
    return run(wasm, encodedPlan, size, body, ascii);
  } finally {
    if (view !== undefined && view.length > KEEP_MEMORY) {
      instance = undefined;
      view = undefined;
      words = undefined;
      residentPlan = undefined;
    }
  }
}

function run(
  wasm: Rewriter,
  plan: EncodedPlan,
  size: number,
  body: Uint8Array | string,
  ascii: boolean,
): number | undefined {
  const input = wasm.input;
  const output = input + align(size + 16);
  let capacity = size + (size >> 1) + 1024;
  for (;;) {
    const memory = reserve(wasm, output + capacity);
    if (memory === undefined) return undefined;
    if (residentPlan !== plan) {
      memory.set(plan.bytes, wasm.plan);
      residentPlan = plan;
    }
    let written: number;
    if (typeof body === 'string') written = memory.write(body, input, ascii ? 'latin1' : 'utf8');
    else {
      memory.set(body, input);
      written = body.length;
    }
    for (let i = input + written; i < input + written + 16; i++) memory[i] = 0; // cheaper than a fill() call
    // The rewriter copies 32 bytes at a time and may write up to 31 past what it reports: room is left.
    const length = wasm.rewrite(plan.root, written, output, capacity - 64, plan.changeIds.length);
    if (length === OVERFLOW) {
      capacity *= 2;
      continue;
    }
    if (length < 0) return undefined;
    const count = wasm.applied();
    const applied: string[] = [];
    for (let i = 0, at = wasm.appliedList >> 2; i < count; i++)
      applied.push(plan.changeIds[words![at + i]!]!);
    lastOutput = length === 0 ? undefined : memory.subarray(output, output + length);
    lastApplied = applied;
    return length;
  }
}

/** A fresh instance of the rewriter, or undefined where WebAssembly SIMD is not available (the TypeScript one runs). */
function instantiate(): Rewriter | undefined {
  try {
    compiled ??= new wasmApi.Module(Buffer.from(REWRITER_WASM, 'base64'));
    const wasm = new wasmApi.Instance(compiled, { env: { abort: () => {} } })
      .exports as unknown as RewriterExports;
    // Plans are encoded for these limits: a module built with others is not used.
    if (
      wasm.MAX_PLAN_BYTES.value !== MAX_PLAN_BYTES ||
      wasm.MAX_CHANGES.value !== MAX_PLAN_CHANGES ||
      wasm.TEMPLATE_SLOTS.value !== TEMPLATE_SLOTS
    ) {
      unavailable = true;
      return undefined;
    }
    return {
      memory: wasm.memory,
      input: wasm.INPUT.value,
      plan: wasm.PLAN.value,
      appliedList: wasm.appliedList(),
      rewrite: wasm.rewrite,
      applied: wasm.applied,
    };
  } catch {
    unavailable = true;
    return undefined;
  }
}

/** A view of the module's memory grown to at least `bytes`, or undefined when it cannot grow that far. */
function reserve(wasm: Rewriter, bytes: number): Buffer | undefined {
  if (bytes > MAX_MEMORY) return undefined;
  // A view spans the whole memory; growing detaches it (its length drops to 0), so a short view is stale.
  if (view === undefined || view.length < bytes) {
    const have = wasm.memory.buffer.byteLength;
    if (have < bytes) {
      try {
        wasm.memory.grow(Math.ceil((bytes - have) / PAGE));
      } catch {
        return undefined;
      }
    }
    const buffer = wasm.memory.buffer;
    view = Buffer.from(buffer);
    words = new Int32Array(buffer);
  }
  return view;
}

function align(n: number): number {
  return (n + 15) & ~15;
}
