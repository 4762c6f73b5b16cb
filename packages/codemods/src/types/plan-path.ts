import type { PlanNode } from '@compliance-migrate/rename-map';

/** One plan per step of the migration (4 → 5, 5 → 6), undefined where a step changes nothing there. */
export type Plans = readonly (PlanNode | undefined)[];

/** The plans at `path` of the body, each step's names followed through the renames of the steps before it. */
export function plansAt(path: readonly string[], plans: Plans): Plans {
  let names = [...path];
  return plans.map((plan) => {
    let node = plan;
    names = names.map((key) => {
      const rule = node?.keys?.get(key);
      node = rule?.child;
      return typeof rule?.out === 'string' ? rule.out : key;
    });
    return node;
  });
}
