import type { PlanNode } from '@compliance-migrate/rename-map';
import { Node, type CallExpression, type Type } from 'ts-morph';
import { heldBy } from './body-declared.js';
import { landingType } from './landing-type.js';
import { memberPlans as plansOf } from './member-plans.js';

type Plans = readonly (PlanNode | undefined)[];

/** How many members deep a read of the body is followed (`res.body.data`, `res.body.page.rows`). */
const MAX_MEMBERS = 4;

/**
 * `const res = await agent.get(url).set(h); return res.body.data;` in a method declared `Promise<Row[]>` (or
 * `res.body.data as Row[]`, `const rows: Row[] = res.body.data`): the type the code gives a member of an untyped
 * `body` (superagent's `any`), with the plans of that member. {@link bodyDeclaredAs} reads the whole body only.
 */
export function bodyMembersDeclared(call: CallExpression, plans: Plans): { type: Type; plans: Plans }[] {
  const declaration = heldBy(call);
  const name = declaration?.getNameNode();
  if (!Node.isIdentifier(name)) return [];
  const out: { type: Type; plans: Plans }[] = [];
  for (const reference of name.findReferencesAsNodes()) {
    const body = reference.getParent();
    if (!Node.isPropertyAccessExpression(body) || body.getExpression() !== reference) continue;
    if (body.getName() !== 'body') continue;
    const own = body.getType();
    if (!own.isAny() && !own.isUnknown()) continue;
    let node: Node = body;
    let memberPlans = plans;
    for (let depth = 0; depth < MAX_MEMBERS; depth++) {
      const member = node.getParent();
      if (!Node.isPropertyAccessExpression(member) || member.getExpression() !== node) break;
      memberPlans = plansOf(member.getName(), memberPlans);
      if (!memberPlans.some((p) => p !== undefined)) break;
      node = member;
      const declared = landingType(member);
      if (declared) {
        out.push({ type: declared, plans: memberPlans });
        break;
      }
    }
  }
  return out;
}
