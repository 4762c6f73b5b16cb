import type { PlanNode } from '@compliance-migrate/rename-map';

/** A top-level request key through each step's plan: its new name, undefined when unchanged, null when removed. */
export function renamedRequestKey(
  name: string,
  plans: readonly (PlanNode | undefined)[],
): { to: string; changeId: string } | undefined | null {
  let current = name;
  let changeId: string | undefined;
  for (const plan of plans) {
    const rule = plan?.keys?.get(current);
    if (!rule) continue;
    if (rule.out === null) return null;
    if (typeof rule.out === 'string' && rule.out !== current) {
      current = rule.out;
      changeId = rule.renameId ?? changeId;
    }
  }
  return changeId === undefined ? undefined : { to: current, changeId };
}
