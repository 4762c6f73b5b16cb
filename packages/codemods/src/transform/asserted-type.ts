import type { PlanNode } from '@compliance-migrate/rename-map';
import type { IdEdit } from './object-rewrite.js';
import { identifierName, isStringLiteral, type AstNode } from './node-types.js';
import { startOf, endOf } from './parser.js';

type Plans = readonly (PlanNode | undefined)[];

/** A key followed through each step: its new name, the rename's id, and the plans of its value. */
export interface FollowedKey {
  name: string;
  renameId?: string | undefined;
  unsure?: boolean | undefined;
  plans: Plans;
}

/**
 * The type a response body is asserted to inline (`(await res.json()) as { recordName: string }`, an array of such
 * a literal): its members renamed as the body's keys are, so the reads renamed beside it still type-check. Returns
 * false, with no edit made, for a member it cannot follow (a removed or reshaped field, a key it cannot rename).
 */
export function renameAssertedType(
  type: AstNode,
  plans: Plans,
  follow: (name: string, plans: Plans) => FollowedKey,
  edits: IdEdit[],
): boolean {
  const found: IdEdit[] = [];
  const ok = walkType(type, plans, follow, found);
  if (ok) edits.push(...found);
  return ok;
}

function walkType(
  type: AstNode,
  plans: Plans,
  follow: (name: string, plans: Plans) => FollowedKey,
  edits: IdEdit[],
): boolean {
  if (plans.every((p) => p === undefined)) return true;
  if (type.type === 'TSArrayType')
    return walkType(
      type.elementType,
      plans.map((p) => p?.item),
      follow,
      edits,
    );
  if (type.type !== 'TSTypeLiteral') return false;
  for (const member of type.members) {
    if (member.type !== 'TSPropertySignature' || member.computed) return false;
    const key = member.key;
    const name = isStringLiteral(key) ? key.value : identifierName(key);
    if (name === undefined) return false;
    const next = follow(name, plans);
    if (next.unsure) return false;
    if (next.name !== name && next.renameId) {
      edits.push({
        start: startOf(key),
        end: endOf(key),
        text: isStringLiteral(key) ? JSON.stringify(next.name) : next.name,
        changeId: next.renameId,
        at: startOf(key),
      });
    }
    const annotation = member.typeAnnotation?.typeAnnotation;
    if (
      next.plans.some((p) => p !== undefined) &&
      (!annotation || !walkType(annotation, next.plans, follow, edits))
    )
      return false;
  }
  return true;
}
