import type { KeyRule, PlanNode } from '../body-plan.js';
import { INSERT, KEY, NODE, PLAN_LIMITS, PLAN_VALUES, RULE, VALUE } from './plan-layout.js';
import { assertNever } from '../../schema/kinds.js';
import { UnknownPlanFieldError } from '../../errors.js';

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
export const { MAX_PLAN_BYTES, MAX_PLAN_CHANGES, TEMPLATE_SLOTS } = PLAN_LIMITS;
const { MAX_INSERTS } = PLAN_LIMITS;
const { NONE } = PLAN_VALUES;

/**
 * How the encoder treats each field of a node and of a rule. `Record<keyof …>` makes a field added to
 * `PlanNode` or `KeyRule` fail to compile here until it is encoded (and the AssemblyScript rewriter taught it)
 * or declared derived (an index the encoder rebuilds, or text it recomputes); a field the types do not know
 * is refused at run time, so the fast rewriter can never silently skip a rule.
 */
const NODE_FIELDS: Record<keyof PlanNode, 'encoded' | 'derived'> = {
  keys: 'encoded',
  byLength: 'derived',
  rulesByLength: 'derived',
  item: 'encoded',
  inserts: 'encoded',
};
const RULE_FIELDS: Record<keyof KeyRule, 'encoded' | 'derived'> = {
  out: 'encoded',
  outJson: 'encoded',
  renameId: 'encoded',
  removeId: 'encoded',
  values: 'encoded',
  valuesByLength: 'derived',
  valuesId: 'encoded',
  toMany: 'encoded',
  child: 'encoded',
};

/** Throws UnknownPlanFieldError when `value` has a field `known` does not list. */
function refuseUnknownFields(value: object, known: object, what: 'node' | 'rule'): void {
  for (const field of Object.keys(value)) {
    if (!Object.hasOwn(known, field)) throw new UnknownPlanFieldError(what, field);
  }
}

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
    refuseUnknownFields(plan, NODE_FIELDS, 'node');
    const keys = plan.keys ?? new Map<string, KeyRule>();
    const inserts = plan.inserts ?? [];
    if (inserts.length > MAX_INSERTS) throw new NotEncodable();
    const at = this.reserve(NODE.SIZE);
    // One entry per name the node acts on: its rule's keys, then added fields that have no rule.
    const names = [...keys.keys(), ...inserts.map((i) => i.key).filter((k) => !keys.has(k))];
    const entries = this.reserve(names.length * KEY.SIZE);
    const insertList = this.reserve(inserts.length * INSERT.SIZE);
    this.words[at + NODE.item] = plan.item ? this.node(plan.item) : NONE;
    this.words[at + NODE.keyCount] = names.length;
    this.words[at + NODE.keys] = entries;
    this.words[at + NODE.insertCount] = inserts.length;
    this.words[at + NODE.inserts] = insertList;
    const objects = plan.keys !== undefined || plan.inserts !== undefined;
    this.words[at + NODE.objects] = objects ? 1 : 0;
    this.words[at + NODE.template] = objects && this.templates < TEMPLATE_SLOTS ? this.templates++ : NONE;
    names.forEach((name, i) => {
      const rule = keys.get(name);
      const e = entries + i * KEY.SIZE;
      this.setText(e + KEY.nameOffset, plain(name));
      this.words[e + KEY.rule] = rule ? this.rule(name, rule) : NONE;
      // The added fields this member supplies: by its output name, as `markPresent` decides.
      const output = rule ? (rule.out ?? name) : name;
      let mask = 0;
      inserts.forEach((insert, j) => {
        if (insert.key === output) mask |= 1 << j;
      });
      this.words[e + KEY.insertMask] = mask;
    });
    inserts.forEach((insert, j) => {
      const w = insertList + j * INSERT.SIZE;
      this.setText(w + INSERT.memberOffset, ascii(insert.member));
      this.words[w + INSERT.change] = this.change(insert.id);
    });
    return at;
  }

  private rule(key: string, rule: KeyRule): number {
    refuseUnknownFields(rule, RULE_FIELDS, 'rule');
    // A removal (and with it `removeId`) is always reported as a loss: only the TypeScript rewriter does it.
    if (rule.out === null) throw new NotEncodable();
    const at = this.reserve(RULE.SIZE);
    const renamed = typeof rule.out === 'string' && rule.out !== key;
    this.words[at + RULE.out] = renamed ? PLAN_VALUES.RULE_OUT_RENAME : PLAN_VALUES.RULE_OUT_KEEP;
    this.setText(at + RULE.outOffset, renamed ? ascii(rule.outJson ?? JSON.stringify(rule.out)) : '');
    this.words[at + RULE.renameChange] = renamed && rule.renameId ? this.change(rule.renameId) : NONE;
    const values = [...(rule.values ?? new Map<string, string>())];
    const valueList = this.reserve(values.length * VALUE.SIZE);
    this.words[at + RULE.valueCount] = values.length;
    this.words[at + RULE.values] = valueList;
    values.forEach(([from, to], i) => {
      this.setText(valueList + i * VALUE.SIZE + VALUE.nameOffset, plain(from));
      this.setText(valueList + i * VALUE.SIZE + VALUE.outOffset, ascii(to));
    });
    this.words[at + RULE.valuesChange] = rule.valuesId ? this.change(rule.valuesId) : NONE;
    this.words[at + RULE.toMany] = toManyWord(rule.toMany);
    this.words[at + RULE.toManyChange] = rule.toMany ? this.change(rule.toMany.id) : NONE;
    this.words[at + RULE.child] = rule.child ? this.node(rule.child) : NONE;
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

  /** Stores the text's offset and length in the words at `at` and `at + 1` (every layout keeps them adjacent). */
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

function toManyWord(toMany: KeyRule['toMany']): number {
  if (toMany === undefined) return PLAN_VALUES.TO_MANY_NONE;
  switch (toMany.mode) {
    case 'wrap':
      return PLAN_VALUES.TO_MANY_WRAP;
    case 'first':
      return PLAN_VALUES.TO_MANY_FIRST;
    default:
      return assertNever(toMany.mode, 'toMany mode');
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
