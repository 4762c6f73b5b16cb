import type { KeyRule, PlanNode } from '../body-plan.js';

/** A body plan as the WebAssembly rewriter reads it: 32-bit words, then the texts they point at. */
export interface EncodedPlan {
  /** Words and texts; offsets inside are from the start of this array, which must sit at a 4-byte boundary. */
  bytes: Uint8Array;
  /** Word index of the root node. */
  root: number;
  /** The change ids the plan can apply, by the index the rewriter reports. */
  changeIds: string[];
}

/** Plans larger than this, or with more changes, are left to the TypeScript rewriter. */
export const MAX_PLAN_BYTES = 1 << 16;
export const MAX_PLAN_CHANGES = 512;
/** Object nodes past this many get no template slot (the rewriter then always takes the full path). */
export const TEMPLATE_SLOTS = 64;
const MAX_INSERTS = 31; // one bit each in a 32-bit mask

/** Why a plan cannot be encoded: the TypeScript rewriter handles it instead. */
class NotEncodable extends Error {}

/**
 * Encodes a plan for the WebAssembly rewriter, or returns undefined when it does something only the TypeScript
 * rewriter does: removing fields (always reported as a loss), or names and texts that are not plain ASCII.
 */
export function encodePlan(plan: PlanNode): EncodedPlan | undefined {
  const encoder = new Encoder();
  try {
    const root = encoder.node(plan);
    return encoder.finish(root);
  } catch (error) {
    if (error instanceof NotEncodable) return undefined;
    throw error;
  }
}

/** Printable ASCII without `"` and `\`: such a name is written in JSON exactly as it is. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
const ASCII = /^\p{ASCII}*$/u;

class Encoder {
  private readonly words: number[] = [];
  private readonly texts: number[] = [];
  /** Word indexes that hold an offset into `texts`, fixed once the words' length is known. */
  private readonly textRefs: number[] = [];
  private readonly changeIds: string[] = [];
  private templates = 0;

  node(plan: PlanNode): number {
    const keys = plan.keys ?? new Map<string, KeyRule>();
    const inserts = plan.inserts ?? [];
    if (inserts.length > MAX_INSERTS) throw new NotEncodable();
    const at = this.reserve(7);
    // One entry per name the node acts on: its rule's keys, then added fields that have no rule.
    const names = [...keys.keys(), ...inserts.map((i) => i.key).filter((k) => !keys.has(k))];
    const entries = this.reserve(names.length * 4);
    const insertList = this.reserve(inserts.length * 3);
    this.words[at] = plan.item ? this.node(plan.item) : -1;
    this.words[at + 1] = names.length;
    this.words[at + 2] = entries;
    this.words[at + 3] = inserts.length;
    this.words[at + 4] = insertList;
    const objects = plan.keys !== undefined || plan.inserts !== undefined;
    this.words[at + 5] = objects ? 1 : 0;
    this.words[at + 6] = objects && this.templates < TEMPLATE_SLOTS ? this.templates++ : -1;
    names.forEach((name, i) => {
      const rule = keys.get(name);
      const e = entries + i * 4;
      this.setText(e, plain(name));
      this.words[e + 2] = rule ? this.rule(name, rule) : -1;
      // The added fields this member supplies: by its output name, as `markPresent` decides.
      const output = rule ? (rule.out ?? name) : name;
      let mask = 0;
      inserts.forEach((insert, j) => {
        if (insert.key === output) mask |= 1 << j;
      });
      this.words[e + 3] = mask;
    });
    inserts.forEach((insert, j) => {
      const w = insertList + j * 3;
      this.setText(w, ascii(insert.member));
      this.words[w + 2] = this.change(insert.id);
    });
    return at;
  }

  private rule(key: string, rule: KeyRule): number {
    if (rule.out === null) throw new NotEncodable();
    const at = this.reserve(10);
    const renamed = typeof rule.out === 'string' && rule.out !== key;
    this.words[at] = renamed ? 1 : 0;
    this.setText(at + 1, renamed ? ascii(rule.outJson ?? JSON.stringify(rule.out)) : '');
    this.words[at + 3] = renamed && rule.renameId ? this.change(rule.renameId) : -1;
    const values = [...(rule.values ?? new Map<string, string>())];
    const valueList = this.reserve(values.length * 4);
    this.words[at + 4] = values.length;
    this.words[at + 5] = valueList;
    values.forEach(([from, to], i) => {
      this.setText(valueList + i * 4, plain(from));
      this.setText(valueList + i * 4 + 2, ascii(to));
    });
    this.words[at + 6] = rule.valuesId ? this.change(rule.valuesId) : -1;
    this.words[at + 7] = rule.toMany ? (rule.toMany.mode === 'wrap' ? 1 : 2) : 0;
    this.words[at + 8] = rule.toMany ? this.change(rule.toMany.id) : -1;
    this.words[at + 9] = rule.child ? this.node(rule.child) : -1;
    return at;
  }

  finish(root: number): EncodedPlan {
    const wordBytes = this.words.length * 4;
    const size = wordBytes + this.texts.length;
    if (size > MAX_PLAN_BYTES || this.changeIds.length > MAX_PLAN_CHANGES) throw new NotEncodable();
    for (const ref of this.textRefs) this.words[ref]! += wordBytes;
    const bytes = new Uint8Array(size);
    new Int32Array(bytes.buffer, 0, this.words.length).set(this.words);
    bytes.set(this.texts, wordBytes);
    return { bytes, root, changeIds: this.changeIds };
  }

  private reserve(count: number): number {
    const at = this.words.length;
    for (let i = 0; i < count; i++) this.words.push(0);
    return at;
  }

  /** Stores the text's offset and length in the words at `at` and `at + 1`. */
  private setText(at: number, text: string): void {
    this.words[at] = this.texts.length;
    this.words[at + 1] = text.length;
    this.textRefs.push(at);
    for (let i = 0; i < text.length; i++) this.texts.push(text.charCodeAt(i));
  }

  private change(id: string): number {
    const index = this.changeIds.indexOf(id);
    if (index >= 0) return index;
    this.changeIds.push(id);
    return this.changeIds.length - 1;
  }
}

function plain(name: string): string {
  if (!PLAIN.test(name)) throw new NotEncodable();
  return name;
}

function ascii(json: string): string {
  if (!ASCII.test(json)) throw new NotEncodable();
  return json;
}
