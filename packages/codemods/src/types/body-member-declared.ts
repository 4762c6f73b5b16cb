import type { PlanNode } from '@compliance-migrate/rename-map';
import { Node, type CallExpression, type Type } from 'ts-morph';
import { heldBy } from './body-declared.js';
import { identifiersNamed } from './compiler-nodes.js';
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
  if (!declaration || !Node.isIdentifier(name)) return [];
  // only a response whose `body` says nothing (superagent's, supertest's `any`): typed ones are read the usual way
  const untyped = declaration.getType().getProperty('body')?.getTypeAtLocation(declaration);
  if (!untyped || !(untyped.isAny() || untyped.isUnknown())) return [];
  const symbol = name.getSymbol();
  const scope = declaration.getFirstAncestor(
    (a) => Node.isFunctionLikeDeclaration(a) || Node.isSourceFile(a),
  );
  if (!symbol || !scope) return [];
  const out: { type: Type; plans: Plans }[] = [];
  for (const reference of identifiersNamed(scope, name.getText())) {
    if (reference.getSymbol() !== symbol) continue;
    const body = reference.getParent();
    if (!Node.isPropertyAccessExpression(body) || body.getExpression() !== reference) continue;
    if (body.getName() !== 'body') continue;
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
