import type { PlanNode } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { memberPlans } from '../../src/types/member-plans.js';

/** A plan node with only the key rules the function reads (the rest of a compiled node is not looked at). */
const node = (keys: Record<string, { out?: string; child?: PlanNode }>): PlanNode =>
  ({ keys: new Map(Object.entries(keys)) }) as unknown as PlanNode;

describe('memberPlans', () => {
  it("follows a member through each step's rename of its key, giving each step's plan of its value", () => {
    const rows = node({ typeId: { out: 'subCategoryId' } });
    const rowsLater = node({ subCategoryId: { out: 'id' } });
    const step1 = node({ records: { out: 'categories', child: rows } });
    const step2 = node({ categories: { child: rowsLater } });
    expect(memberPlans('records', [step1, step2])).toEqual([rows, rowsLater]);
  });

  it('is undefined for a step with no rule for the key, and for a step with no plan', () => {
    const rows = node({ typeId: { out: 'subCategoryId' } });
    expect(
      memberPlans('data', [node({ total: { out: 'count' } }), undefined, node({ data: { child: rows } })]),
    ).toEqual([undefined, undefined, rows]);
  });
});
