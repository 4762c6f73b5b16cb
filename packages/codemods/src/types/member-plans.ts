import type { PlanNode } from '@compliance-migrate/rename-map';

type Plans = readonly (PlanNode | undefined)[];

/** The plans of the member `key` of an object, one per step, followed through each step's renames of the key. */
export function memberPlans(key: string, plans: Plans): Plans {
  let name = key;
  return plans.map((plan) => {
    const rule = plan?.keys?.get(name);
    if (typeof rule?.out === 'string') name = rule.out;
    return rule?.child;
  });
}
