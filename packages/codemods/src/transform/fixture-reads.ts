import type { PlanNode } from '@compliance-migrate/rename-map';
import { walk } from './ast-walk.js';
import type { IdEdit } from './object-rewrite.js';
import { identifierName, isProperty, type AstNode } from './node-types.js';
import type { FixtureReply } from './mock-replies.js';
import { startOf, endOf } from './parser.js';

type Plans = readonly (PlanNode | undefined)[];

/**
 * Renames the reads of a fixture's value in the callback `cy.fixture('item.json').then((item) => …)` once the file
 * is migrated as an endpoint's response: `item.recordName` → `item.categoryName`, key by key through each step's
 * plan. `reply` is the use that hands the value to the stub (not a read). Returns false, with no edit kept, when the
 * value is used in any other way (passed on, spread, destructured, a renamed key read further in), which then
 * gets the TODO.
 */
export function renameFixtureReads(
  callback: AstNode,
  name: string,
  reply: AstNode,
  plans: Plans,
  edits: IdEdit[],
): boolean {
  if (callback.type !== 'ArrowFunctionExpression' && callback.type !== 'FunctionExpression') return false;
  const found: IdEdit[] = [];
  let certain = true;
  walk(callback.body, [callback], (node, parents) => {
    if (!certain) return false;
    const inner =
      node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' ? node.params : [];
    if (inner.some((p) => identifierName(p) === name)) return false;
    if (node.type !== 'Identifier' || node.name !== name || node === reply) return true;
    const parent = parents[parents.length - 1];
    if (parent && isProperty(parent) && parent.key === node && !parent.computed) return true;
    if (parent?.type !== 'MemberExpression' || parent.object !== node || parent.computed) {
      certain = false;
      return false;
    }
    if (parent.property === node) return true;
    const key = identifierName(parent.property);
    const follow = key === undefined ? undefined : followKey(key, plans);
    if (!follow || follow.deeper) {
      certain = false;
      return false;
    }
    if (follow.name !== key && follow.id)
      found.push({
        start: startOf(parent.property),
        end: endOf(parent.property),
        text: follow.name,
        changeId: follow.id,
        at: startOf(parent.property),
      });
    return true;
  });
  if (certain) edits.push(...found);
  return certain;
}

/** A top-level key through each step: its new name, and whether its value holds changes a read further in meets. */
function followKey(key: string, plans: Plans): { name: string; id?: string; deeper: boolean } {
  let name = key;
  let id: string | undefined;
  let deeper = false;
  for (const plan of plans) {
    const rule = plan?.keys?.get(name);
    if (!rule) continue;
    if (rule.out === null || rule.toMany || rule.values || rule.child) deeper = true;
    if (typeof rule.out === 'string' && rule.out !== name) {
      name = rule.out;
      id = rule.renameId;
    }
  }
  return { name, ...(id ? { id } : {}), deeper };
}

/**
 * After a stub's fixture file is migrated: the reads of it in `cy.fixture(…).then((x) => …)` renamed, or a TODO when
 * they cannot all be followed. Always true (the file is migrated either way).
 */
export function fixtureReadsFollowed(
  fixture: FixtureReply | undefined,
  reply: AstNode,
  plans: Plans,
  edits: IdEdit[],
  todo: (message: string) => void,
): boolean {
  const callback = fixture?.callback;
  if (!callback || reply.type !== 'Identifier') return true;
  if (!renameFixtureReads(callback, reply.name, reply, plans, edits))
    todo(
      `${fixture.name} is migrated to the new version's response, and this callback reads it (${reply.name}) in ways the codemod cannot follow; check what it reads`,
    );
  return true;
}
