// AssemblyScript: the JSON rewriter of `src/engine/json-rewriter.ts` over bytes, for bodies whose plan it can
// follow. It mirrors that file rule for rule; where the TypeScript one would report something (a note, a loss)
// or decode an escaped name, this one gives up (FALLBACK) and the TypeScript one runs instead, so the two
// can never disagree. Built into `src/engine/wasm/rewriter-wasm.ts` by `pnpm wasm`.
//
// Memory (offsets in bytes; fixed, so every access to them is one instruction with a constant offset):
//   STACK   one byte per open container being skipped
//   APPLIED one byte per change of the plan, then the order in which they were first applied (32-bit each),
//           then QUOTES and BACKSLASHES, the sixteen-byte patterns strings are searched for
//   TEMPLATE_COUNTS, TEMPLATES  the key tokens of the last object seen per plan node (see `object`)
//   PLAN    the encoded plan (32-bit words laid out by `src/engine/wasm/plan-layout.ts`) and its texts
//   INPUT   the body, followed by 16 zero bytes; the caller places the output after it

import {
  INSERT_CHANGE,
  INSERT_MEMBER_LENGTH,
  INSERT_MEMBER_OFFSET,
  INSERT_SIZE,
  KEY_INSERT_MASK,
  KEY_NAME_LENGTH,
  KEY_NAME_OFFSET,
  KEY_RULE,
  KEY_SIZE,
  MAX_PLAN_BYTES as LAYOUT_MAX_PLAN_BYTES,
  MAX_PLAN_CHANGES as LAYOUT_MAX_PLAN_CHANGES,
  NODE_INSERT_COUNT,
  NODE_INSERTS,
  NODE_ITEM,
  NODE_KEY_COUNT,
  NODE_KEYS,
  NODE_OBJECTS,
  NODE_TEMPLATE,
  NONE,
  RULE_CHILD,
  RULE_OUT,
  RULE_OUT_LENGTH,
  RULE_OUT_OFFSET,
  RULE_OUT_RENAME,
  RULE_RENAME_CHANGE,
  RULE_TO_MANY,
  RULE_TO_MANY_CHANGE,
  RULE_VALUE_COUNT,
  RULE_VALUES,
  RULE_VALUES_CHANGE,
  TEMPLATE_SLOTS as LAYOUT_TEMPLATE_SLOTS,
  TO_MANY_NONE,
  TO_MANY_WRAP,
  VALUE_NAME_LENGTH,
  VALUE_NAME_OFFSET,
  VALUE_OUT_LENGTH,
  VALUE_OUT_OFFSET,
  VALUE_SIZE,
} from './plan-layout';

const SYNTAX: i32 = -1; // not JSON: the TypeScript rewriter says where
const FALLBACK: i32 = -2; // something only the TypeScript rewriter reports

const QUOTE: u32 = 34;
const BACKSLASH: u32 = 92;
const OPEN_BRACE: u32 = 123;
const CLOSE_BRACE: u32 = 125;
const OPEN_BRACKET: u32 = 91;
const CLOSE_BRACKET: u32 = 93;
const COMMA: u32 = 44;
const COLON: u32 = 58;

// The plan's words (nodes, key entries, inserts, rules, values) are laid out in src/engine/wasm/plan-layout.ts,
// the one definition both rewriters use; `pnpm wasm` generates ./plan-layout.ts from it. Nodes, rules and
// children are word offsets from PLAN; NONE is none. Texts are byte offsets from PLAN.

export const MAX_DEPTH: i32 = 1 << 16;
// The plan limits, exported so the TypeScript side can check that this build matches its layout.
export const MAX_CHANGES: i32 = LAYOUT_MAX_PLAN_CHANGES;
/** Template slots (one per object node of the plan) and the members each remembers. */
export const TEMPLATE_SLOTS: i32 = LAYOUT_TEMPLATE_SLOTS;
const TEMPLATE_MEMBERS: i32 = 32;
export const MAX_PLAN_BYTES: i32 = LAYOUT_MAX_PLAN_BYTES;

// Each region follows the one before, sized by the limits above.
export const STACK: usize = 1 << 16;
export const APPLIED: usize = STACK + <usize>MAX_DEPTH;
const APPLIED_ORDER: usize = APPLIED + <usize>MAX_CHANGES;
/** Sixteen quotes, then sixteen backslashes: the patterns strings are searched for. */
const QUOTES: usize = APPLIED_ORDER + <usize>MAX_CHANGES * 4;
const BACKSLASHES: usize = QUOTES + 16;
const TEMPLATE_COUNTS: usize = QUOTES + 64;
const TEMPLATES: usize = TEMPLATE_COUNTS + <usize>TEMPLATE_SLOTS * 4;
export const PLAN: usize = TEMPLATES + <usize>(TEMPLATE_SLOTS * TEMPLATE_MEMBERS) * 8;
export const INPUT: usize = PLAN + <usize>MAX_PLAN_BYTES;

let inputEnd: i32 = 0;
let output: usize = 0;
let outputCap: i32 = 0;
let out: i32 = 0;
let copyFrom: i32 = 0;
let edits: i32 = 0;
let overflow: bool = false;
let appliedCount: i32 = 0;
/** Whether the string `stringEnd` last walked held a backslash (valid only when cleared before the walk). */
let escaped: bool = false;

function at(p: i32): u32 {
  return <u32>load<u8>(<usize>p, INPUT);
}

function word(index: i32): i32 {
  return load<i32>((<usize>index) << 2, PLAN);
}

function ws(p: i32): i32 {
  if (at(p) > 32) return p; // minified JSON: no whitespace at all
  while (true) {
    const c = at(p);
    if (c == 32 || c == 10 || c == 13 || c == 9) p++;
    else return p;
  }
}

/**
 * Index after the string starting at p (its opening quote), or SYNTAX. Most strings end within sixteen bytes
 * with no backslash before their closing quote: that case is decided here without reading a byte back (the
 * quote's position comes straight from the mask, which keeps the chain from one token to the next short),
 * and call sites ask for it inline. Longer or escaped strings go on in `stringEndFrom`, which sets `escaped`
 * for a backslash (callers that ask `decoded` clear it first).
 */
function stringEnd(p: i32): i32 {
  // The patterns are read from memory: as constants, V8 would build them anew for every string.
  const v = v128.load(<usize>p + 1, INPUT);
  const quotes = i8x16.bitmask(i8x16.eq(v, v128.load(QUOTES)));
  const backslashes = i8x16.bitmask(i8x16.eq(v, v128.load(BACKSLASHES)));
  const first = quotes & -quotes; // the lowest quote's bit, 0 for none
  // A quote in these sixteen bytes lies inside the input: the input is followed by sixteen zero bytes.
  if (first != 0 && (backslashes & (first - 1)) == 0) return p + 2 + <i32>ctz(quotes);
  return stringEndFrom(p + 1);
}

/** `stringEnd` from p, inside the string: sixteen bytes at a time, stepping over escapes. */
function stringEndFrom(p: i32): i32 {
  const quote = v128.load(QUOTES);
  const backslash = v128.load(BACKSLASHES);
  while (p < inputEnd) {
    const v = v128.load(<usize>p, INPUT);
    const m = i8x16.bitmask(v128.or(i8x16.eq(v, quote), i8x16.eq(v, backslash)));
    if (m == 0) {
      p += 16;
      continue;
    }
    p += <i32>ctz(m);
    if (p >= inputEnd) return SYNTAX;
    if (at(p) == BACKSLASH) {
      escaped = true;
      p += 2;
      continue;
    }
    return p + 1;
  }
  return SYNTAX;
}

/**
 * Whether the TypeScript rewriter would decode the string token [start, end) that `stringEnd` just walked: it
 * does for an escaped one, and for one of 64 characters or more (which fails on a raw control character).
 */
function decoded(start: i32, end: i32): bool {
  if (escaped) return true;
  if (end - start - 2 < 64) return false;
  for (let i = start + 1; i < end - 1; i++) if (at(i) < 32) return true;
  return false;
}

function digits(p: i32): i32 {
  let c = at(p);
  while (c >= 48 && c <= 57) c = at(++p);
  return p;
}

/** Index after the literal or number at p (JSON's grammar), or SYNTAX. */
function scalar(p: i32): i32 {
  const c = at(p);
  // Literals compared four bytes at a time ("true", "fals" + "e", "null", little-endian).
  if (c == 116) return load<u32>(<usize>p, INPUT) == 0x65757274 ? p + 4 : SYNTAX;
  if (c == 102) return load<u32>(<usize>p + 1, INPUT) == 0x65736c61 ? p + 5 : SYNTAX;
  if (c == 110) return load<u32>(<usize>p, INPUT) == 0x6c6c756e ? p + 4 : SYNTAX;
  let e = c == 45 ? p + 1 : p;
  const first = at(e);
  if (first == 48) e++;
  else if (first >= 49 && first <= 57) e = digits(e);
  else return SYNTAX;
  if (at(e) == 46) {
    const s = e + 1;
    e = digits(s);
    if (e == s) return SYNTAX;
  }
  const x = at(e);
  if (x == 101 || x == 69) {
    const sign = at(e + 1);
    const s = sign == 43 || sign == 45 ? e + 2 : e + 1;
    e = digits(s);
    if (e == s) return SYNTAX;
  }
  return e;
}

/** Index after the value at p, checked against JSON's grammar but not built; SYNTAX or FALLBACK. */
function skip(p: i32): i32 {
  const c = at(p);
  if (c == QUOTE) return inline.always(stringEnd(p));
  if (c != OPEN_BRACE && c != OPEN_BRACKET) return scalar(p);
  let depth = 0;
  let close = c == OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET;
  p = ws(p + 1);
  let empty = at(p) == close;
  while (true) {
    if (!empty) {
      if (close == CLOSE_BRACE) {
        if (at(p) != QUOTE) return SYNTAX;
        const k = inline.always(stringEnd(p));
        if (k < 0) return k;
        p = ws(k);
        if (at(p) != COLON) return SYNTAX;
        p = ws(p + 1);
      }
      const v = at(p);
      if (v == OPEN_BRACE || v == OPEN_BRACKET) {
        if (depth == MAX_DEPTH) return FALLBACK; // left to the TypeScript rewriter
        store<u8>(<usize>depth, <u8>close, STACK);
        depth++;
        close = v == OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET;
        p = ws(p + 1);
        empty = at(p) == close;
        continue;
      }
      const e = v == QUOTE ? inline.always(stringEnd(p)) : scalar(p);
      if (e < 0) return e;
      p = e;
    }
    while (true) {
      p = ws(p);
      const d = at(p);
      if (d == COMMA) {
        p = ws(p + 1);
        break;
      }
      if (d != close) return SYNTAX;
      p++;
      if (depth == 0) return p;
      depth--;
      close = <u32>load<u8>(<usize>depth, STACK);
    }
    empty = false;
  }
}

/**
 * Copies `length` bytes: 32 at a time below 256 (the last block may write up to 31 bytes past the end, into
 * the slack the caller leaves after the output), else with memory.copy, which is a call out of WebAssembly.
 */
function copyBytes(to: usize, from: usize, length: i32): void {
  if (length >= 256) {
    memory.copy(to, from, <usize>length);
    return;
  }
  for (let i = 0; i < length; i += 32) {
    const a = v128.load(from + <usize>i);
    const b = v128.load(from + <usize>i, 16);
    v128.store(to + <usize>i, a);
    v128.store(to + <usize>i, b, 16);
  }
}

/**
 * Starts an edit of input [start, end) into `length` new bytes: copies the input not yet written up to
 * `start` and returns where the new bytes go, or 0 when they would not fit (the output is then incomplete and
 * `rewrite` asks for more room, but the scan goes on to find out whether the text is JSON at all).
 */
function beginEdit(start: i32, end: i32, length: i32): usize {
  const copy = start - copyFrom;
  let at_: usize = 0;
  if (out + copy + length > outputCap) {
    overflow = true;
  } else {
    copyBytes(output + <usize>out, INPUT + <usize>copyFrom, copy);
    at_ = output + <usize>(out + copy);
    out += copy + length;
  }
  copyFrom = end;
  edits++;
  return at_;
}

/** Replaces input [start, end) with `length` bytes of plan text at `text`. */
function edit(start: i32, end: i32, text: i32, length: i32): void {
  const to = beginEdit(start, end, length);
  if (to != 0) copyBytes(to, PLAN + <usize>text, length);
}

/** Replaces input [start, end) with `length` (at most 4) bytes packed little-endian in `bytes`. */
function editSmall(start: i32, end: i32, bytes: u32, length: i32): void {
  const to = beginEdit(start, end, length);
  if (to != 0) store<u32>(to, bytes);
}

function apply(change: i32): void {
  if (change < 0) return;
  if (load<u8>(<usize>change, APPLIED) != 0) return;
  store<u8>(<usize>change, 1, APPLIED);
  store<i32>((<usize>appliedCount) << 2, change, APPLIED_ORDER);
  appliedCount++;
}

/** Whether the bytes of the token content [at, at + length) equal the plan text at `text`. */
function same(at_: i32, text: i32, length: i32): bool {
  let a = INPUT + <usize>at_;
  let b = PLAN + <usize>text;
  // Sixteen bytes at a time (reading past the end is harmless: the regions have room after them).
  while (length > 0) {
    const equal = i8x16.bitmask(i8x16.eq(v128.load(a), v128.load(b)));
    const wanted = length >= 16 ? 0xffff : (1 << length) - 1;
    if ((equal & wanted) != wanted) return false;
    a += 16;
    b += 16;
    length -= 16;
  }
  return true;
}

/** Processes the value at p under a plan node; returns the index after it, SYNTAX or FALLBACK. */
function value(p: i32, node: i32): i32 {
  const c = at(p);
  const item = word(node + NODE_ITEM);
  const objects = word(node + NODE_OBJECTS);
  if (c == OPEN_BRACE) {
    if (objects != 0) return object(p, node);
    if (item >= 0) return FALLBACK; // a shape note
    return skip(p);
  }
  if (c == OPEN_BRACKET) {
    if (item >= 0) return array(p, item);
    if (objects != 0) return FALLBACK;
    return skip(p);
  }
  const end = skip(p);
  if (end < 0) return end;
  return c == 110 ? end : FALLBACK;
}

function array(p: i32, item: i32): i32 {
  p = ws(p + 1);
  if (at(p) == CLOSE_BRACKET) return p + 1;
  const objects = word(item + NODE_OBJECTS) != 0;
  while (true) {
    p = objects && at(p) == OPEN_BRACE ? object(p, item) : value(p, item);
    if (p < 0) return p;
    p = ws(p);
    const c = at(p);
    if (c == COMMA) p = ws(p + 1);
    else if (c == CLOSE_BRACKET) return p + 1;
    else return SYNTAX;
  }
}

/**
 * Rows of a list mostly repeat their keys, in the same order. So each object node remembers, per member
 * place, where the key (its quotes included) of its last object lay in the input, and which entry it
 * matched. A member whose first bytes equal that key has the same end and the same entry, found with one
 * comparison: no search for the closing quote and no lookup, and the position of the next token no longer
 * waits on either. Any other key takes the full path, which records what it found. (An escaped key is never
 * recorded: the full path gives up on it first.)
 */
function object(p: i32, node: i32): i32 {
  const keyCount = word(node + NODE_KEY_COUNT);
  const keys = word(node + NODE_KEYS);
  const insertCount = word(node + NODE_INSERT_COUNT);
  const slot = word(node + NODE_TEMPLATE);
  const templates = TEMPLATES + <usize>(slot * TEMPLATE_MEMBERS) * 8;
  let known = slot < 0 ? 0 : load<i32>((<usize>slot) << 2, TEMPLATE_COUNTS);
  let present = 0;
  let emitted = 0;
  p = ws(p + 1);
  if (at(p) != CLOSE_BRACE) {
    while (true) {
      const keyStart = p;
      let keyEnd = -1;
      let entry = -1;
      if (emitted < known) {
        const t = templates + ((<usize>emitted) << 3);
        const packed = load<i32>(t, 4);
        const like = v128.load(<usize>load<i32>(t), INPUT);
        const equal = i8x16.bitmask(i8x16.eq(v128.load(<usize>p, INPUT), like));
        const wanted = (1 << (packed & 0xff)) - 1; // never met for a place that recorded no token
        if ((equal & wanted) == wanted) {
          keyEnd = p + (packed & 0xff);
          entry = packed >> 8;
        }
      }
      if (keyEnd < 0) {
        if (at(p) != QUOTE) return SYNTAX;
        escaped = false;
        keyEnd = inline.always(stringEnd(p));
        if (keyEnd < 0) return keyEnd;
        // A key the TypeScript rewriter would decode may spell a name, or fail to decode: it says which.
        if (decoded(keyStart, keyEnd)) return FALLBACK;
        const keyLength = keyEnd - keyStart - 2;
        for (let i = 0; i < keyCount; i++) {
          const e = keys + i * KEY_SIZE;
          if (
            word(e + KEY_NAME_LENGTH) == keyLength &&
            same(keyStart + 1, word(e + KEY_NAME_OFFSET), keyLength)
          ) {
            entry = e;
            break;
          }
        }
        if (slot >= 0 && emitted < TEMPLATE_MEMBERS) {
          // The key, when it fits one comparison; else a length no comparison meets.
          const length = keyEnd - keyStart;
          const t = templates + ((<usize>emitted) << 3);
          store<i32>(t, keyStart);
          store<i32>(t, length <= 16 ? (entry << 8) | length : 31, 4);
          if (emitted >= known) {
            known = emitted + 1;
            store<i32>((<usize>slot) << 2, known, TEMPLATE_COUNTS);
          }
        }
      }
      // Each byte read once on the common path (no whitespace around the colon).
      p = keyEnd;
      if (at(p) != COLON) {
        p = ws(p);
        if (at(p) != COLON) return SYNTAX;
      }
      let valueStart = p + 1;
      let v = at(valueStart);
      if (v <= 32) {
        valueStart = ws(valueStart);
        v = at(valueStart);
      }
      let valueEnd: i32;
      // A value its rule leaves alone (no rule, or a rename only) is walked here: a string or a whole
      // number, the commonest values, inline; anything else in skip(). Other rules go to member().
      let rule = NONE;
      let plain = true;
      if (entry >= 0) {
        present |= word(entry + KEY_INSERT_MASK);
        rule = word(entry + KEY_RULE);
        if (rule >= 0) {
          if (word(rule + RULE_OUT) == RULE_OUT_RENAME) {
            edit(keyStart, keyEnd, word(rule + RULE_OUT_OFFSET), word(rule + RULE_OUT_LENGTH));
            apply(word(rule + RULE_RENAME_CHANGE));
          }
          plain =
            word(rule + RULE_TO_MANY) == TO_MANY_NONE &&
            word(rule + RULE_VALUE_COUNT) == 0 &&
            word(rule + RULE_CHILD) < 0;
        }
      }
      if (plain) {
        if (v == QUOTE) {
          valueEnd = inline.always(stringEnd(valueStart));
        } else if (v >= 49 && v <= 57) {
          valueEnd = digits(valueStart + 1);
          const d = at(valueEnd);
          if (d == 46 || d == 101 || d == 69) valueEnd = scalar(valueStart);
        } else if (v == OPEN_BRACE || v == OPEN_BRACKET) {
          valueEnd = skip(valueStart);
        } else {
          valueEnd = scalar(valueStart);
        }
      } else {
        valueEnd = member(valueStart, rule);
      }
      if (valueEnd < 0) return valueEnd;
      emitted++;
      p = valueEnd;
      let c = at(p);
      if (c <= 32) {
        p = ws(p);
        c = at(p);
      }
      if (c == COMMA) p = ws(p + 1);
      else if (c == CLOSE_BRACE) break;
      else return SYNTAX;
    }
  }
  const inserts = word(node + NODE_INSERTS);
  for (let i = 0; i < insertCount; i++) {
    if ((present & (1 << i)) != 0) continue;
    const insert = inserts + i * INSERT_SIZE;
    if (emitted > 0) editSmall(p, p, COMMA, 1);
    edit(p, p, word(insert + INSERT_MEMBER_OFFSET), word(insert + INSERT_MEMBER_LENGTH));
    apply(word(insert + INSERT_CHANGE));
    emitted++;
  }
  return p + 1;
}

/** Processes a member's value under its rule. */
function member(p: i32, rule: i32): i32 {
  const c = at(p);
  const toMany = word(rule + RULE_TO_MANY);
  if (toMany != TO_MANY_NONE) {
    const end = skip(p);
    if (end < 0) return end;
    if (toMany == TO_MANY_WRAP) {
      if (c == 110) {
        editSmall(p, end, 0x5d5b, 2); // null becomes []
      } else {
        editSmall(p, p, OPEN_BRACKET, 1);
        editSmall(end, end, CLOSE_BRACKET, 1);
      }
      apply(word(rule + RULE_TO_MANY_CHANGE));
      return end;
    }
    if (c != OPEN_BRACKET) return c == 110 ? end : FALLBACK;
    // The first element, or null for an empty list; a longer list loses elements, which is reported.
    const q = ws(p + 1);
    if (at(q) == CLOSE_BRACKET) {
      editSmall(p, end, 0x6c6c756e, 4); // [] becomes null
    } else {
      const first = skip(q);
      if (first < 0) return first;
      if (at(ws(first)) != CLOSE_BRACKET) return FALLBACK;
      copyRange(p, end, q, first);
    }
    apply(word(rule + RULE_TO_MANY_CHANGE));
    return end;
  }
  const valueCount = word(rule + RULE_VALUE_COUNT);
  if (valueCount > 0 && c == QUOTE) {
    escaped = false;
    const end = inline.always(stringEnd(p));
    if (end < 0) return end;
    if (decoded(p, end)) return FALLBACK;
    const length = end - p - 2;
    const values = word(rule + RULE_VALUES);
    for (let i = 0; i < valueCount; i++) {
      const v = values + i * VALUE_SIZE;
      if (word(v + VALUE_NAME_LENGTH) == length && same(p + 1, word(v + VALUE_NAME_OFFSET), length)) {
        edit(p, end, word(v + VALUE_OUT_OFFSET), word(v + VALUE_OUT_LENGTH));
        apply(word(rule + RULE_VALUES_CHANGE));
        break;
      }
    }
    return end;
  }
  const child = word(rule + RULE_CHILD);
  if (child >= 0) return value(p, child);
  return skip(p);
}

/** Replaces input [start, end) with input [from, to), which lies inside it. */
function copyRange(start: i32, end: i32, from: i32, to: i32): void {
  const at_ = beginEdit(start, end, to - from);
  if (at_ != 0) copyBytes(at_, INPUT + <usize>from, to - from);
}

/**
 * Rewrites the body under the plan's root node. Returns the output length; 0 when nothing changed (the body
 * stands as it is); SYNTAX, FALLBACK, or -3 when the output did not fit in `outputCapacity`.
 */
export function rewrite(
  root: i32,
  inputLength: i32,
  outputBase: usize,
  outputCapacity: i32,
  changeCount: i32,
): i32 {
  inputEnd = inputLength;
  output = outputBase;
  outputCap = outputCapacity;
  out = 0;
  copyFrom = 0;
  edits = 0;
  overflow = false;
  appliedCount = 0;
  memory.fill(APPLIED, 0, <usize>changeCount);
  memory.fill(TEMPLATE_COUNTS, 0, <usize>TEMPLATE_SLOTS * 4);
  v128.store(QUOTES, i8x16.splat(<i8>QUOTE));
  v128.store(BACKSLASHES, i8x16.splat(<i8>BACKSLASH));
  let p = ws(0);
  p = value(p, root);
  if (p < 0) return p;
  if (ws(p) != inputLength) return SYNTAX;
  if (edits == 0) return 0;
  const rest = inputLength - copyFrom;
  if (overflow || out + rest > outputCap) return -3;
  memory.copy(output + <usize>out, INPUT + <usize>copyFrom, <usize>rest);
  return out + rest;
}

/** How many changes were applied by the last `rewrite`, listed in order at the applied region. */
export function applied(): i32 {
  return appliedCount;
}

/** Offset of the applied changes' order list. */
export function appliedList(): usize {
  return APPLIED_ORDER;
}
