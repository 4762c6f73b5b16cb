import { indexNames, type Insert, type KeyRule, type PlanNode } from './body-plan.js';

/** Returned by {@link fusePlans} when two steps cannot be done in one pass with the same result. */
export const UNFUSABLE = null;

/**
 * One plan doing what `first` then `second` do, so a body crosses two version steps in a single pass; or
 * `UNFUSABLE` when the steps touch the same member in ways one rule cannot express (a key renamed by both,
 * a value changed by both, a field added by one and changed by the other, a loss under a renamed parent).
 * The fused pass gives the same body, applied changes and losses as the two passes; a shape note comes once,
 * with its path in the input's names.
 */
export function fusePlans(
  first: PlanNode | undefined,
  second: PlanNode | undefined,
): PlanNode | undefined | typeof UNFUSABLE {
  return fuse(first, second, false);
}

function fuse(
  a: PlanNode | undefined,
  b: PlanNode | undefined,
  renamedAbove: boolean,
): PlanNode | undefined | typeof UNFUSABLE {
  if (a === undefined) return b === undefined || !renamedAbove || !hasLoss(b) ? b : UNFUSABLE;
  if (b === undefined) return a;
  const aObject = a.keys !== undefined || a.inserts !== undefined;
  const bObject = b.keys !== undefined || b.inserts !== undefined;
  // One step expecting an object where the other expects an array leaves notes one pass cannot repeat.
  if ((aObject && b.item) || (bObject && a.item)) return UNFUSABLE;

  const keys = new Map<string, KeyRule>();
  for (const [key, ruleA] of a.keys ?? []) {
    if (ruleA.out === null) {
      keys.set(key, ruleA);
      continue;
    }
    const middle = ruleA.out ?? key;
    const ruleB = b.keys?.get(middle);
    if (ruleB === undefined) {
      keys.set(key, ruleA);
      continue;
    }
    const fused = fuseRules(ruleA, ruleB, renamedAbove || middle !== key);
    if (fused === UNFUSABLE) return UNFUSABLE;
    keys.set(key, fused);
  }
  for (const [key, ruleB] of b.keys ?? []) {
    if (a.keys?.has(key)) continue;
    if (renamedAbove && ruleHasLoss(ruleB)) return UNFUSABLE;
    keys.set(key, ruleB);
  }
  // A field the first step adds and the second changes, or a name the second gives that the first adds.
  for (const insert of a.inserts ?? []) {
    if (b.keys?.has(insert.key)) return UNFUSABLE;
    for (const ruleB of b.keys?.values() ?? []) if (ruleB.out === insert.key) return UNFUSABLE;
  }
  const inserts: Insert[] = [...(a.inserts ?? [])];
  for (const insert of b.inserts ?? []) {
    // Added by the first step already: the second finds it present.
    if (!inserts.some((i) => i.key === insert.key)) inserts.push(insert);
  }
  let item: PlanNode | undefined;
  if (a.item || b.item) {
    const fusedItem = fuse(a.item, b.item, renamedAbove);
    if (fusedItem === UNFUSABLE) return UNFUSABLE;
    item = fusedItem;
  }
  const node: PlanNode = {
    keys: undefined,
    byLength: undefined,
    rulesByLength: undefined,
    item,
    inserts: undefined,
  };
  if (keys.size > 0) node.keys = keys;
  if (inserts.length > 0) node.inserts = inserts;
  indexNames(node, [...keys.keys(), ...inserts.map((i) => i.key)]);
  return node;
}

/** The rule for a member `a` acts on first and `b` then acts on under its new name. */
function fuseRules(a: KeyRule, b: KeyRule, renamed: boolean): KeyRule | typeof UNFUSABLE {
  if (b.out === null) return UNFUSABLE;
  const aRenames = a.out !== undefined;
  const bRenames = b.out !== undefined;
  if (aRenames && bRenames) return UNFUSABLE;
  const aValue = a.toMany !== undefined || a.values !== undefined;
  const bValue = b.toMany !== undefined || b.values !== undefined;
  if ((aValue || a.child) && (bValue || b.child) && !(a.child && b.child && !aValue && !bValue)) {
    return UNFUSABLE;
  }
  // Kept explicit, though the checks above already exclude it: a loss of b's would be reported under new names.
  if (renamed && ruleHasLoss(b)) return UNFUSABLE;
  let child: PlanNode | undefined;
  if (a.child || b.child) {
    const fused = fuse(a.child, b.child, renamed);
    if (fused === UNFUSABLE) return UNFUSABLE;
    child = fused;
  }
  const out = bRenames ? b.out : a.out;
  return {
    out,
    outJson: out === undefined || out === null ? undefined : JSON.stringify(out),
    renameId: bRenames ? b.renameId : a.renameId,
    removeId: undefined,
    values: a.values ?? b.values,
    valuesByLength: a.values ? a.valuesByLength : b.valuesByLength,
    valuesId: a.values ? a.valuesId : b.valuesId,
    toMany: a.toMany ?? b.toMany,
    child,
  };
}

/** Whether a rule reports a loss itself (its path would be named differently in a fused pass). */
function ruleHasLoss(rule: KeyRule): boolean {
  return (
    rule.out === null || rule.toMany?.mode === 'first' || (rule.child !== undefined && hasLoss(rule.child))
  );
}

function hasLoss(node: PlanNode): boolean {
  for (const rule of node.keys?.values() ?? []) if (ruleHasLoss(rule)) return true;
  return node.item !== undefined && hasLoss(node.item);
}
