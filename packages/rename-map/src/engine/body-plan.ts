import type { ChangeOf } from '../schema/change.js';
import { assertNever, type KindsOf } from '../schema/kinds.js';
import { parseBodyPath } from './body-path.js';

/** The body changes a plan is built from. */
export type BodyChange = ChangeOf<KindsOf<'body'>>;

/** Forward brings an older payload to the newer version; backward the reverse. */
export type Direction = 'forward' | 'backward';

/**
 * What to do with one key of an object, by its name in the input. Every field is required (undefined when
 * unused), so a new one fails to compile until every place that builds a rule (compile, fusion) and the
 * WebAssembly encoder's field list handle it.
 */
export interface KeyRule {
  /** Output name; `null` removes the member; undefined keeps the name. */
  out: string | null | undefined;
  /** `out` as JSON text, ready to write. */
  outJson: string | undefined;
  renameId: string | undefined;
  removeId: string | undefined;
  /** Input string value → output value as JSON text. */
  values: Map<string, string> | undefined;
  /** The input values of `values`, by length, as for {@link PlanNode.byLength}. */
  valuesByLength: (NameGroup | undefined)[] | undefined;
  valuesId: string | undefined;
  toMany: { id: string; mode: 'wrap' | 'first' } | undefined;
  child: PlanNode | undefined;
}

/** A field to add to an object that lacks it. */
export interface Insert {
  key: string;
  json: string;
  /** The whole member as JSON text, `"key":value`, ready to write; and the same after a comma. */
  member: string;
  memberAfterComma: string;
  id: string;
}

/** The rules for one place in a body: an object's keys, and the elements of an array found there (fields required, as for {@link KeyRule}). */
export interface PlanNode {
  keys: Map<string, KeyRule> | undefined;
  /**
   * Names this node acts on (rule keys and added fields) by length: `byLength[n]` groups those of n characters,
   * so the rewriter compares a key in place instead of slicing it out. Names of 64 characters or more are
   * looked up by slicing.
   */
  byLength: (NameGroup | undefined)[] | undefined;
  /** The rule of each name in `byLength`, at the same place (undefined for an added field without a rule). */
  rulesByLength: (readonly (KeyRule | undefined)[] | undefined)[] | undefined;
  item: PlanNode | undefined;
  inserts: Insert[] | undefined;
}

/** Names of one length, each with its character codes (compared in place, character by character). */
export interface NameGroup {
  names: readonly string[];
  codes: readonly (readonly number[])[];
}

interface NameNode {
  children: Map<string, NameNode>;
  item?: NameNode;
  changes: BodyChange[];
}

/** Compiles body changes (paths in the newer version's names) into a plan for one direction; undefined if empty. */
export function compileBodyPlan(changes: readonly BodyChange[], direction: Direction): PlanNode | undefined {
  if (changes.length === 0) return undefined;
  const root: NameNode = { children: new Map(), changes: [] };
  for (const change of changes) {
    let node = root;
    for (const segment of parseBodyPath(change.at)) {
      if ('item' in segment) {
        node.item ??= { children: new Map(), changes: [] };
        node = node.item;
      } else {
        let child = node.children.get(segment.key);
        if (!child) {
          child = { children: new Map(), changes: [] };
          node.children.set(segment.key, child);
        }
        node = child;
      }
    }
    node.changes.push(change);
  }
  return convert(root, direction);
}

function convert(names: NameNode, direction: Direction): PlanNode {
  const forward = direction === 'forward';
  // Every node and rule gets all its properties, in one order, so the rewriter's property reads stay monomorphic.
  const node: PlanNode = {
    keys: undefined,
    byLength: undefined,
    rulesByLength: undefined,
    item: undefined,
    inserts: undefined,
  };
  const keys = new Map<string, KeyRule>();
  const ruleFor = (key: string): KeyRule => {
    let rule = keys.get(key);
    if (!rule) {
      rule = {
        out: undefined,
        outJson: undefined,
        renameId: undefined,
        removeId: undefined,
        values: undefined,
        valuesByLength: undefined,
        valuesId: undefined,
        toMany: undefined,
        child: undefined,
      };
      keys.set(key, rule);
    }
    return rule;
  };
  const oldNameOf = (newName: string): string => {
    for (const change of names.changes) {
      if ((change.kind === 'field.renamed' || change.kind === 'field.toMany') && change.to === newName) {
        return change.from;
      }
    }
    return newName;
  };
  const inputName = (newName: string): string => (forward ? oldNameOf(newName) : newName);

  for (const change of names.changes) {
    switch (change.kind) {
      case 'field.renamed': {
        const rule = ruleFor(forward ? change.from : change.to);
        rule.out = forward ? change.to : change.from;
        rule.renameId = change.id;
        break;
      }
      case 'field.toMany': {
        const rule = ruleFor(forward ? change.from : change.to);
        rule.out = forward ? change.to : change.from;
        rule.toMany = { id: change.id, mode: forward ? 'wrap' : 'first' };
        break;
      }
      case 'value.renamed': {
        const rule = ruleFor(inputName(change.field));
        const pairs = Object.entries(change.values);
        rule.values = new Map(
          (forward ? pairs : pairs.map(([a, b]) => [b, a] as const)).map(([a, b]) => [a, JSON.stringify(b)]),
        );
        rule.valuesId = change.id;
        break;
      }
      case 'field.added':
        if (forward) addInsert(node, change.field, change.default, change.id);
        else Object.assign(ruleFor(change.field), { out: null, removeId: change.id });
        break;
      case 'field.removed':
        if (forward) Object.assign(ruleFor(change.field), { out: null, removeId: change.id });
        else addInsert(node, change.field, change.restore, change.id);
        break;
      default:
        // A kind given the 'body' stage in KINDS must be compiled into the plan here.
        assertNever(change, 'body change kind');
    }
  }
  for (const [newName, child] of names.children) {
    ruleFor(inputName(newName)).child = convert(child, direction);
  }
  if (names.item) node.item = convert(names.item, direction);
  for (const rule of keys.values()) if (typeof rule.out === 'string') rule.outJson = JSON.stringify(rule.out);
  if (keys.size > 0) node.keys = keys;
  indexNames(node, [...keys.keys(), ...(node.inserts ?? []).map((i) => i.key)]);
  for (const rule of keys.values()) if (rule.values) rule.valuesByLength = byLength([...rule.values.keys()]);
  return node;
}

/** Sets a node's `byLength` and `rulesByLength` from the names it acts on. */
export function indexNames(node: PlanNode, names: string[]): void {
  node.byLength = byLength(names);
  node.rulesByLength = node.byLength.map((group) => group?.names.map((name) => node.keys?.get(name)));
}

/** Strings grouped by length, for in-place comparison; those of 64 characters or more are left out. */
export const MAX_INLINE_NAME = 64;
function byLength(names: string[]): (NameGroup | undefined)[] {
  const out: (NameGroup | undefined)[] = new Array(MAX_INLINE_NAME).fill(undefined);
  for (const name of new Set(names)) {
    if (name.length >= MAX_INLINE_NAME) continue;
    const group = (out[name.length] ??= { names: [], codes: [] }) as { names: string[]; codes: number[][] };
    group.names.push(name);
    group.codes.push(Array.from(name, (_, i) => name.charCodeAt(i)));
  }
  return out;
}

function addInsert(node: PlanNode, key: string, value: unknown, id: string): void {
  if (value === undefined) return;
  const json = JSON.stringify(value);
  const member = `${JSON.stringify(key)}:${json}`;
  (node.inserts ??= []).push({ key, json, member, memberAfterComma: `,${member}`, id });
}
