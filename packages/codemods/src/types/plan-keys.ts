import type { Node } from 'ts-morph';
import type { Plans } from './plan-path.js';

/** One edit the plans ask for in code no type ties to the API: a key renamed, or a value renamed. */
export interface PlannedEdit {
  node: Node;
  start: number;
  end: number;
  to: string;
  changeId: string;
}

/** A field's values renamed by one step (input value → output value as JSON text). */
export interface ValueRule {
  values: ReadonlyMap<string, string>;
  id: string;
}

/** The key `name` read through each step's plan: its final name, the last rename's id, its children and value rules. */
export function keyStep(
  plans: Plans,
  name: string,
): { to: string; changeId: string | undefined; children: Plans; values: ValueRule[] } | undefined {
  let to = name;
  let changeId: string | undefined;
  const children: Plans[number][] = [];
  const values: ValueRule[] = [];
  for (const plan of plans) {
    const rule = plan?.keys?.get(to);
    children.push(rule?.child);
    if (!rule) continue;
    // a removed field, or one that became a list: left to the type-check and the call's TODO
    if (rule.out === null || rule.toMany) return undefined;
    if (rule.values && rule.valuesId) values.push({ values: rule.values, id: rule.valuesId });
    if (typeof rule.out === 'string' && rule.out !== to) {
      to = rule.out;
      changeId = rule.renameId;
    }
  }
  return { to, changeId, children, values };
}

/** A value through each step's renames of it, with the last rename's id; undefined when none renames it. */
export function renamedValue(
  value: string,
  rules: readonly ValueRule[],
): { to: string; changeId: string } | undefined {
  let to = value;
  let changeId: string | undefined;
  for (const rule of rules) {
    const next = rule.values.get(to);
    if (next === undefined) continue;
    to = JSON.parse(next) as string;
    changeId = rule.id;
  }
  return changeId && to !== value ? { to, changeId } : undefined;
}
